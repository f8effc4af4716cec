import Tessera

/// A named group of stories: a group in the gallery's sidebar, and what `assertStories` checks.
///
/// ```swift
/// let wallet = StoryBook("Wallet") {
///     Story("Balance card") { BalanceCard(amount: "$1,024.00") }
/// }
/// ```
public struct StoryBook: Sendable {
    /// The title, as the sidebar shows it.
    public let title: String
    /// The first part of every story id in the book, in kebab case.
    public private(set) var id: String
    /// The theme whose schemes the default modes check.
    public let theme: Theme
    /// The modes its stories are checked in (a story or section may say otherwise).
    public let modes: StoryModes
    /// The stories and sections, in order.
    public let items: [StoryItem]

    /// A book of what `content` lists.
    ///
    /// - Parameters:
    ///   - theme: the theme of the default modes (every scheme at truecolor, plus 16 colours and monochrome).
    ///   - modes: the modes to check in; `nil` for the default modes of `theme`.
    public init(
        _ title: String, id: String? = nil, theme: Theme = .default, modes: StoryModes? = nil,
        @StoryBuilder content: () -> [StoryItem]
    ) {
        self.title = title
        self.id = StoryID.kebabCase(id ?? title)
        self.theme = theme
        self.modes = modes ?? .standard(theme: theme)
        items = content()
    }

    /// The same book under another id (two books of one gallery with the same id).
    package func renamed(id: String) -> StoryBook {
        var book = self
        book.id = id
        return book
    }
}
