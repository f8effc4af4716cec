/// A thin line across the enclosing stack: horizontal in a `VStack`, vertical in an `HStack`,
/// in the theme's line colour.
public struct Divider: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    let leadingInset: Int
    let trailingInset: Int

    /// - Parameters:
    ///   - leadingInset: blank cells before the line starts.
    ///   - trailingInset: blank cells after it ends.
    public init(leadingInset: Int = 0, trailingInset: Int = 0) {
        self.leadingInset = max(0, leadingInset)
        self.trailingInset = max(0, trailingInset)
    }
}

extension Divider: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let vertical = context.stackAxis == .horizontal
        let theme = context.environment.resolvedTheme
        let line: Character = context.environment.asciiOnly ? (vertical ? "|" : "-") : (vertical ? "│" : "─")
        nodes.append(
            DividerNode(
                vertical: vertical, line: line, style: CellStyle(foreground: theme.color(.bgLineHeavy)),
                leadingInset: leadingInset, trailingInset: trailingInset))
    }
}

final class DividerNode: LayoutNode {
    let vertical: Bool
    let line: Character
    let style: CellStyle
    let leadingInset: Int
    let trailingInset: Int

    init(vertical: Bool, line: Character, style: CellStyle, leadingInset: Int, trailingInset: Int) {
        self.vertical = vertical
        self.line = line
        self.style = style
        self.leadingInset = leadingInset
        self.trailingInset = trailingInset
    }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        let insets = leadingInset + trailingInset
        return vertical
            ? CellSize(width: 1, height: max(insets, min(proposal.height ?? 1, ProposedSize.unbounded)))
            : CellSize(width: max(insets, min(proposal.width ?? 1, ProposedSize.unbounded)), height: 1)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        if vertical {
            for y in (frame.y + leadingInset)..<max(frame.y + leadingInset, frame.maxY - trailingInset) {
                put(at: Point(x: frame.x, y: y), into: &buffer, clip: clip)
            }
        } else {
            for x in (frame.x + leadingInset)..<max(frame.x + leadingInset, frame.maxX - trailingInset) {
                put(at: Point(x: x, y: frame.y), into: &buffer, clip: clip)
            }
        }
    }

    private func put(at point: Point, into buffer: inout CellBuffer, clip: Rect) {
        var cellStyle = style
        cellStyle.background = buffer[point.x, point.y].style.background
        buffer.put(line, at: point, style: cellStyle, clip: clip)
    }
}
