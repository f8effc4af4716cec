/// The parts of the screen a frame must draw again: where nodes were placed for the first time,
/// moved or resized, or replaced. The rest of the screen is the last frame's, unchanged — a node
/// that keeps its rectangle and whose subtree did not change draws exactly what it drew before.
/// A frame drawn over the last one draws the damaged rectangles (``rects(in:over:)``); the
/// buffers it keeps are copied by whole rows (``rows(in:)``).
/// Used only by the thread that lays the frame out (hence `@unchecked Sendable`, which a task-local
/// value needs).
final class Damage: @unchecked Sendable {
    /// A few rectangles, merged when they touch; past ``capacity`` they become their bounding box.
    private(set) var rects: [Rect] = []
    private static let capacity = 8

    /// The damage being gathered by the placement running on this thread, if any.
    @TaskLocal static var current: Damage?

    /// Which layout this is (a host counts them): a node placed for the first time is stamped with
    /// it (``LayoutNode/firstLayout``).
    let layout: Int
    /// Nodes this layout placed for the first time, and nodes it placed again at another rectangle
    /// or with another part visible. The focus map patches the last frame's map only when nothing
    /// moved and every new node is in content it walks (``FocusMap/splices(patching:root:bounds:replacements:damage:)``).
    private(set) var newNodes = 0
    private(set) var movedNodes = 0

    init(layout: Int) {
        self.layout = layout
    }

    /// Counts `node`, placed for the first time, and stamps it with this layout.
    func placedFirst(_ node: LayoutNode) {
        newNodes += 1
        node.firstLayout = layout
    }

    /// Counts a node placed again somewhere else, or with another part of it visible.
    func placedElsewhere() { movedNodes += 1 }

    func add(_ rect: Rect) {
        guard !rect.isEmpty else { return }
        // Inside a damaged rectangle (every node of a first frame is inside the screen's), it
        // changes nothing: no two damaged rectangles touch, so merging would give the same list.
        for damaged in rects where damaged.encloses(rect) { return }
        var merged = rect
        var index = 0
        while index < rects.count {
            if rects[index].touches(merged) {
                merged = rects[index].union(merged)
                rects.remove(at: index)
                index = 0
            } else {
                index += 1
            }
        }
        rects.append(merged)
        if rects.count > Self.capacity {
            rects = [rects.dropFirst().reduce(rects[0]) { $0.union($1) }]
        }
    }

    /// The damaged rectangles within `bounds`, each widened by a column wherever its edge would
    /// split a wide glyph of `drawn` (the frame being drawn over, which outside the damage is
    /// what this frame shows): a redraw neither starts nor ends inside one. They may overlap.
    func rects(in bounds: Rect, over drawn: CellBuffer) -> [Rect] {
        rects.compactMap { rect in
            var area = rect.intersection(bounds)
            guard !area.isEmpty else { return nil }
            func splitsGlyph(at column: Int) -> Bool {
                column > bounds.x && column < bounds.maxX && (area.y..<area.maxY).contains { drawn[column, $0].width == 0 }
            }
            while splitsGlyph(at: area.x) { area = Rect(x: area.x - 1, y: area.y, width: area.width + 1, height: area.height) }
            while splitsGlyph(at: area.maxX) { area = Rect(x: area.x, y: area.y, width: area.width + 1, height: area.height) }
            return area
        }
    }

    /// The damaged rows of `bounds`, whole: bands of full rows, so that no redraw starts or ends
    /// inside a wide glyph. Sorted, disjoint.
    func rows(in bounds: Rect) -> [Rect] {
        let spans = rects.map { $0.intersection(bounds) }.filter { !$0.isEmpty }
            .map { $0.y..<$0.maxY }.sorted { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for span in spans {
            if let last = merged.last, span.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, span.upperBound)
            } else {
                merged.append(span)
            }
        }
        return merged.map { Rect(x: bounds.x, y: $0.lowerBound, width: bounds.width, height: $0.count) }
    }
}

extension Rect {
    /// Whether the rectangles overlap or share an edge.
    func touches(_ other: Rect) -> Bool {
        x <= other.maxX && other.x <= maxX && y <= other.maxY && other.y <= maxY
    }

    /// Whether `other` lies wholly inside.
    func encloses(_ other: Rect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    /// The smallest rectangle containing both.
    func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let left = min(x, other.x), top = min(y, other.y)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }
}
