import TesseraCore
import Testing

@testable import Tessera

/// A node keeps the answers to the questions its parent asked last frame, so an unchanged subtree
/// is not measured again when a sibling changes. A stack asks a child its minimum, maximum and
/// share, and a scroll view asks its content with and without the bar's column: five questions,
/// asked in turn each frame, once thrashed a four-slot memo and re-measured the whole gallery page
/// (1,429 measurements for one switch flipped on the Toggle page at 200×60; 200 now).
@Suite struct MeasurementMemoTests {
    final class CountingNode: LayoutNode {
        var measured = 0
        override func computeSize(_ proposal: ProposedSize) -> CellSize {
            measured += 1
            return CellSize(width: min(proposal.width ?? 10, 10), height: 1)
        }
    }

    @Test("five questions asked in turn are each answered once, frame after frame")
    func fiveQuestionsAreRemembered() {
        let node = CountingNode()
        let questions = [0, 169, 168, 16_777_212, 16_777_211].map { ProposedSize(width: $0, height: nil) }
        for _ in 0..<3 {
            for question in questions { _ = node.sizeThatFits(question) }
        }
        #expect(node.measured == questions.count)
    }

    @Test("invalidating forgets every answer")
    func invalidationForgets() {
        let node = CountingNode()
        _ = node.sizeThatFits(ProposedSize(width: 4, height: nil))
        node.invalidateLayout()
        _ = node.sizeThatFits(ProposedSize(width: 4, height: nil))
        #expect(node.measured == 2)
    }
}
