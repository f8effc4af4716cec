/// A scroll bar drawn on a border's right edge: the edge is the track and the thumb runs on it, so
/// a bordered panel that scrolls shows one rule, not a bar beside its border.
enum BorderScrollBar {
    /// The vertical scroll view that fills the inside of a border whose content is `node`: at the
    /// end of a chain of nodes that keep their child's frame (records, proxies, backgrounds,
    /// frames), with nothing that insets it (padding, another border) or places siblings beside it.
    static func scrollView(in node: LayoutNode) -> ScrollNode? {
        var node = node
        while true {
            if let scroll = node as? ScrollNode { return scroll.canDrawBarOnBorder ? scroll : nil }
            if let decoration = node as? DecorationNode {
                node = decoration.content
                continue
            }
            guard node is ProxyNode || node is RecordNode || node is FrameNode || node is FixedSizeNode,
                node.children.count == 1
            else { return nil }
            node = node.children[0]
        }
    }

    /// Draws `thumb` on the edge at `column`, its rows counted from `top`, over the border's line.
    static func draw(
        _ thumb: (glyph: Character, style: CellStyle, rows: Range<Int>), rows top: Int, column: Int,
        dimmed: Bool, into buffer: inout CellBuffer, clip: Rect
    ) {
        for row in thumb.rows {
            let point = Point(x: column, y: top + row)
            guard clip.contains(point) else { continue }
            var style = thumb.style
            if dimmed { style.attributes.insert(.dim) }
            style.background = buffer[point.x, point.y].style.background
            buffer.put(thumb.glyph, at: point, style: style, clip: clip)
        }
    }
}
