/// A keyboard shortcut on screen and the title of the control it presses: a line of a help panel.
public struct KeyboardShortcutEntry: Hashable, Sendable {
    /// The keys.
    public let shortcut: KeyboardShortcut
    /// The accessibility label of the control it presses (a button's title).
    public let title: String
}

/// Calls an observer with the screen's keyboard shortcuts when they change.
@usableFromInline
struct ShortcutObserverModifier: ViewModifier, PrimitiveModifier {
    @inline(__always) @usableFromInline static var _primitive: _PrimitiveModifierType? { primitiveType }
    let observer: ([KeyboardShortcutEntry]) -> Void

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        context.graph.addShortcutObserver(observer)
        context.graph.append(content, context, into: &nodes)
    }
}

extension View {
    /// Calls `observer` with every ``View/keyboardShortcut(_:modifiers:)`` on screen, in the order
    /// they are drawn, after the first frame and after each frame in which they changed: what a
    /// help panel lists. While a modal is up, they are still the shortcuts of the screen beneath
    /// it (the ones the modal's own controls would have are not taken).
    ///
    /// ```swift
    /// @State private var shortcuts: [KeyboardShortcutEntry] = []
    /// …
    /// content
    ///     .onKeyboardShortcuts { shortcuts = $0 }
    ///     .sheet(isPresented: $showsHelp) {
    ///         ForEach(shortcuts, id: \.self) { Text("\($0.shortcut)  \($0.title)") }
    ///     }
    /// ```
    public consuming func onKeyboardShortcuts(_ observer: @escaping ([KeyboardShortcutEntry]) -> Void) -> some View {
        modifier(ShortcutObserverModifier(observer: observer))
    }
}
