/// The rows of a collection for a ``LazyVStack``: row `offset` is built only when it comes on
/// screen, as a record identified by its row's id, so a million rows cost what a screenful does.
struct CollectionRows<ID: Hashable, Row: View>: View {
    /// Built in: the renderer draws it directly, so it has no body.
    typealias Body = Never
    let count: Int
    let id: (Int) -> ID
    let row: (Int) -> Row
}

extension CollectionRows: PrimitiveView, LazyRows {
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        // Outside a lazy stack every row is built.
        for offset in 0..<count { context.graph.append(row(offset), context.child(id(offset)), into: &nodes) }
    }

    func lazyRow(at offset: Int, owner: ViewRecord, in stack: LayoutNode, _ context: ResolveContext) -> ViewRecord {
        context.graph.lazyRow(of: owner, in: stack, context.child(id(offset))) { row(offset) }
    }
}
