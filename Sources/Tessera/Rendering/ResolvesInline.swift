/// A view of Tessera's own, with a body, that resolves inside the record of the view that shows it
/// instead of in a record of its own: a house control's row (``FocusRinged``, the stepper's row),
/// made anew whenever the control around it resolves again, with inputs that change whenever the
/// control's do. (The toggle's, checkbox's and radio's ``ControlRow`` goes further: built in, it
/// makes its nodes directly, in the same identity and scope.)
///
/// A record would cost its claim, its bookkeeping and its own observation scope at every
/// resolution, and would pay back only when its inputs stayed the same while the record around it
/// resolved — which for these views does not happen. Resolved inline, the view keeps the identity
/// and provenance scope a record would give it; what its body reads (the environment, an
/// `@Observable` property) is watched for the enclosing record. Only for views without `@State`.
protocol ResolvesInline: PrimitiveView {}

extension ResolvesInline {
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        context.graph.appendInline(self, context, into: &nodes)
    }
}

extension ViewGraph {
    /// Evaluates `view`'s body where it stands, as its record would (see ``ResolvesInline``).
    func appendInline<V: View>(_ view: V, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let facts = TypeFacts.of(V.self, sample: view)
        assert(facts.layout.holdsOnlyEnvironment, "\(V.self) has @State or @FocusState: it needs a record of its own")
        var inner = context.child(ObjectIdentifier(V.self))
        inner.scope = facts.name
        evaluateBody(of: view, facts: facts, inner, into: &nodes)
    }
}
