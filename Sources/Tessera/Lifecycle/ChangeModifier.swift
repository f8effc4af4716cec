/// Runs an action after a frame in which a watched value differs from the last frame's.
struct ChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    /// What the storage holds before the first frame has seen a value.
    private struct NothingSeen {}

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let inner = context.child("onChange")
        // The last value seen, kept as the view's own state; it is written directly, not through
        // `set`, since remembering it is no reason for another frame.
        let seen = context.graph.stateStorage(for: inner.identity, slot: 0, initial: NothingSeen())
        let value = value, action = action
        if let old = seen.value as? Value {
            if old != value {
                seen.value = value
                context.graph.afterFrame { action(old, value) }
            }
        } else {
            seen.value = value
            if initial { context.graph.afterFrame { action(value, value) } }
        }
        context.graph.append(content, inner, into: &nodes)
    }
}

extension View {
    /// Runs `action` with the old and the new value after a frame in which `value` differs from
    /// the last frame's; with `initial`, also after the first frame (old and new the same).
    ///
    /// ```swift
    /// List(messages, selection: $selection) { Text($0.subject) }
    ///     .onChange(of: selection) { old, new in log.append("\(old) → \(new)") }
    /// ```
    public consuming func onChange<Value: Equatable>(
        of value: Value, initial: Bool = false,
        _ action: @escaping (_ oldValue: Value, _ newValue: Value) -> Void
    ) -> some View {
        modifier(ChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` after a frame in which `value` differs from the last frame's; with `initial`,
    /// also after the first frame.
    public consuming func onChange<Value: Equatable>(
        of value: Value, initial: Bool = false,
        _ action: @escaping () -> Void
    ) -> some View {
        modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
    }
}
