import Tessera

/// A story's body as the gallery and its snapshots show it: the views it lists, stacked one row
/// apart at the leading edge.
public struct StoryCanvas: View {
    let story: Story

    /// The canvas of `story`.
    public init(_ story: Story) {
        self.story = story
    }

    /// The story's views, stacked.
    public var body: some View {
        VStack(alignment: .leading, spacing: 1) { story.body }
    }
}
