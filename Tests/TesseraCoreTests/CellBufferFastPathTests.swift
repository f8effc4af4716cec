import Testing

@testable import TesseraCore

/// The fast paths of ``CellBuffer`` (ASCII text and glyph runs stored as raw words, fills, single
/// glyphs, the diff) agree with the cell-by-cell rules they shortcut (``CellRules``) on seeded
/// random cases.
@Suite struct CellBufferFastPathTests {
    private let styles = [
        CellStyle.plain, CellStyle(foreground: .hex(0xCF202F)), CellStyle(background: .ansi(4), attributes: .bold),
        CellStyle(foreground: .palette(200), background: .rgb(RGB(1, 2, 3)), attributes: [.italic, .underline]),
    ]
    /// Short and long runs (the ASCII scan takes eight bytes at a time), wide glyphs, combining
    /// marks, controls (alone and inside a run), CR LF and a zero-width joiner.
    private let pieces = [
        "a", "bc", "漢", "字", "e\u{301}", " ", "xyz", "👍🏽", "\u{1B}", "q", "Tessera draws", "abcdefg\u{7F}hij",
        "0123456789abcdef", "abcdefghe\u{301}", "x\r\ny", "─│╭", "\u{200D}", "~}|{", "\u{85}",
    ]

    private func randomText(_ random: inout SplitMix) -> String {
        (0..<Int.random(in: 1...5, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
    }

    /// A buffer with something to overwrite, wide glyphs included, and the same in the rules.
    private func scene(_ random: inout SplitMix, columns: Int = 24) -> (CellBuffer, CellRules) {
        var buffer = CellBuffer(size: TerminalSize(columns: columns, rows: 2))
        buffer.write("漢字ab漢字cd漢", at: Point(x: Int.random(in: -1...2, using: &random), y: 0), style: styles[2])
        buffer.write("字x漢", at: Point(x: Int.random(in: 0...3, using: &random), y: 1), style: styles[1])
        return (buffer, CellRules(buffer: buffer))
    }

    private func randomClip(_ random: inout SplitMix) -> Rect? {
        Bool.random(using: &random)
            ? Rect(
                x: Int.random(in: -2...12, using: &random), y: Int.random(in: -1...1, using: &random),
                width: Int.random(in: 0...14, using: &random), height: Int.random(in: 0...3, using: &random))
            : nil
    }

    @Test func textRunsMatchTheRules() {
        var random = SplitMix(state: 17)
        for _ in 0..<3_000 {
            var (fast, rules) = scene(&random)
            let text = randomText(&random)
            let origin = Point(x: Int.random(in: -20...24, using: &random), y: Int.random(in: -1...2, using: &random))
            let clip = randomClip(&random)
            let style = styles.randomElement(using: &random) ?? .plain
            let end = fast.write(text, at: origin, style: style, clip: clip)
            let expectedEnd = rules.write(text, at: origin, style: style, clip: clip)
            #expect(Bool(fast == rules.buffer), "writing \(text.debugDescription) at \(origin) clipped to \(String(describing: clip))")
            #expect(end == expectedEnd)
        }
    }

    @Test func glyphRunsMatchPuttingEachGlyph() {
        var random = SplitMix(state: 41)
        for _ in 0..<3_000 {
            var (fast, rules) = scene(&random)
            let glyphs = randomText(&random).map(CellGlyph.init)
            let run = glyphs[Int.random(in: 0...min(2, glyphs.count), using: &random)...]
            let origin = Point(x: Int.random(in: -20...24, using: &random), y: Int.random(in: -1...2, using: &random))
            let clip = randomClip(&random)
            let style = styles.randomElement(using: &random) ?? .plain
            let keepingBackground = Bool.random(using: &random)
            let end = fast.write(run, at: origin, style: style, clip: clip, keepingBackground: keepingBackground)
            var x = origin.x
            for glyph in run {
                var cellStyle = style
                if keepingBackground { cellStyle.background = rules.buffer[x, origin.y].style.background }
                x = rules.put(glyph.character, at: Point(x: x, y: origin.y), style: cellStyle, clip: clip)
            }
            let described = "\(run.map(\.character)) at \(origin) clipped to \(String(describing: clip)), keeping: \(keepingBackground)"
            #expect(Bool(fast == rules.buffer), "writing \(described)")
            #expect(end == x)
        }
    }

    @Test func repeatedGlyphRunsMatchPuttingEachGlyph() {
        var random = SplitMix(state: 59)
        let glyphs = ["─", "═", "漢", "e\u{301}", "x"].map { CellGlyph(Character($0)) }
        for _ in 0..<3_000 {
            var (fast, rules) = scene(&random)
            let glyph = glyphs.randomElement(using: &random) ?? CellGlyph(" ")
            let start = Int.random(in: -6...26, using: &random)
            let columns = start..<(start + Int.random(in: 0...12, using: &random))
            let y = Int.random(in: -1...2, using: &random)
            let clip = randomClip(&random)
            let style = styles.randomElement(using: &random) ?? .plain
            let keepingBackground = Bool.random(using: &random)
            fast.putRun(glyph, columns: columns, row: y, style: style, keepingBackground: keepingBackground, clip: clip)
            for x in columns {
                var cellStyle = style
                if keepingBackground { cellStyle.background = rules.buffer[x, y].style.background }
                rules.put(glyph.character, at: Point(x: x, y: y), style: cellStyle, clip: clip)
            }
            let described =
                "\(glyph.character) over \(columns) of row \(y) clipped to \(String(describing: clip)), keeping: \(keepingBackground)"
            #expect(Bool(fast == rules.buffer), "putting \(described)")
        }
    }

    @Test func restylingAnAreaMatchesRestylingEachCell() {
        var random = SplitMix(state: 67)
        for _ in 0..<1_000 {
            var (fast, rules) = scene(&random)
            let area =
                randomClip(&random)
                ?? Rect(x: 0, y: 0, width: Int.random(in: 0...30, using: &random), height: Int.random(in: 0...3, using: &random))
            let extra = styles.randomElement(using: &random) ?? .plain
            let restyle: (inout CellStyle) -> Void = {
                $0.attributes.formSymmetricDifference(extra.attributes)
                if $0.foreground == .default { $0.foreground = extra.foreground }
            }
            fast.restyle(area, restyle)
            var expected = rules.buffer
            for y in area.y..<max(area.y, area.maxY) {
                for x in area.x..<max(area.x, area.maxX) {
                    var cell = expected[x, y]
                    restyle(&cell.style)
                    expected[x, y] = cell
                }
            }
            #expect(Bool(fast == expected), "restyling \(area)")
        }
    }

    @Test func singleGraphemesAndGlyphsMatchTheRules() {
        var random = SplitMix(state: 23)
        let characters: [Character] = pieces.flatMap { Array($0) } + ["\u{0}", "é", "\u{FE0F}", "🇺", "\u{10FFFD}"]
        for _ in 0..<3_000 {
            var (byCharacter, rules) = scene(&random, columns: 10)
            var byGlyph = byCharacter
            let character = characters.randomElement(using: &random) ?? "a"
            let origin = Point(x: Int.random(in: -2...10, using: &random), y: Int.random(in: -1...2, using: &random))
            let clip = randomClip(&random)
            let style = styles.randomElement(using: &random) ?? .plain
            let expectedEnd = rules.put(character, at: origin, style: style, clip: clip)
            #expect(byCharacter.put(character, at: origin, style: style, clip: clip) == expectedEnd)
            #expect(byGlyph.put(CellGlyph(character), at: origin, style: style, clip: clip) == expectedEnd)
            let described = "\(character.debugDescription) at \(origin) clipped to \(String(describing: clip))"
            #expect(Bool(byCharacter == rules.buffer), "putting \(described)")
            #expect(Bool(byGlyph == rules.buffer), "putting the glyph of \(described)")
        }
    }

    @Test func fillsMatchTheRules() {
        var random = SplitMix(state: 5)
        for _ in 0..<1_000 {
            var (fast, rules) = scene(&random, columns: 12)
            let rect = Rect(
                x: Int.random(in: -2...11, using: &random), y: Int.random(in: -1...2, using: &random),
                width: Int.random(in: 0...14, using: &random), height: Int.random(in: 0...3, using: &random))
            let cell =
                [
                    Cell.blank(styles.randomElement(using: &random) ?? .plain), Cell("x", style: styles[3]),
                    Cell("漢", width: 2, style: styles[1]),
                ].randomElement(using: &random) ?? .blank()
            fast.fill(rect, with: cell)
            rules.fill(rect, with: cell)
            #expect(Bool(fast == rules.buffer), "filling \(rect) with \(cell)")
        }
    }

    @Test func changedRunsMatchComparingEveryCell() {
        var random = SplitMix(state: 99)
        for _ in 0..<300 {
            let before = CellBuffer(size: TerminalSize(columns: 16, rows: 4))
            var after = before
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                after.write(
                    pieces.randomElement(using: &random) ?? "",
                    at: Point(x: Int.random(in: 0...15, using: &random), y: Int.random(in: 0...3, using: &random)),
                    style: styles.randomElement(using: &random) ?? .plain)
            }
            var expected: Set<Point> = []
            for y in 0..<4 {
                for x in 0..<16 where after[x, y] != before[x, y] { expected.insert(Point(x: x, y: y)) }
            }
            let runs = after.changedRuns(since: before)
            let covered = Set(runs.flatMap { run in run.columns.map { Point(x: $0, y: run.row) } })
            #expect(expected.isSubset(of: covered))
            // A run covers changed cells only, plus the leading half of a changed wide glyph.
            for point in covered.subtracting(expected) {
                #expect(after[point.x, point.y].width == 2 && expected.contains(Point(x: point.x + 1, y: point.y)))
            }
        }
    }

    @Test func eightByteScanAgreesWithTheByteRule() {
        var random = SplitMix(state: 3)
        let printable = UInt64(0x6162_6364_6566_6768)   // "hgfedcba"
        var words: [UInt64] = (0..<20_000).map { _ in random.next() }
        // Every byte value in every position of a printable word, so each edge (0x1F/0x20,
        // 0x7E/0x7F, 0x80, 0xFF) is met with printable bytes on both sides.
        for position in 0..<8 {
            for byte in UInt64(0)...0xFF {
                words.append(printable & ~(0xFF << (8 * position)) | byte << (8 * position))
            }
        }
        for word in words {
            let bytewise = (0..<8).allSatisfy { index in
                let byte = UInt8(truncatingIfNeeded: word >> (8 * index))
                return byte >= 0x20 && byte < 0x7F
            }
            #expect(CellBuffer.isPrintableASCII(word) == bytewise, "\(String(word, radix: 16))")
        }
    }

    @Test func glyphsAreWhatCellsStoreForEveryScalar() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            let glyph = CellGlyph(character)
            let content = TerminalGlyph.cellContent(for: character)
            if glyph.width != content.width || !glyph.character.unicodeScalars.elementsEqual(content.grapheme.unicodeScalars) {
                Issue.record("U+\(String(value, radix: 16)): \(glyph.character) \(glyph.width) ≠ \(content)")
            }
        }
        for character in pieces.flatMap({ Array($0) as [Character] }) {
            #expect(
                CellGlyph(character).character.unicodeScalars.elementsEqual(
                    TerminalGlyph.cellContent(for: character).grapheme.unicodeScalars))
        }
    }

    @Test func printableASCIIIsTheByteOfOneCharacter() {
        for value in UInt32(0)..<0x300 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let cell = Cell(Character(scalar))
            #expect(cell.printableASCII == ((0x20..<0x7F).contains(value) ? UInt8(value) : nil))
        }
        #expect(Cell("e\u{301}").printableASCII == nil)
        #expect(Cell("\r\n").printableASCII == nil)
    }
}
