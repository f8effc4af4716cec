/// Cells drawn elsewhere (a headless frame), shown as they are at their own size: how the gallery
/// shows the screens of a story's play script.
package struct CellGrid: View {
    /// Built in: the renderer draws it directly, so it has no body.
    package typealias Body = Never
    let buffer: CellBuffer

    package init(_ buffer: CellBuffer) {
        self.buffer = buffer
    }
}

extension CellGrid: PrimitiveView {
    /// Built in: the renderer draws it.
    package static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes.append(CellGridNode(buffer: buffer))
    }
}

final class CellGridNode: LayoutNode {
    let buffer: CellBuffer

    init(buffer: CellBuffer) {
        self.buffer = buffer
    }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        CellSize(width: buffer.columns, height: buffer.rows)
    }

    override func draw(into target: inout CellBuffer, clip: Rect) {
        let area = clip.intersection(frame)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            var x = area.x
            while x < area.maxX {
                let cell = buffer[x - frame.x, y - frame.y]
                if cell.isContinuation {
                    // The wide glyph it continues lies left of the clip: leave a blank.
                    target[x, y] = Cell.blank(cell.style)
                    x += 1
                } else {
                    // `put` blanks a wide glyph the clip cuts, and returns the column after it.
                    x = max(x + 1, target.put(cell.grapheme, at: Point(x: x, y: y), style: cell.style, clip: area))
                }
            }
        }
    }
}
