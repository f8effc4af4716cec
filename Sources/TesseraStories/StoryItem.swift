/// A story or a section: what a book or a section holds.
public enum StoryItem: Sendable {
    /// A story.
    case story(Story)
    /// A section of stories (and further sections).
    case section(StorySection)

    /// The item's title.
    public var title: String {
        switch self {
        case .story(let story): story.title
        case .section(let section): section.title
        }
    }

    /// The item's id within its parent.
    public var id: String {
        switch self {
        case .story(let story): story.id
        case .section(let section): section.id
        }
    }
}
