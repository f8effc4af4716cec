import Tessera

/// One state of a component, as the gallery shows it and `assertStories` checks it: a title, the
/// live view, and optionally the call site that produces it and notes.
///
/// ```swift
/// Story("Pay button", code: "Button(\"Pay\") { }.buttonStyle(.tessera(.primary))") {
///     Button("Pay") { }                                     // the inherited default
///     Button("Pay") { }.buttonStyle(.tessera(.primary))     // the explicit variant
/// }
/// ```
///
/// Several views in the body are stacked, one row apart.
public struct Story: Sendable {
    /// The title, as the gallery shows it.
    public let title: String
    /// The id within its section, in kebab case (`"Pay button"` → `pay-button`).
    public let id: String
    /// The call site shown beside the story: the code that runs, for the reader to copy.
    public let code: String?
    /// A sentence or two under the title.
    public let notes: String?
    /// The modes this story is checked in, when they differ from its book's.
    public let modes: StoryModes?
    /// Checks this story opts out of, each with the reason.
    public private(set) var waivers: [StoryCheck: String] = [:]
    /// The play script: input steps the gallery plays and `assertStories` snapshots after (``play(_:)``).
    public internal(set) var playSteps: [PlayStep] = []
    private let makeContent: @Sendable () -> any View
    /// The body of a story with controls, given their values.
    var makeControlledContent: (@Sendable (StoryControls) -> any View)?
    /// `--args` texts `assertStories` also records a reference for (``snapshotting(args:)``).
    public internal(set) var snapshotArgs: [String] = []
    /// The action names `assertStories` expects the story to have called (``expecting(actions:)``).
    public internal(set) var expectedActions: [String]?

    /// A story showing `content`.
    ///
    /// - Parameters:
    ///   - title: what the gallery calls it; its id is the title in kebab case unless `id` is given.
    ///   - code: the call site shown beside it.
    ///   - notes: a sentence or two for the reader.
    ///   - modes: the modes `assertStories` checks it in, instead of the book's.
    public init<Content: View>(
        _ title: String, id: String? = nil, code: String? = nil, notes: String? = nil,
        modes: StoryModes? = nil,
        @ViewBuilder content: @escaping @Sendable () -> Content
    ) {
        self.title = title
        self.id = StoryID.kebabCase(id ?? title)
        self.code = code
        self.notes = notes
        self.modes = modes
        makeContent = content
    }

    /// The live view, with its controls' defaults.
    public var body: AnyView { body(with: StoryControls()) }

    /// The live view with the values of `controls`, its actions recorded in their log.
    public func body(with controls: StoryControls) -> AnyView {
        let content: any View = makeControlledContent?(controls) ?? makeContent()
        return AnyView(content)
    }

    /// This story without `check`, for the reason given (shown in the gallery's checks panel).
    public func allowing(_ check: StoryCheck, because reason: String) -> Story {
        var story = self
        story.waivers[check] = reason
        return story
    }
}
