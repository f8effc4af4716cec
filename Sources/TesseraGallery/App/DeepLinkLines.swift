import Tessera

/// A deep link laid out in a narrow panel as a command is written: lines break only between
/// words, an option stays on the line of its value where the two fit, and continuation lines are
/// indented. A word wider than a whole line (a long story id beside the inspector) is never broken
/// across lines: its middle path segments give way to `…` (`controls/toggle/…/house-switch`), and
/// `y` copies the whole link.
enum DeepLinkLines {
    /// How far continuation lines are indented.
    static let indent = 2

    /// The lines of the link whose shell words are `words`, each at most `width` columns wide, and
    /// whether a word had to be shortened.
    static func lines(_ words: [String], width: Int) -> (lines: [String], shortened: Bool) {
        var lines: [String] = []
        var line = ""
        var shortened = false
        func room() -> Int { lines.isEmpty ? width : width - indent }
        func fits(_ piece: String) -> Bool { DisplayWidth.of(line.isEmpty ? piece : line + " " + piece) <= room() }
        func newLine() {
            if !line.isEmpty { lines.append(line) }
            line = ""
        }
        func place(_ piece: String) { line = line.isEmpty ? piece : line + " " + piece }
        for unit in units(words) {
            let whole = unit.joined(separator: " ")
            if fits(whole) {
                place(whole)
                continue
            }
            if DisplayWidth.of(whole) <= width - indent {
                newLine()
                place(whole)
                continue
            }
            // Too wide for a line of its own: word by word, each shortened to a line.
            for word in unit {
                if !fits(word) { newLine() }
                let shown = fits(word) ? word : shorten(word, to: room())
                shortened = shortened || shown != word
                place(shown)
            }
        }
        newLine()
        let margin = String(repeating: " ", count: indent)
        return (lines.enumerated().map { $0.offset == 0 ? $0.element : margin + $0.element }, shortened)
    }

    /// The words to keep on one line: an option (`--theme`) with the value after it.
    private static func units(_ words: [String]) -> [[String]] {
        var units: [[String]] = []
        var index = words.startIndex
        while index < words.endIndex {
            let next = words.index(after: index)
            if words[index].hasPrefix("--"), next < words.endIndex, !words[next].hasPrefix("--") {
                units.append([words[index], words[next]])
                index = words.index(after: next)
            } else {
                units.append([words[index]])
                index = next
            }
        }
        return units
    }

    /// `word` in `width` columns: its first path segment and as many of its last as fit around a
    /// `…`, else its start and an `…`.
    static func shorten(_ word: String, to width: Int) -> String {
        let segments = word.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if segments.count > 2 {
            var tail: [String] = [segments[segments.count - 1]]
            var head: [String] = [segments[0]]
            func shown() -> String { (head + ["…"] + tail).joined(separator: "/") }
            guard DisplayWidth.of(shown()) <= width else { return prefix(word, width) }
            var front = 1, back = segments.count - 2
            // Keep segments from the front, then from the back, while they fit.
            while front <= back {
                head.append(segments[front])
                if DisplayWidth.of(shown()) <= width {
                    front += 1
                    continue
                }
                head.removeLast()
                tail.insert(segments[back], at: 0)
                if DisplayWidth.of(shown()) <= width {
                    back -= 1
                    continue
                }
                tail.removeFirst()
                break
            }
            return shown()
        }
        return prefix(word, width)
    }

    /// The start of `word` that fits `width` columns with a `…` after it.
    private static func prefix(_ word: String, _ width: Int) -> String {
        var kept = ""
        for character in word where DisplayWidth.of(kept + String(character)) < width {
            kept.append(character)
        }
        return kept + "…"
    }
}
