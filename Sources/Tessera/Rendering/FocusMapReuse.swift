/// What one focus map walk leaves the next, so that the next copies the subtrees that did not
/// change instead of walking them again. A host keeps one for the map it makes every frame.
///
/// Invariants:
/// - A subtree's part of a map is copied (a *span*: ranges into the last map's lists, kept in
///   ``FocusMap/Memo`` on the subtree's top node) only when the top node has not been placed since
///   (``LayoutNode/placements``; placement runs top down and skips unchanged subtrees, so nothing
///   below changed either), it is walked with the same clip, under the same path (``chain``), and
///   the span was made by the last map.
/// - The path is what the nodes above add to each entry (key handlers, scroll views, the section,
///   default-focus scopes, focus targets). Each node that adds to it keeps the id of the path it
///   makes, given the id of the path above it: the same node under the same path keeps its id, and
///   anything else takes a new one from ``nextChain``. An id is never given twice, so equal ids
///   mean equal paths (new nodes, or a node now under another path, never match an old span).
/// - Subtrees holding focus targets (each focus state is listed once, in the first subtree that
///   has it) or lazy stacks (rows change while placed) are always walked; so are small subtrees,
///   where a span would cost more than it saves (``FocusMap/smallestSpan``).
final class FocusMapReuse {
    /// The generation of ``previous``: spans made by it carry this number.
    var generation = 0
    /// The next path id to give out (0 is the empty path).
    var nextChain = 1
    /// The map the last walk made.
    var previous: FocusMap?
    /// Elements the last walk copied rather than found (for tests and traces).
    var copiedEntries = 0

    init() {}
}

extension FocusMap {
    /// Kept on a node by the walk: its span in the last map, and for a node that adds to the path,
    /// the id of the path it makes.
    final class Memo {
        /// The map the span is in; 0 for no span.
        var generation = 0
        /// ``LayoutNode/placements``, the clip and the path id when the span was taken.
        var placements = 0
        var clip = Rect(x: 0, y: 0, width: 0, height: 0)
        var chain = 0
        var entries = 0..<0
        var keyHandlers = 0..<0
        var scrollViews = 0..<0
        var scrollTargets = 0..<0
        var shortcuts = 0..<0
        var focusable = 0
        /// Nodes the walk visited in the subtree (so the nodes above can tell their size).
        var visited = 0

        /// The path id above this node when it last added to the path, and the id it made.
        var parentChain = -1
        var ownChain = 0
    }
}
