import Tessera

/// Finds words that a truecolor frame shows in clearly different hues (an error and a warning, a
/// red tag and a purple one) but a lower-depth frame of the same content shows in one colour,
/// with no glyph of their own to tell them apart.
///
/// Words are matched between the two frames by their letters and digits and by occurrence (low
/// depths may add brackets or marks around a word, and move it). A word's colour is its fill when
/// it sits on a hued background other than the page, else its glyphs' colour; only hued colours
/// (not greys, not the page's text) count, and two count as different when their OKLab hues are
/// at least ``differentHue`` degrees apart. At the lower depth the two words collide when their
/// shown glyph and background colours are both equal and the icons of their elements (on their
/// row, up to a gap of two spaces; brackets do not count) are the same. At 16 and 8 colours two
/// colours of one ANSI hue family count as one (``RGB/ansiHueFamily``): blue #0000ee beside
/// bright blue #5c5cff, or magenta #cd00cd beside #ff00ff, reads as one hue.
package enum HueCollisionAudit {
    /// Two hues at least this far apart (OKLab degrees) are different colours: error's red and
    /// warning's orange; two blues of one family are not.
    package static let differentHue = 30.0

    /// One pair of words that collide.
    package struct Collision: Hashable, Sendable {
        /// The two words, as the truecolor frame spells them.
        package let words: (String, String)
        /// Their truecolor colours.
        package let truecolor: (RGB, RGB)
        /// The glyph and background colours the lower-depth frame shows both words in.
        package let shown: (foreground: RGB, background: RGB)

        package static func == (lhs: Collision, rhs: Collision) -> Bool {
            lhs.words == rhs.words && lhs.truecolor == rhs.truecolor && lhs.shown == rhs.shown
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(words.0); hasher.combine(words.1); hasher.combine(shown.foreground); hasher.combine(shown.background)
        }
    }

    /// The collisions of `lowered` (drawn at a lower depth) against `truecolor` (the same content).
    package static func run(truecolor: Snapshot.Frame, lowered: Snapshot.Frame) -> [Collision] {
        let original = words(of: truecolor), shown = words(of: lowered)
        var occurrences: [String: [Word]] = [:]
        for word in shown { occurrences[word.key, default: []].append(word) }
        var seen: [String: Int] = [:]
        var pairs: [(original: Word, shown: Word)] = []
        for word in original {
            let index = seen[word.key, default: 0]
            seen[word.key] = index + 1
            guard word.hue != nil, let match = occurrences[word.key], index < match.count else { continue }
            pairs.append((word, match[index]))
        }
        var collisions: [Collision] = []
        var reported: Set<String> = []
        for (index, first) in pairs.enumerated() {
            for second in pairs[(index + 1)...] {
                guard let one = first.original.hue, let other = second.original.hue,
                    let distance = one.hueDistance(to: other), distance >= differentHue,
                    first.shown.look.readsAs(second.shown.look, depth: lowered.depth), first.shown.marks == second.shown.marks
                else { continue }
                let key = [one.hexString, other.hexString].sorted().joined()
                guard reported.insert(key).inserted else { continue }
                collisions.append(
                    Collision(
                        words: (first.original.text, second.original.text), truecolor: (one, other),
                        shown: (second.shown.look.foreground, second.shown.look.background)))
            }
        }
        return collisions
    }

    /// A word of a frame: a run of letters and digits on one row, with the colours it is shown in.
    struct Word {
        let text: String
        /// Its letters and digits, lowercased: what matches it across depths.
        var key: String { text.lowercased() }
        /// Its glyphs' and its background's colours as the frame's depth shows them.
        let look: Look
        /// Its colour if it is a hued one: its fill when on a hued background other than the page, else its glyphs'.
        let hue: RGB?
        /// The icons of its element: on its row, on its background, up to a gap or a glyph of another colour.
        let marks: Set<Character>
    }

    struct Look: Equatable {
        let foreground: RGB
        let background: RGB

        /// Whether the two read as one colour pair at `depth`: equal, or at 16 and 8 colours of
        /// the same ANSI hue families.
        func readsAs(_ other: Look, depth: ColorDepth) -> Bool {
            let families = depth == .c16 || depth == .c8
            func alike(_ one: RGB, _ two: RGB) -> Bool {
                one == two || (families && one.ansiHueFamily != nil && one.ansiHueFamily == two.ansiHueFamily)
            }
            return alike(foreground, other.foreground) && alike(background, other.background)
        }
    }

    /// The frame's words in reading order.
    static func words(of frame: Snapshot.Frame) -> [Word] {
        var memo = StyleMemo { style in
            CellContrastAudit.shownColors(
                of: style, depth: frame.depth, defaultForeground: frame.defaultForeground,
                defaultBackground: frame.defaultBackground)
        }
        let buffer = frame.buffer
        var words: [Word] = []
        for y in 0..<buffer.rows {
            var x = 0
            while x < buffer.columns {
                guard isWordGlyph(buffer[x, y].grapheme) else { x += 1; continue }
                let start = x
                var text = ""
                let colors = memo.value(for: buffer[x, y].style)
                while x < buffer.columns, isWordGlyph(buffer[x, y].grapheme) || buffer[x, y].isContinuation {
                    if !buffer[x, y].isContinuation { text.append(buffer[x, y].grapheme) }
                    x += 1
                }
                let look = Look(foreground: colors.foreground, background: colors.background)
                let marks = self.marks(around: start..<x, row: y, look: look, in: buffer) { memo.value(for: $0) }
                words.append(Word(text: text, look: look, hue: hue(of: look, page: frame), marks: marks))
            }
        }
        return words
    }

    /// The word's hued colour: its fill when hued and not the page, else its glyphs' when hued and
    /// not the page's text; `nil` for a plain word.
    private static func hue(of look: Look, page frame: Snapshot.Frame) -> RGB? {
        if look.background != frame.defaultBackground, !look.background.isNeutral { return look.background }
        if look.foreground != frame.defaultForeground, !look.foreground.isNeutral { return look.foreground }
        return nil
    }

    /// The icons (glyphs that are neither letters, digits, ASCII nor spaces) around `word` on row
    /// `y`: walking out from it over cells on its background, through spaces, other words of its
    /// colours and any icon, up to a glyph of another colour, another background, a bracket (the
    /// end of a bracketed element: `[✓ green] [▲ orange]`, one space apart) or two spaces (the gap
    /// between two elements).
    private static func marks(
        around word: Range<Int>, row y: Int, look: Look, in buffer: CellBuffer,
        colors: (CellStyle) -> (foreground: RGB, background: RGB)
    ) -> Set<Character> {
        var marks: Set<Character> = []
        for direction in [-1, 1] {
            var x = direction < 0 ? word.lowerBound - 1 : word.upperBound
            var spaces = 0
            while x >= 0, x < buffer.columns, spaces < 2 {
                let cell = buffer[x, y]
                let shown = colors(cell.style)
                guard shown.background == look.background else { break }
                if cell.grapheme.isWhitespace {
                    spaces += 1
                } else if cell.grapheme == "[" || cell.grapheme == "]" {
                    break
                } else if !cell.isContinuation {
                    spaces = 0
                    if isWordGlyph(cell.grapheme) {
                        guard shown.foreground == look.foreground else { break }
                    } else if !cell.grapheme.isASCII {
                        marks.insert(cell.grapheme)
                    }
                }
                x += direction
            }
        }
        return marks
    }

    private static func isWordGlyph(_ grapheme: Character) -> Bool { grapheme.isLetter || grapheme.isNumber }
}
