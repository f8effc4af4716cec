import Testing

@testable import Tessera

/// A node remembers every answer it gave since it last forgot its measurements — more than its
/// inline memo holds — so a replacement can be checked against all of them: the nodes above a
/// re-resolved view keep their measurements when it measures as before (nested stacks ask a
/// child nine questions; the peer screen's switch flip measured the whole screen again), and
/// measure again when any answer, even an early one, differs.
@Suite struct LayoutMemoTests {
    /// Answers `width × 1` to every proposal, or `special` to `specialProposal`; counts its measurements.
    final class Probe: LayoutNode {
        let width: Int
        var special: (ProposedSize, CellSize)?
        var measured = 0
        init(width: Int, special: (ProposedSize, CellSize)? = nil) {
            self.width = width
            self.special = special
        }
        override func computeSize(_ proposal: ProposedSize) -> CellSize {
            measured += 1
            if let special, special.0 == proposal { return special.1 }
            return CellSize(width: width, height: 1)
        }
    }

    /// Twelve different questions, as nested stacks ask them: widths by heights.
    static let questions = [0, 78, 1 << 24].flatMap { width in
        [0, 3, 5_592_404, 1 << 24].map { ProposedSize(width: width, height: $0) }
    }

    @Test func everyAnswerIsRememberedAndAskedOnce() {
        let node = Probe(width: 13)
        for _ in 0..<3 {
            for question in Self.questions { #expect(node.sizeThatFits(question) == CellSize(width: 13, height: 1)) }
        }
        #expect(node.measured == Self.questions.count, "each question measured once, not again after the sixth")
    }

    @Test func aReplacementThatAnswersAlikeIsTakenAndOneThatDiffersAnywhereIsNot() {
        let node = Probe(width: 13)
        for question in Self.questions { _ = node.sizeThatFits(question) }
        #expect(node.answersWith(Probe(width: 13)))
        #expect(!node.answersWith(Probe(width: 14)))
        // The first question's answer left the inline memo long ago; it is still checked.
        let first = Self.questions[0]
        #expect(!node.answersWith(Probe(width: 13, special: (first, CellSize(width: 2, height: 1)))))
        node.invalidateLayout()
        #expect(node.answersWith(Probe(width: 99)), "after forgetting, there is nothing to answer alike")
    }
}
