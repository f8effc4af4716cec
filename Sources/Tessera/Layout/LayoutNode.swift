/// One placed piece of a frame: measures itself for a proposal, takes the rectangle its parent
/// gives it, and draws into the cell buffer without leaving that rectangle.
///
/// The nodes of a user view live as long as its ``ViewRecord`` keeps them: across frames, while
/// its inputs stay the same. Subclasses override `computeSize`, `placeChildren` and `draw`; one
/// that keeps measurements of its own also overrides `invalidateLayout`.
class LayoutNode {
    /// The node this one was made a child of (see ``adoptDescendants()``); not retained: a parent
    /// holds its children, and a node outlives its parent only when a new parent adopts it.
    unowned(unsafe) var parent: LayoutNode?
    /// The frame whose walk up last forgot this node's measurements (``invalidateLayoutUpward(pass:)``).
    var invalidatedPass = -1
    /// The frame whose walk up last had this node take replaced children (``takeReplacedChildren()``).
    var settledPass = -1
    /// Where the node was placed, in buffer coordinates.
    private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// Stacks give space to higher priorities first.
    var layoutPriority = 0
    /// Focus, activation and key handling, for controls and `focusable()` views.
    var interaction: Interaction?

    // A small memo of recent measurements, kept inline: stacks ask each child the same few
    // questions (its minimum, its maximum, its share) several times per frame, and a scroll view
    // asks its content with and without its bar's column. Asked in turn, five questions thrashed
    // four slots (every answer was gone by the next frame), so there are six.
    private var memos = InlineArray<6, Answer>(repeating: Answer(ProposedSize.unspecified, .zero))
    /// The slots of ``memos`` filled since the node last forgot its measurements.
    private var memoCount = 0
    /// Once every slot is filled, the oldest answer: the next to be pushed out.
    private var nextMemo = 0
    /// Answers pushed out of the inline memo since the node last forgot its measurements. Nested
    /// stacks ask a child the product of their questions (an HStack's minimum, maximum and share
    /// by a VStack's): the peer screen's switch was asked nine, so with only the inline memo it
    /// could never show that its new content answers as the old did, and every flip measured
    /// the whole screen again. Made only for such nodes; bounded, so a resize storm cannot grow it.
    private var overflow: [Answer]?
    private static let overflowLimit = 26
    private static let overflowFirstCapacity = 8

    /// The size the node wants for `proposal` (memoised for the frame).
    final func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
        let asked = Answer(proposal, .zero)
        for slot in 0..<memoCount where memos[slot].answers(asked) { return memos[slot].size }
        if let overflow, let memo = overflow.first(where: { $0.answers(asked) }) { return memo.size }
        let size = computeSize(proposal)
        if memoCount < memos.count {
            memos[memoCount] = Answer(proposal, size)
            memoCount += 1
        } else {
            keep(memos[nextMemo])
            memos[nextMemo] = Answer(proposal, size)
            nextMemo = (nextMemo + 1) % memos.count
        }
        return size
    }

    /// A measurement the node keeps: the proposal as two plain integers (an ideal length, `nil`,
    /// as `Int.min`, which no parent proposes), so a lookup compares two words rather than two
    /// optionals; it ran for every question a parent asked, several times a node per frame.
    private struct Answer {
        let width: Int
        let height: Int
        let size: CellSize

        init(_ proposal: ProposedSize, _ size: CellSize) {
            width = proposal.width ?? .min
            height = proposal.height ?? .min
            self.size = size
        }

        var proposal: ProposedSize {
            ProposedSize(width: width == .min ? nil : width, height: height == .min ? nil : height)
        }

        func answers(_ other: Answer) -> Bool { width == other.width && height == other.height }

        /// Whether its proposal offers at least as much as `other`'s on both axes (the ideal, `nil`,
        /// counts as most).
        func isAtLeastAsGenerous(as other: Answer) -> Bool {
            func length(_ value: Int) -> Int { value == .min ? .max : value }
            return length(width) >= length(other.width) && length(height) >= length(other.height)
        }
    }

    /// Keeps an answer the inline memo had no room for, while there is room in ``overflow``;
    /// after that the node has forgotten answers.
    private func keep(_ answer: Answer) {
        guard (overflow?.count ?? 0) < Self.overflowLimit else {
            forgotAnswers = true
            return
        }
        if overflow == nil {
            // Room for a few at once: a node that overflows once is asked several more, and an
            // array grown one doubling at a time was most of a full frame's array allocations.
            var answers: [Answer] = []
            answers.reserveCapacity(Self.overflowFirstCapacity)
            overflow = answers
        }
        overflow?.append(answer)
    }

    /// Places the node in `rect` and then its children. `visible` is the part of the screen that
    /// will be drawn, for lazy containers.
    ///
    /// A node placed again at the same rectangle, with the same part visible and nothing below it
    /// changed since (no ``invalidateLayout()``), keeps its children where they are: its subtree
    /// is skipped, and draws what it drew before. Where a node lands somewhere new, both the old
    /// and the new rectangle are damage (``Damage``): the cells the frame draws again.
    final func place(in rect: Rect, visible: Rect) {
        if !needsPlacement, rect == frame, visible == placedVisible { return }
        if rect != frame || !hasBeenPlaced || visible != placedVisible, let damage = Damage.current {
            // Only what shows is damage: a scroll view's content is placed at its full length
            // (a lazy list's 500 rows) but drawn only where the view shows it.
            if !hasBeenPlaced {
                damage.placedFirst(self)
                damage.add(rect.intersection(visible))
            } else {
                damage.placedElsewhere()
                if rect != frame {
                    damage.add(frame.intersection(placedVisible))
                    damage.add(rect.intersection(visible))
                }
            }
        }
        frame = rect
        placedVisible = visible
        needsPlacement = false
        hasBeenPlaced = true
        placements &+= 1
        placeChildren(in: rect, proposal: proposal(producing: rect), visible: visible)
    }

    /// The layout that placed the node for the first time (``Damage/layout``; 0 before).
    final var firstLayout = 0

    /// How many times the node has been placed (skipped placements not counted). Placement goes
    /// from the top down and skips a subtree that did not change, so while this count stays the
    /// same, so does everything below the node: its nodes, their frames and what they show.
    private(set) final var placements = 0

    /// Whether the next ``place(in:visible:)`` must place the children again even at the same
    /// rectangle: something below changed, or the node was never placed.
    private var needsPlacement = true
    private var hasBeenPlaced = false
    private var placedVisible = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Makes this node and every node above it place their children again in the next layout,
    /// for a change that moves children without changing any size (a scroll offset).
    func setNeedsPlacementUpward() {
        var node: LayoutNode? = self
        while let current = node {
            current.needsPlacement = true
            node = current.parent
        }
    }

    /// The proposal to lay children out with: the one that made this node ask for exactly the
    /// size it was given (the most generous, when several did), as SwiftUI's layouts place with
    /// the proposal they were measured with. Re-running a distribution with the tighter placed
    /// size would squeeze children that fitted.
    private func proposal(producing rect: Rect) -> ProposedSize {
        let placed = CellSize(width: rect.width, height: rect.height)
        var best: Answer?
        func consider(_ answer: Answer) {
            guard answer.size == placed else { return }
            if let current = best, !answer.isAtLeastAsGenerous(as: current) { return }
            best = answer
        }
        for slot in 0..<memoCount { consider(memos[slot]) }
        if let overflow {
            for answer in overflow { consider(answer) }
        }
        return best?.proposal ?? ProposedSize(width: rect.width, height: rect.height)
    }

    /// Whether an answer was pushed out of the memo since the node last forgot its measurements:
    /// then the memo does not hold every question its parent asked.
    private var forgotAnswers = false

    /// Forgets the measurements kept for this node, because something below it changed.
    func invalidateLayout() {
        needsPlacement = true
        memoCount = 0
        nextMemo = 0
        overflow?.removeAll(keepingCapacity: true)
        forgotAnswers = false
    }

    /// Whether `replacement`, standing where this node stood, gives every answer this node gave
    /// since it last forgot its measurements (so whoever asked this node has nothing to ask
    /// again): false when answers were pushed out of the memo and cannot be checked, or when the
    /// two differ in type, priority or being a spacer, which containers read besides sizes.
    final func measuresLike(_ replacement: LayoutNode) -> Bool {
        type(of: self) == type(of: replacement) && layoutPriority == replacement.layoutPriority
            && isSpacer(along: .horizontal) == replacement.isSpacer(along: .horizontal)
            && isSpacer(along: .vertical) == replacement.isSpacer(along: .vertical)
            && answersWith(replacement)
    }

    /// Whether `body`, measured afresh, gives every answer this node remembers giving.
    final func answersWith(_ body: LayoutNode) -> Bool {
        guard !forgotAnswers else { return false }
        for slot in 0..<memoCount where body.sizeThatFits(memos[slot].proposal) != memos[slot].size { return false }
        for answer in overflow ?? [] where body.sizeThatFits(answer.proposal) != answer.size { return false }
        return true
    }

    /// Takes new children where a record below put in content that measures as the old did
    /// (``RecordNode/settleReplacedContent(pass:)``): the node places its children again, and
    /// keeps its measurements unless it cannot (then it returns false, and the caller forgets the
    /// measurements of this node and those above). A container that keeps a list of its
    /// children made from records' content takes the list again.
    func takeReplacedChildren() -> Bool {
        needsPlacement = true
        return true
    }

    func computeSize(_ proposal: ProposedSize) -> CellSize { .zero }
    /// Places the children inside `rect`; `proposal` is what the node was measured with.
    func placeChildren(in rect: Rect, proposal: ProposedSize, visible: Rect) {}
    /// Draws the node, clipped to `clip` (already narrowed to the node's frame by the caller).
    func draw(into buffer: inout CellBuffer, clip: Rect) {}
    /// The node's children in drawing order.
    var children: [LayoutNode] { [] }
    /// The children as the node was made with them, before containers take the content of
    /// ``RecordNode``s as their own: what ``adoptDescendants()`` walks.
    var structuralChildren: [LayoutNode] { children }

    /// For nodes with one child: the array ``children`` returns, made once rather than on every
    /// walk of the tree.
    final var onlyChild: [LayoutNode] = []
    /// Whether `Spacer`-like: it grows along `axis` with no content.
    func isSpacer(along axis: Axis) -> Bool { false }
    /// What the node is to the focus map's walk.
    var focusMapRole: FocusMapRole { .plain }
    /// Set by the focus map's walk where it found nothing it keeps in this node or below it, so
    /// the next frames' walks skip the subtree. Kept while the subtree is: a record below that
    /// puts in new content clears it here and above (``clearFocusMapSkipUpward()``). A node
    /// marked has every node below it marked, so a node not marked has no marked ancestor.
    final var focusMapSkips = false

    /// What the focus map's walk remembers at this node (``FocusMap/Memo``); made only for the
    /// nodes that need one.
    final var focusMapMemo: FocusMap.Memo?

    /// Makes the focus map walk this node and those above it again, since what is below changed.
    final func clearFocusMapSkipUpward() {
        var node: LayoutNode? = self
        while let current = node, current.focusMapSkips {
            current.focusMapSkips = false
            node = current.parent
        }
    }
}
