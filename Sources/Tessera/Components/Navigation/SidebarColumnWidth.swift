/// Sets the width of a ``NavigationSplitView``'s sidebar, read from the sidebar's content.
@usableFromInline
struct SidebarColumnWidthModifier: ViewModifier {
    let width: Int

    @usableFromInline func body(content: Content) -> Content { content }
}

/// Content that may carry a ``SidebarColumnWidthModifier`` somewhere down its modifiers.
protocol SidebarColumnWidthCarrying {
    var sidebarColumnWidth: Int? { get }
}

extension ModifiedContent: SidebarColumnWidthCarrying {
    var sidebarColumnWidth: Int? {
        (modifier as? SidebarColumnWidthModifier)?.width ?? Tessera.sidebarColumnWidth(of: content)
    }
}

/// The width the sidebar `view` asks for with `navigationSplitViewColumnWidth`, if any: on it,
/// or on a view inside its groups (the branch of an `if` that is showing).
func sidebarColumnWidth<V: View>(of view: V) -> Int? {
    if let carrying = view as? SidebarColumnWidthCarrying { return carrying.sidebarColumnWidth }
    guard let group = view as? ContentGroup else { return nil }
    var finder = SidebarColumnWidthFinder()
    group.visitChildren(&finder)
    return finder.width
}

private struct SidebarColumnWidthFinder: ContentVisitor {
    var width: Int?
    mutating func visit<V: View>(_ view: V) {
        if width == nil { width = sidebarColumnWidth(of: view) }
    }
}

extension View {
    /// The width of the ``NavigationSplitView`` column this view is the content of (its sidebar),
    /// in columns; 24 when not set.
    public consuming func navigationSplitViewColumnWidth(_ width: Int) -> some View {
        modifier(SidebarColumnWidthModifier(width: max(1, width)))
    }
}
