/// Presents a modal over the whole screen while a binding is true.
@usableFromInline
struct ModalModifier<Modal: View>: ViewModifier, PrimitiveModifier {
    @inline(__always) @usableFromInline static var _primitive: _PrimitiveModifierType? { primitiveType }
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let alignment: Alignment
    /// Makes the modal's content: called only while it is presented, so a closed modal costs its
    /// parent nothing but this closure.
    let modal: () -> Modal

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        context.graph.append(content, context, into: &nodes)
        guard isPresented.wrappedValue else { return }
        let environment = context.environment
        let binding = isPresented, onDismiss = self.onDismiss
        let dismiss = {
            binding.wrappedValue = false; onDismiss?()
        }
        var inner = context.child("modal")
        inner.environment.dismissPresentation = dismiss
        // A modal opened from a menu's item is not one of the menu's items.
        inner.environment.menuItemAction = nil
        inner.environment.isInDropdown = false
        let mark = context.graph.effectsMark
        let node = context.graph.node(for: modal(), inner)
        context.graph.present(
            Presentation(
                kind: .modal(
                    dismiss: dismiss,
                    scrim: environment.resolvedTheme.color(.bgOverlay),
                    background: environment.resolvedTheme.color(.bg), depth: environment.colorDepth,
                    alignment: alignment),
                node: node), at: mark)
    }
}

struct DismissPresentationKey: EnvironmentKey {
    static var defaultValue: (() -> Void)? { nil }
}

extension EnvironmentValues {
    /// Inside a modal: closes it as Esc would (sets its binding false, then runs its `onDismiss`).
    var dismissPresentation: (() -> Void)? {
        get { self[DismissPresentationKey.self] }
        set { self[DismissPresentationKey.self] = newValue }
    }
}

/// Shows a popover next to the content while focus is inside it (or while a flag is set).
@usableFromInline
struct PopoverModifier<Popover: View>: ViewModifier, PrimitiveModifier {
    @inline(__always) @usableFromInline static var _primitive: _PrimitiveModifierType? { primitiveType }
    let isPresented: Bool?
    /// Under the content when there is room (a search field's suggestions), rather than above.
    var below = false
    let popover: Popover

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let anchor = ProxyNode(child: context.graph.node(for: content, context))
        nodes.append(anchor)
        if isPresented == false { return }
        let mark = context.graph.effectsMark
        let node = context.graph.node(for: popover, context.child("popover"))
        context.graph.present(
            Presentation(kind: .popover(anchor: anchor, always: isPresented == true, below: below), node: node),
            at: mark)
    }
}

extension View {
    /// Presents `content` over the whole screen (centred, or at `alignment`) while `isPresented`
    /// is true. The rest of the screen dims and takes no input, focus moves into the modal and
    /// stays there, and Esc dismisses it (setting `isPresented` to false, then calling `onDismiss`).
    public consuming func modal<Content: View>(
        isPresented: Binding<Bool>, alignment: Alignment = .center, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(ModalModifier(isPresented: isPresented, onDismiss: onDismiss, alignment: alignment, modal: content))
    }

    /// Shows `content` next to this view — above it, or below when there is no room — while
    /// keyboard focus is inside this view, or whenever `isPresented` is true. Takes no focus.
    public consuming func popover<Content: View>(isPresented: Bool? = nil, @ViewBuilder content: () -> Content) -> some View {
        modifier(PopoverModifier(isPresented: isPresented, popover: content()))
    }

    /// A popover placed under this view when there is room (above it otherwise).
    consuming func popover<Content: View>(below isPresented: Bool?, @ViewBuilder content: () -> Content) -> some View {
        modifier(PopoverModifier(isPresented: isPresented, below: true, popover: content()))
    }
}
