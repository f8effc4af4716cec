import Testing
@testable import TesseraCore

/// The ASCII, fill and diff fast paths agree with the cell-by-cell rules they shortcut.
@Suite struct CellBufferFastPathTests {
    private let styles = [CellStyle.plain, CellStyle(foreground: .hex(0xCF202F)), CellStyle(background: .ansi(4), attributes: .bold)]
    private let pieces = ["a", "bc", "漢", "字", "e\u{301}", " ", "xyz", "👍🏽", "\u{1B}", "q"]

    @Test func textRunsMatchWritingGraphemeByGrapheme() {
        var random = SplitMix(state: 17)
        for _ in 0..<2_000 {
            var fast = CellBuffer(size: TerminalSize(columns: 12, rows: 2))
            // Something to overwrite, wide glyphs included.
            fast.write("漢字ab漢字", at: Point(x: Int.random(in: -1...2, using: &random), y: 0), style: styles[2])
            var slow = fast
            let text = (0..<Int.random(in: 1...5, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
            let origin = Point(x: Int.random(in: -4...12, using: &random), y: Int.random(in: -1...1, using: &random))
            let clip = Bool.random(using: &random)
                ? Rect(x: Int.random(in: 0...6, using: &random), y: 0, width: Int.random(in: 0...8, using: &random), height: 2) : nil
            let style = styles.randomElement(using: &random) ?? .plain
            let end = fast.write(text, at: origin, style: style, clip: clip)
            var x = origin.x
            for character in text { x = slow.put(character, at: Point(x: x, y: origin.y), style: style, clip: clip) }
            #expect(Bool(fast == slow), "writing \(text.debugDescription) at \(origin) clipped to \(String(describing: clip))")
            #expect(end == x)
        }
    }

    @Test func fillsMatchPlacingCellByCell() {
        var random = SplitMix(state: 5)
        for _ in 0..<500 {
            var fast = CellBuffer(size: TerminalSize(columns: 10, rows: 3))
            fast.write("漢字x漢字", at: Point(x: Int.random(in: -1...1, using: &random), y: 1), style: styles[1])
            var slow = fast
            let rect = Rect(x: Int.random(in: -2...9, using: &random), y: Int.random(in: -1...2, using: &random),
                            width: Int.random(in: 0...6, using: &random), height: Int.random(in: 0...3, using: &random))
            fast.fill(rect, with: .blank(styles[2]))
            for y in rect.y..<rect.maxY {
                for x in rect.x..<rect.maxX { slow.fill(Rect(x: x, y: y, width: 1, height: 1), with: .blank(styles[2])) }
            }
            #expect(Bool(fast == slow), "filling \(rect)")
        }
    }

    @Test func changedRunsMatchComparingEveryCell() {
        var random = SplitMix(state: 99)
        for _ in 0..<300 {
            let before = CellBuffer(size: TerminalSize(columns: 16, rows: 4))
            var after = before
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                after.write(pieces.randomElement(using: &random) ?? "", at: Point(x: Int.random(in: 0...15, using: &random), y: Int.random(in: 0...3, using: &random)),
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
}
