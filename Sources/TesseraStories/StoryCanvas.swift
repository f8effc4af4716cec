import Tessera

/// A story's body as the gallery and its snapshots show it: the views it lists, stacked one row
/// apart at the leading edge.
public struct StoryCanvas: View {
    let story: Story
    let controls: StoryControls?

    /// The canvas of `story`, with the values of `controls` (the defaults when `nil`).
    public init(_ story: Story, controls: StoryControls? = nil) {
        self.story = story
        self.controls = controls
    }

    /// The story's views, stacked.
    public var body: some View {
        VStack(alignment: .leading, spacing: 1) { controls.map(story.body(with:)) ?? story.body }
    }
}
