/// One grapheme of a text, ready for a cell, with its width and the index of its style.
struct StyledGlyph {
    let glyph: CellGlyph
    /// The glyph's width, or 0 for a newline.
    let width: Int
    let style: Int

    var isNewline: Bool { width == 0 }
    var isSpace: Bool { glyph == .space }
    /// Whether a word too wide for its line may be cut after this glyph.
    var isBreakAfter: Bool { glyph == Self.slash || glyph == Self.hyphen }

    private static let slash = CellGlyph("/")
    private static let hyphen = CellGlyph("-")
}

extension StyledGlyph {
    /// The glyph of `character` (a newline when `width` is 0).
    init(character: Character, width: Int, style: Int) {
        self.init(glyph: CellGlyph(character), width: width, style: style)
    }
}

/// Breaks glyphs into lines no wider than a limit: at spaces where possible, inside a word only
/// when the word alone is too wide (after a `/` or `-` where it has one), and at explicit newlines.
enum TextLayout {
    struct Line {
        var glyphs: ArraySlice<StyledGlyph>
        var width: Int
        /// Whether the line was cut short and ends with an ellipsis.
        var truncated = false
    }

    static func lines(_ glyphs: [StyledGlyph], width limit: Int?) -> [Line] {
        var lines: [Line] = []
        var start = glyphs.startIndex
        while start <= glyphs.endIndex {
            let end = glyphs[start...].firstIndex(where: \.isNewline) ?? glyphs.endIndex
            wrapParagraph(glyphs[start..<end], limit: limit, into: &lines)
            start = end + 1
        }
        return lines
    }

    private static func wrapParagraph(_ paragraph: ArraySlice<StyledGlyph>, limit: Int?, into lines: inout [Line]) {
        let total = paragraph.reduce(0) { $0 + $1.width }
        guard let proposedLimit = limit, total > proposedLimit else {
            lines.append(Line(glyphs: paragraph, width: total))
            return
        }
        let limit = max(1, proposedLimit)
        var lineStart = paragraph.startIndex
        var lineWidth = 0   // of the glyphs from lineStart on, spaces included
        var spacesStart: Int?   // where the spaces the line ends with begin
        var spacesWidth = 0
        // Where the line can break: the end of its text before a run of spaces, that text's width,
        // and where the next line starts, after the spaces.
        var lastBreak: (end: Int, width: Int, next: Int)?
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            let glyph = paragraph[index]
            if glyph.isSpace {
                // Spaces hang past the limit instead of starting a line.
                if spacesStart == nil { spacesStart = index }
                spacesWidth += glyph.width
                lineWidth += glyph.width
                index += 1
                lastBreak = (spacesStart ?? index, lineWidth - spacesWidth, index)
                continue
            }
            if lineWidth + glyph.width > limit && index > lineStart {
                if let lastBreak {
                    lines.append(Line(glyphs: paragraph[lineStart..<lastBreak.end], width: lastBreak.width))
                    lineStart = lastBreak.next
                } else {
                    // A word wider than the line: cut it after its last `/` or `-` on the line (a
                    // path, a command's argument, a hyphenated word), else where it reaches the limit.
                    let cut = paragraph[lineStart..<index].lastIndex(where: \.isBreakAfter).map { $0 + 1 } ?? index
                    lines.append(Line(glyphs: paragraph[lineStart..<cut], width: paragraph[lineStart..<cut].reduce(0) { $0 + $1.width }))
                    lineStart = cut
                }
                lineWidth = paragraph[lineStart..<index].reduce(0) { $0 + $1.width }
                lastBreak = nil
                spacesStart = nil
                spacesWidth = 0
                continue
            }
            lineWidth += glyph.width
            spacesStart = nil
            spacesWidth = 0
            index += 1
        }
        lines.append(Line(glyphs: paragraph[lineStart..<(spacesStart ?? index)], width: lineWidth - spacesWidth))
    }

    /// Keeps at most `maxLines` lines, ending the last kept one with `…` when text was cut, and
    /// cuts any line wider than `width` the same way.
    static func truncated(_ lines: [Line], maxLines: Int, width: Int?) -> [Line] {
        var kept = Array(lines.prefix(max(0, maxLines)))
        if kept.count < lines.count, let last = kept.indices.last {
            kept[last] = withEllipsis(kept[last], width: width.map { min($0, kept[last].width + 1) } ?? kept[last].width + 1)
        }
        if let width {
            for index in kept.indices where kept[index].width > width {
                kept[index] = withEllipsis(kept[index], width: width)
            }
        }
        return kept
    }

    private static func withEllipsis(_ line: Line, width: Int) -> Line {
        var glyphs = line.glyphs
        // Measured from the glyphs: a wrapped line's width leaves out the spaces hanging after it,
        // which are dropped below.
        var used = glyphs.reduce(0) { $0 + $1.width }
        while used + 1 > width, let last = glyphs.last {
            used -= last.width
            glyphs = glyphs.dropLast()
        }
        while let last = glyphs.last, last.isSpace {
            used -= 1
            glyphs = glyphs.dropLast()
        }
        return Line(glyphs: glyphs, width: width > 0 ? used + 1 : 0, truncated: width > 0)
    }
}
