import TesseraCore

/// A story's call site laid out in a column: every story's `code:` (Tessera's and a team's) is
/// shown through it, so none breaks inside a token.
///
/// Each line of the code keeps its line and its indentation. A line wider than the column is
/// wrapped, the continuation indented ``continuationIndent`` past the line's own indent, at the
/// first of these that leaves the longest line that fits:
///
/// 1. before the `.` of a modifier chain (after `)`, `}` or `]`), so the next line starts with
///    `.modifier(`; after a `,` or `;`; after the `{` that opens a closure's body;
/// 2. at a space between two tokens, except between an argument label and its value, before a
///    trailing closure's `{`, or before a `}`;
/// 3. between any two other tokens, except either side of a `:` and before a bracket.
///
/// What cannot be broken and does not fit after the continuation indent goes without it.
///
/// Only what cannot be broken and is wider than the column (a long string literal) is ever cut,
/// and the cut line ends with the continuation mark.
enum CodeLayout {
    /// How far a continuation line is indented past the line it continues.
    static let continuationIndent = 4
    /// The mark that ends a line cut inside a token.
    static let continuationMark: Character = "↩"
    /// The mark on terminals that show only ASCII.
    static let asciiContinuationMark: Character = "\\"

    /// The lines of `code` in a column `width` cells wide (at least 3). Every line fits the width;
    /// joined, the lines hold every character of `code`, with only the spaces at a break dropped,
    /// the continuation indents and the marks of cut tokens added.
    static func lines(_ code: String, width: Int, mark: Character = continuationMark) -> [String] {
        let width = max(3, width)
        return code.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
            wrap(String(line).replacingOccurrences(of: "\t", with: "    "), width: width, mark: mark)
        }
    }

    /// One line of code, wrapped.
    private static func wrap(_ line: String, width: Int, mark: Character) -> [String] {
        let ownIndent = min(line.prefix { $0 == " " }.count, width - 3)
        let tokens = CodeToken.tokens(of: String(line.drop { $0 == " " }))
        guard !tokens.isEmpty else { return [line.allSatisfy { $0 == " " } ? "" : line] }
        let continuation = min(ownIndent + continuationIndent, width - 3)
        var lines: [String] = []
        var start = 0
        // A token cut at the end of the previous line: what is left of it starts this one.
        var leftover: String?
        while start < tokens.count {
            var pieces = tokens
            if let leftover { pieces[start] = CodeToken(text: leftover, space: 0) }
            var indent = lines.isEmpty ? ownIndent : continuation
            var end = breakIndex(pieces, from: start, room: width - indent)
            if end == nil, indent > ownIndent, let fits = breakIndex(pieces, from: start, room: width - ownIndent) {
                // What cannot be broken fits only without the continuation indent: keep it whole.
                indent = ownIndent
                end = fits
            }
            let pad = String(repeating: " ", count: indent)
            if let end {
                lines.append(pad + text(pieces, start..<end))
                start = end
                leftover = nil
            } else {
                // What cannot be broken is wider than the column (a long literal, with its label):
                // the one thing that may be cut. The line is filled, and what is left of the run
                // starts the next one.
                let run = unbreakableEnd(pieces, from: start)
                let (head, tail) = cut(text(pieces, start..<run), room: width - indent - 1)
                lines.append(pad + head + String(mark))
                leftover = tail.isEmpty ? nil : tail
                start = tail.isEmpty ? run : run - 1
            }
        }
        return lines
    }

    /// Where the line that starts at `start` ends: the last break of the best tier that fits, or
    /// `nil` when not even the first token fits.
    private static func breakIndex(_ tokens: [CodeToken], from start: Int, room: Int) -> Int? {
        var best: [BreakTier: Int] = [:]
        var used = 0
        for index in start..<tokens.count {
            let token = tokens[index]
            used += (index > start ? token.space : 0) + displayWidth(token.text)
            if used > room { break }
            if index + 1 == tokens.count { return tokens.count }
            if let tier = BreakTier(between: token, and: tokens[index + 1]) { best[tier] = index + 1 }
        }
        return best[.chain] ?? best[.space] ?? best[.token]
    }

    /// The end of the run of tokens from `start` that no break may split.
    private static func unbreakableEnd(_ tokens: [CodeToken], from start: Int) -> Int {
        var end = start + 1
        while end < tokens.count, BreakTier(between: tokens[end - 1], and: tokens[end]) == nil { end += 1 }
        return end
    }

    /// The tokens in `range` as source text, with the source's spaces between them.
    private static func text(_ tokens: [CodeToken], _ range: Range<Int>) -> String {
        range.map { String(repeating: " ", count: $0 > range.lowerBound ? tokens[$0].space : 0) + tokens[$0].text }
            .joined()
    }

    /// `text` cut after at most `room` cells (at least one character).
    private static func cut(_ text: String, room: Int) -> (String, String) {
        var used = 0
        var index = text.startIndex
        while index < text.endIndex {
            let next = used + displayWidth(String(text[index]))
            if next > room, index > text.startIndex { break }
            used = next
            index = text.index(after: index)
        }
        return (String(text[..<index]), String(text[index...]))
    }

    static func displayWidth(_ text: String) -> Int {
        text.reduce(0) { $0 + TerminalGlyph.cellContent(for: $1).width }
    }
}

/// How good a place between two tokens is for a line break; `nil` where a break would split
/// what reads as one thing.
private enum BreakTier: Hashable {
    /// Before a modifier chain's `.`, after `,` or `;`.
    case chain
    /// At a space between tokens.
    case space
    /// Between two tokens with no space.
    case token

    init?(between left: CodeToken, and right: CodeToken) {
        // Never between a label and its value, after a `.` (`.primary`, `.disabled`), inside a
        // qualified name (`Theme.default`) or after a key path's `\`.
        if left.text == ":" || right.text == ":" || left.text == "." || left.text == "\\" { return nil }
        let spaced = right.space > 0
        if right.text == "." && !spaced {
            if [")", "}", "]"].contains(left.text) {
                self = .chain
            } else if ["(", "["].contains(left.text) {
                self = .token   // before an implicit member argument: `.tessera(` `.primary)`
            } else {
                return nil
            }
        } else if left.text == "," || left.text == ";" || (left.text == "{" && spaced && right.text != "}") {
            self = .chain
        } else if spaced {
            // Not before a trailing closure's `{`, nor a `}` left alone on a line.
            if right.text == "{" || right.text == "}" { return nil }
            self = .space
        } else if ["(", "[", ")", "]", ",", ";"].contains(right.text) {
            return nil     // a call apart from its arguments, or a bracket alone, reads as a cut
        } else {
            self = .token
        }
    }
}
