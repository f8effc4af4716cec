import Foundation
import FuzzSupport
import Testing

@testable import Tessera

/// Random view trees × random sizes (0 and 1 columns or rows included), each rendered headlessly
/// in a known rectangle of a screen filled with a sentinel (see `SentinelCanvas`): never a crash,
/// never a cell changed outside the rectangle, never half a wide glyph, never a control character
/// in a cell. The seed is fixed; `TESSERA_PROPERTY_SEED=<number> swift test --filter
/// RenderingPropertyTests` tries another, and a failure names its seed and case.
@Suite("Rendering properties")
struct RenderingPropertyTests {
    static let seed = ProcessInfo.processInfo.environment["TESSERA_PROPERTY_SEED"].flatMap { UInt64($0) } ?? 20_250_610
    static let cases = 300

    @Test func randomTreesDrawOnlyInsideTheirRectangle() {
        var random = SeededRandom(seed: Self.seed)
        var failures = 0
        var drawn = 0   // cases that changed a cell: the generator must not make only empty trees
        for index in 0..<Self.cases {
            let tree = RandomViewTree.make(&random)
            let screen = TerminalSize(
                columns: random.pick([0, 1, 2, 3, 5, 8, 13, 21, 30, 40, 64]),
                rows: random.pick([0, 1, 2, 3, 5, 8, 10, 13, 20]))
            let area = Self.rectangle(in: screen, &random)
            let (buffer, violations) = SentinelCanvas.render(tree.view, in: area, screen: screen)
            if buffer.cells.contains(where: { $0.grapheme != "~" }) { drawn += 1 }
            guard !violations.isEmpty else { continue }
            failures += 1
            // A handful of full reports is enough to start from.
            if failures <= 3 {
                Issue.record(
                    """
                    seed \(Self.seed), case \(index): \(tree)
                    in \(area) of a \(screen) screen:
                      \(violations.joined(separator: "\n  "))
                    """)
            }
        }
        #expect(failures == 0, "\(failures) of \(Self.cases) cases failed (seed \(Self.seed))")
        #expect(drawn >= Self.cases / 4, "only \(drawn) of \(Self.cases) trees drew anything")
    }

    /// Usually most of the screen, away from its edges; sometimes 0 or 1 cells wide or high.
    private static func rectangle(in screen: TerminalSize, _ random: inout SeededRandom) -> Rect {
        func span(_ length: Int) -> (start: Int, length: Int) {
            let start = random.int(in: 0...(length / 3))
            let room = length - start
            return (start, random.chance(0.15) ? min(room, random.int(in: 0...1)) : random.int(in: (room / 2)...room))
        }
        let (x, width) = span(screen.columns), (y, height) = span(screen.rows)
        return Rect(x: x, y: y, width: width, height: height)
    }

    // The checks themselves can fail: a view that draws where it must not is caught.

    @Test func drawingOutsideTheRectangleIsCaught() {
        let (_, violations) = SentinelCanvas.render(
            MisbehavingView(fault: .besideItsFrame),
            in: Rect(x: 3, y: 1, width: 4, height: 2), screen: TerminalSize(columns: 12, rows: 4))
        #expect(violations.count == 1)
        #expect(violations.first?.hasPrefix("(7, 1) outside") == true, "\(violations)")
    }

    @Test func halfAWideGlyphIsCaught() {
        let (_, violations) = SentinelCanvas.render(
            MisbehavingView(fault: .halfWideGlyph),
            in: Rect(x: 0, y: 0, width: 4, height: 1), screen: TerminalSize(columns: 4, rows: 1))
        #expect(violations == ["(0, 0): the wide glyph U+4E2D has no continuation after it"])
    }

    @Test func aControlCharacterInACellIsCaught() {
        let (_, violations) = SentinelCanvas.render(
            MisbehavingView(fault: .escapeInACell),
            in: Rect(x: 0, y: 0, width: 4, height: 1), screen: TerminalSize(columns: 4, rows: 1))
        #expect(violations == ["(0, 0): the grapheme U+001B holds the control character U+001B"])
    }
}

/// A view that breaks the rules on purpose, to show the property checks catch it.
private struct MisbehavingView: View, PrimitiveView {
    typealias Body = Never

    enum Fault {
        /// Writes one cell past its frame, ignoring the clip it was given.
        case besideItsFrame
        /// Stores the leading cell of a wide glyph with no continuation.
        case halfWideGlyph
        /// Stores an escape character, as a raw cell.
        case escapeInACell
    }

    let fault: Fault

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes.append(MisbehavingNode(fault: fault))
    }
}

private final class MisbehavingNode: LayoutNode {
    let fault: MisbehavingView.Fault

    init(fault: MisbehavingView.Fault) {
        self.fault = fault
    }

    /// All it is offered, so that `besideItsFrame` lands just outside the rectangle under test.
    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        CellSize(width: proposal.width ?? 2, height: proposal.height ?? 1)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        switch fault {
        case .besideItsFrame: buffer.write("x", at: Point(x: frame.maxX, y: frame.y), style: .plain)
        case .halfWideGlyph: buffer[frame.x, frame.y] = Cell("中", width: 2)
        case .escapeInACell: buffer[frame.x, frame.y] = Cell("\u{1B}")
        }
    }
}
