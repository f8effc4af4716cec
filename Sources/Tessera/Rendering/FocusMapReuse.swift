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
///
/// A frame whose only change is a few records' new content (a focus move re-resolves two
/// controls, a press one) does not walk at all: the last map is patched
/// (``FocusMap/splices(patching:root:bounds:replacements:damage:)``). Its invariants:
/// - Nothing else moved or appeared: the layout placed no node at another rectangle or with
///   another part visible, and every node it placed for the first time is in the new content
///   (``Damage``), which the patch walks. So every element outside keeps its frame and its path.
/// - Each old subtree added nothing to the path and held only elements (no key handler, scroll
///   view, section, shortcut…), found in one run in the last map; the new one gives as many
///   elements and nothing else, each as focusable and as pressable as the one it replaces. So the
///   other lists, the focusable counts of the key handlers above and the element a shortcut
///   above presses (re-pointed to the one in its place) stay right, and every index outside
///   the run too: spans keep their ranges, and the patched map keeps the last one's generation.
/// - A node the patch meets drops its span (an old node in new content no longer stands where
///   its span says); the nodes above the new content were placed again, so their spans are not
///   copied by the next walk.
final class FocusMapReuse {
    /// The generation of ``previous``: spans made by it carry this number.
    var generation = 0
    /// The next path id to give out (0 is the empty path).
    var nextChain = 1
    /// The map the last walk made.
    var previous: FocusMap?
    /// Elements the last walk copied rather than found (for tests and traces).
    var copiedEntries = 0
    /// Whether the last map was the one before it, patched
    /// (``FocusMap/splices(patching:root:bounds:replacements:damage:)``), rather than walked.
    var patched = false
    /// The root and bounds ``previous`` was made for: a patch keeps both.
    weak var root: LayoutNode?
    var bounds = Rect(x: 0, y: 0, width: 0, height: 0)

    init() {}
}

/// A record's new content node and the node it replaced, in one frame.
struct FocusMapReplacement {
    let old: LayoutNode
    let new: LayoutNode
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
