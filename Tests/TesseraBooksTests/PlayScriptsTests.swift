import TesseraBooks
import TesseraStories
import Testing

/// Tessera's own play scripts: the states that need input are reached by input.
@Suite struct TesseraPlayScriptsTests {
    static let scripted = TesseraBooks.all.flatMap(\.stories).filter { !$0.story.playSteps.isEmpty }

    @Test func theStatesThatNeedInputHaveScripts() {
        let ids = Set(Self.scripted.map(\.id))
        for id in [
            "controls/text-field/inherited-default/house-field", "overlays/alert/inherited-default/last-choice",
            "controls/slide-button/inherited-default/confirm-then-reset", "controls/toggle/variants/radio-group",
        ] {
            #expect(ids.contains(id), "\(id) has no play script")
        }
    }

    /// Every step can be done, and every step changes the screen (a step that changes nothing
    /// does not show what it claims).
    @Test(arguments: scripted.map(\.id))
    func everyStepIsDoneAndShows(_ id: String) throws {
        let entry = try #require(Self.scripted.first { $0.id == id })
        let playback = StoryPlayback(entry.story, in: StoryMode())
        var previous = playback.start.serialized(as: .ansi)
        for (index, step) in playback.steps.enumerated() {
            #expect(step.problem == nil, "step \(index + 1) (\(step.step)): \(step.problem ?? "")")
            let now = step.frame.serialized(as: .ansi)
            #expect(now != previous, "step \(index + 1) (\(step.step)) changes nothing on screen")
            previous = now
        }
    }
}
