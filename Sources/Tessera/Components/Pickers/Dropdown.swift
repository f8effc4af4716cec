/// Presents a dropdown under the content while a binding is true (beside it, for a menu inside a
/// menu): a menu's or a menu picker's list.
struct DropdownModifier<Dropdown: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isPresented: Binding<Bool>
    /// Makes the dropdown: called only while it is open.
    let dropdown: () -> Dropdown

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let anchor = ProxyNode(child: context.graph.node(for: content, context))
        nodes.append(anchor)
        guard isPresented.wrappedValue else { return }
        let binding = isPresented
        let dismiss = { binding.wrappedValue = false }
        // Choosing an item closes this dropdown and the ones it was opened from.
        let outer = context.environment.menuItemAction
        var inner = context.child("dropdown")
        inner.environment.dismissPresentation = dismiss
        inner.environment.menuItemAction = {
            dismiss(); outer?()
        }
        inner.environment.isInDropdown = true
        let mark = context.graph.effectsMark
        let node = context.graph.node(for: dropdown(), inner)
        let beside = context.environment.isInDropdown
        context.graph.present(
            Presentation(kind: .dropdown(anchor: anchor, beside: beside, dismiss: dismiss), node: node),
            at: mark)
    }
}

struct MenuItemActionKey: EnvironmentKey {
    static var defaultValue: (() -> Void)? { nil }
}

struct IsInDropdownKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Inside a dropdown or a drawer: what choosing does after its own action (a button pressed,
    /// a list's row chosen) — closes the dropdowns or the drawer it is in.
    var menuItemAction: (() -> Void)? {
        get { self[MenuItemActionKey.self] }
        set { self[MenuItemActionKey.self] = newValue }
    }

    /// Inside a dropdown: a menu opened here opens beside its item, not under it.
    var isInDropdown: Bool {
        get { self[IsInDropdownKey.self] }
        set { self[IsInDropdownKey.self] = newValue }
    }
}

extension View {
    /// Shows `content` in a dropdown under this view while `isPresented` is true. Focus moves into
    /// it and stays there; Esc, a click outside or a button chosen inside closes it, and focus
    /// returns to where it was.
    consuming func dropdown<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(DropdownModifier(isPresented: isPresented, dropdown: content))
    }
}
