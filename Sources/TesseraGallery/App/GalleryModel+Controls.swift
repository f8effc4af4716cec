import Tessera
import TesseraStories

extension GalleryModel {
    /// The controls of the story `id`: made on first use, then kept, so values and actions last
    /// while other pages are open. Each action a story calls redraws the actions log.
    func controls(for id: String) -> StoryControls {
        if let controls = storyControls[id] { return controls }
        let model = UncheckedModel(self)
        // Actions are called where input is handled: on the main queue, where the model lives.
        let controls = StoryControls(actions: StoryActionLog(onRecord: { _ in model.value.actionsCalled += 1 }))
        storyControls[id] = controls
        return controls
    }

    /// The stories on the open page that take controls, in order.
    var controlledStories: [StoryEntry] {
        catalog.stories(on: page).filter { $0.story.takesControls }
    }

    /// The story the Controls panel edits: the one a deep link opened, when it takes controls,
    /// else the first on the page that does.
    var controlledStory: StoryEntry? {
        let stories = controlledStories
        return stories.first { $0.id == linkedStory } ?? stories.first
    }
}
