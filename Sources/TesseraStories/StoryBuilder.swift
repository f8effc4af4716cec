/// Builds the contents of a ``StoryBook`` or ``StorySection`` from stories, sections, `if` and `for`.
@resultBuilder
public enum StoryBuilder {
    public static func buildExpression(_ story: Story) -> [StoryItem] { [.story(story)] }
    public static func buildExpression(_ section: StorySection) -> [StoryItem] { [.section(section)] }
    public static func buildExpression(_ items: [StoryItem]) -> [StoryItem] { items }
    public static func buildBlock(_ parts: [StoryItem]...) -> [StoryItem] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[StoryItem]]) -> [StoryItem] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [StoryItem]?) -> [StoryItem] { part ?? [] }
    public static func buildEither(first part: [StoryItem]) -> [StoryItem] { part }
    public static func buildEither(second part: [StoryItem]) -> [StoryItem] { part }
    public static func buildLimitedAvailability(_ part: [StoryItem]) -> [StoryItem] { part }
}
