import Testing

@testable import Tessera

/// A stack measures each child with nothing and with everything along its axis, then offers it a
/// share. A child whose length is the same for both (a one-line text in a column, a fixed frame) is
/// not asked a share: it has that length at any share, so nested stacks do not multiply questions
/// for it.
@Suite struct StackDistributionTests {
    /// Answers `length` along the row, or up to `length` when `flexible`; records every proposal.
    final class Probe: LayoutNode {
        let length: Int
        let flexible: Bool
        var asked: [ProposedSize] = []
        init(length: Int, flexible: Bool) {
            self.length = length
            self.flexible = flexible
        }
        override func computeSize(_ proposal: ProposedSize) -> CellSize {
            asked.append(proposal)
            let width = flexible ? min(length, proposal.width ?? length) : length
            return CellSize(width: width, height: 1)
        }
    }

    @Test func aRigidChildIsNotAskedAShareAndAFlexibleOneIs() {
        let rigid = Probe(length: 5, flexible: false)
        let flexible = Probe(length: 40, flexible: true)
        let stack = StackNode(axis: .horizontal, alignment: .leading, spacing: 1, children: [rigid, flexible])
        let size = stack.sizeThatFits(ProposedSize(width: 30, height: 1))
        #expect(size == CellSize(width: 30, height: 1))
        let widths = { (probe: Probe) in probe.asked.map { $0.width } }
        #expect(widths(rigid) == [0, ProposedSize.unbounded], "nothing and everything only")
        #expect(widths(flexible) == [0, ProposedSize.unbounded, 24], "and then what the rigid one left")
        stack.place(in: Rect(x: 0, y: 0, width: 30, height: 1), visible: Rect(x: 0, y: 0, width: 30, height: 1))
        #expect(rigid.frame == Rect(x: 0, y: 0, width: 5, height: 1))
        #expect(flexible.frame == Rect(x: 6, y: 0, width: 24, height: 1))
    }
}
