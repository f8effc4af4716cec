/// Records the smallest screen the content can be used on; the host shows a "too small" screen
/// below it.
@usableFromInline
struct MinimumScreenSizeModifier: ViewModifier, PrimitiveModifier {
    @inline(__always) @usableFromInline static var _primitive: _PrimitiveModifierType? { primitiveType }
    let size: CellSize

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        context.graph.requireScreenSize(size)
        context.graph.append(content, context, into: &nodes)
    }
}

extension View {
    /// Below `columns`×`rows`, shows "Terminal too small — need 60×20, have 50×16" instead of
    /// this view, until the terminal grows again (`q` quits from that screen).
    ///
    /// Without it, a view larger than the screen is laid out, placed at the top left and
    /// clipped, as in SwiftUI. Apps whose layout is unusable when clipped opt in:
    ///
    /// ```swift
    /// ThemeProvider(.default) { MailView(model: model) }
    ///     .minimumScreenSize(columns: 60, rows: 20)
    /// ```
    public consuming func minimumScreenSize(columns: Int, rows: Int) -> some View {
        modifier(MinimumScreenSizeModifier(size: CellSize(width: max(0, columns), height: max(0, rows))))
    }
}
