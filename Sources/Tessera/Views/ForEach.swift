/// One view per element of a collection, each identified by the element's id so that state
/// follows the element when the collection changes.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    /// One view per element of `data`, built by `content`; `id` names the property that tells
    /// elements apart, and should be unique (duplicates share state).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    /// The number of elements.
    var count: Int { data.count }

    /// Appends the nodes of the element at `offset` from the start.
    func appendElement(at offset: Int, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let element = data[data.index(data.startIndex, offsetBy: offset)]
        context.graph.append(content(element), context.child(element[keyPath: id]), into: &nodes)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per element of `data`, identified by the elements' own `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per integer of `data`, identified by the integer: state stays with the number, not
    /// the position.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        for offset in 0..<count { appendElement(at: offset, context, into: &nodes) }
    }
}
