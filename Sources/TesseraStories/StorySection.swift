/// A titled group of stories (and of further sections) inside a book.
///
/// ```swift
/// StorySection("Variants") {
///     Story("Primary", code: "…") { … }
/// }
/// ```
public struct StorySection: Sendable {
    /// The title, as the gallery shows it.
    public let title: String
    /// The id within its parent, in kebab case.
    public let id: String
    /// A sentence under the title.
    public let notes: String?
    /// The modes its stories are checked in, when they differ from the book's.
    public let modes: StoryModes?
    /// The stories and sections inside, in order.
    public let items: [StoryItem]

    /// A section holding what `content` lists.
    public init(
        _ title: String, id: String? = nil, notes: String? = nil, modes: StoryModes? = nil,
        @StoryBuilder content: () -> [StoryItem]
    ) {
        self.title = title
        self.id = StoryID.kebabCase(id ?? title)
        self.notes = notes
        self.modes = modes
        items = content()
    }
}
