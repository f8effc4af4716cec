/// A container's children as it was made with them, and as it lays them out: the content of each
/// expandable ``RecordNode`` in its place (``LayoutNode/flattened(_:)``), taken when first laid out,
/// since records resolve after the view that made the container, and again after a record below
/// puts in new content.
struct LaidOutChildren {
    /// The children as made, some of which may be records' nodes.
    let items: [LayoutNode]
    private var flat: [LayoutNode]?

    init(_ items: [LayoutNode]) {
        self.items = items
    }

    /// The children laid out.
    mutating func nodes() -> [LayoutNode] {
        if let flat { return flat }
        let made = LayoutNode.flattened(items)
        flat = made
        return made
    }

    /// Takes the records' content again at the next layout.
    mutating func forget() { flat = nil }
}
