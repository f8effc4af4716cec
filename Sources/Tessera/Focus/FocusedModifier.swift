/// Marks a view for a `FocusState`: focus on a control inside it makes the state read `value`, and
/// setting the state to `value` moves focus to the first control inside it.
@usableFromInline
struct FocusedModifier: ViewModifier, PrimitiveModifier {
    @inline(__always) @usableFromInline static var _primitive: _PrimitiveModifierType? { primitiveType }
    let location: FocusStateLocation
    let value: AnyHashable

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let child = context.graph.node(for: content, context)
        guard let storage = location.storage else { return nodes.append(child) }
        nodes.append(FocusTargetNode(target: FocusTarget(storage: storage, value: value), child: child))
    }
}

/// The node of a `focused` view.
final class FocusTargetNode: ProxyNode {
    let target: FocusTarget

    init(target: FocusTarget, child: LayoutNode) {
        self.target = target
        super.init(child: child)
    }

    override var focusMapRole: FocusMapRole { .focusTarget(target) }
}

extension View {
    /// Ties this view to a `Bool` focus state: it reads `true` while focus is on a control inside
    /// this view, and setting it `true` moves focus here (`false` takes it away).
    ///
    /// ```swift
    /// @FocusState private var notesFocused: Bool
    /// TextField("Notes", text: $notes).focused($notesFocused)
    /// ```
    public consuming func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(FocusedModifier(location: condition.location, value: AnyHashable(true)))
    }

    /// Ties this view to a focus state with tags: it reads `value` while focus is on a control
    /// inside this view, and setting it to `value` moves focus here.
    public consuming func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(FocusedModifier(location: binding.location, value: AnyHashable(value)))
    }
}
