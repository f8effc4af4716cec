/// One of two views, chosen by an `if`/`else` or `switch` in a `@ViewBuilder`. Each branch has its
/// own identity, so switching branches resets the state inside them.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }

    let storage: Storage
}

extension ConditionalContent: PrimitiveView {
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        switch storage {
        case .first(let view): context.graph.append(view, context.child(true), into: &nodes)
        case .second(let view): context.graph.append(view, context.child(false), into: &nodes)
        }
    }
}

extension Optional: View where Wrapped: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        if let view = self { context.graph.append(view, context.child(0), into: &nodes) }
    }
}
