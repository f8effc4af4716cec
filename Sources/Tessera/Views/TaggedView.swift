/// A view carrying a value that tells it apart from its siblings: how a ``Picker`` learns its
/// choices. It draws its content unchanged.
public struct TaggedView<Content: View, Tag: Hashable>: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    let content: Content
    let tag: Tag
}

extension TaggedView: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        context.graph.append(content, context, into: &nodes)
    }
}

extension View {
    /// Marks this view with `tag`: inside a ``Picker``, the value choosing it selects.
    ///
    /// ```swift
    /// Picker("Sort", selection: $sort) {
    ///     Text("Date").tag("Date")
    ///     Text("Sender").tag("Sender")
    /// }
    /// ```
    public consuming func tag<Tag: Hashable>(_ tag: Tag) -> TaggedView<Self, Tag> {
        TaggedView(content: self, tag: tag)
    }
}

/// One tagged view found in a builder's content: its tag, its view and the plain text of it.
struct TaggedChoice {
    let tag: AnyHashable
    let label: AnyView
    /// The view's plain text (a `Text`'s characters), else the tag described.
    let title: String
}

/// Content that can list the tagged views inside it, in order.
protocol TagListing {
    func listTags(into choices: inout [TaggedChoice])
}

/// The tagged views of `content`, in order: through tuples, groups, `if`s, modifiers and
/// `ForEach`, whose elements are tagged with their ids when they carry no tag of their own.
func taggedChoices<Content: View>(of content: Content) -> [TaggedChoice] {
    var choices: [TaggedChoice] = []
    listTags(of: content, into: &choices)
    return choices
}

func listTags<V: View>(of view: V, into choices: inout [TaggedChoice]) {
    if let listing = view as? TagListing {
        listing.listTags(into: &choices)
    } else if let group = view as? ContentGroup {
        var collector = TagCollector()
        swap(&collector.choices, &choices)
        group.visitChildren(&collector)
        swap(&collector.choices, &choices)
    }
}

/// Lists the tags of the views in a ``ContentGroup``.
private struct TagCollector: ContentVisitor {
    var choices: [TaggedChoice] = []
    mutating func visit<V: View>(_ view: V) { listTags(of: view, into: &choices) }
}

/// The characters a view shows when it is text (through modifiers), else nil.
protocol PlainTextProviding {
    var plainTextContent: String? { get }
}

func plainText<V: View>(of view: V) -> String? {
    (view as? PlainTextProviding)?.plainTextContent
}

extension Text: PlainTextProviding {
    var plainTextContent: String? { plainText }
}

extension ModifiedContent: PlainTextProviding {
    var plainTextContent: String? { plainText(of: content) }
}

extension TaggedView: TagListing {
    func listTags(into choices: inout [TaggedChoice]) {
        choices.append(
            TaggedChoice(
                tag: AnyHashable(tag), label: AnyView(content),
                title: plainText(of: content) ?? "\(tag)"))
    }
}

extension ModifiedContent: TagListing {
    func listTags(into choices: inout [TaggedChoice]) { Tessera.listTags(of: content, into: &choices) }
}

extension ForEach: TagListing {
    func listTags(into choices: inout [TaggedChoice]) {
        for element in data {
            let view = content(element)
            let before = choices.count
            Tessera.listTags(of: view, into: &choices)
            if choices.count == before {
                let id = element[keyPath: self.id]
                choices.append(TaggedChoice(tag: AnyHashable(id), label: AnyView(view), title: plainText(of: view) ?? "\(id)"))
            }
        }
    }
}
