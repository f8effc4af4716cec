/// Builds the contents of a ``StoryBook`` or ``StorySection`` from stories, sections, `if` and `for`.
@resultBuilder
public enum StoryBuilder {
    /// A story, as one item.
    public static func buildExpression(_ story: Story) -> [StoryItem] { [.story(story)] }
    /// A section, as one item.
    public static func buildExpression(_ section: StorySection) -> [StoryItem] { [.section(section)] }
    /// Items made elsewhere (a helper returning several stories).
    public static func buildExpression(_ items: [StoryItem]) -> [StoryItem] { items }
    /// The items of each line, in order.
    public static func buildBlock(_ parts: [StoryItem]...) -> [StoryItem] { parts.flatMap { $0 } }
    /// The items of every pass of a `for` loop, in order.
    public static func buildArray(_ parts: [[StoryItem]]) -> [StoryItem] { parts.flatMap { $0 } }
    /// The items of an `if` without `else`, or none.
    public static func buildOptional(_ part: [StoryItem]?) -> [StoryItem] { part ?? [] }
    /// The items of the taken branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [StoryItem]) -> [StoryItem] { part }
    /// The items of the taken branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [StoryItem]) -> [StoryItem] { part }
    /// The items of an `if #available` branch.
    public static func buildLimitedAvailability(_ part: [StoryItem]) -> [StoryItem] { part }
}
