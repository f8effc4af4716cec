import Tessera
import TesseraHeadless
import TesseraStories

/// `p`: the play scripts of the open page's stories, played headlessly in the gallery's state and
/// shown one step at a time: the frame after each step, as `assertStories` records it.
struct StoryPlayer {
    /// The page's stories that have a play script.
    let entries: [StoryEntry]
    /// The mode the frames are drawn in (the gallery's theme, scheme, depth and density).
    private(set) var mode: StoryMode
    /// Which of `entries` is shown.
    private(set) var selected = 0
    /// The frames of the shown story.
    private(set) var playback: StoryPlayback?
    /// 0 before the first step, n after step n.
    private(set) var step = 0
    /// Whether steps advance on their own.
    private(set) var isPlaying = false
    /// The timeline beat last seen while playing; the next one advances a step.
    private var lastBeat: Int?

    /// Milliseconds between steps while playing.
    static let stepInterval = 900

    init(entries: [StoryEntry], mode: StoryMode) {
        self.entries = entries
        self.mode = mode
        load()
    }

    var story: StoryEntry? { entries.indices.contains(selected) ? entries[selected] : nil }
    var stepCount: Int { playback?.steps.count ?? 0 }
    var isAtEnd: Bool { step >= stepCount }

    /// The frame for the current step.
    var frame: Snapshot.Frame? {
        guard let playback else { return nil }
        return step == 0 ? playback.start : playback.steps[min(step, playback.steps.count) - 1].frame
    }

    mutating func play() {
        if isAtEnd { step = 0 }
        isPlaying = true
        lastBeat = nil
    }

    mutating func pause() { isPlaying = false }

    mutating func togglePlaying() { isPlaying ? pause() : play() }

    /// One step on (pausing a play), or nothing at the end.
    mutating func stepForward() {
        isPlaying = false
        step = min(step + 1, stepCount)
    }

    mutating func stepBack() {
        isPlaying = false
        step = max(0, step - 1)
    }

    mutating func restart() {
        isPlaying = false
        step = 0
    }

    /// The next story with a script (Tab), from its start.
    mutating func nextStory(by offset: Int) {
        guard !entries.isEmpty else { return }
        selected = (selected + offset + entries.count) % entries.count
        load()
    }

    /// The same story at the same step, drawn on a screen of `size` (the terminal was resized).
    mutating func resize(to size: TerminalSize) {
        guard size != mode.size else { return }
        mode.size = size
        playback = story.map { StoryPlayback($0.story, in: mode) }
        step = min(step, stepCount)
    }

    /// Called on every beat of the player's timeline while playing: each new beat is a step.
    mutating func beat(_ beat: Int) {
        guard isPlaying else { return }
        if let last = lastBeat, beat > last {
            step = min(step + 1, stepCount)
            if isAtEnd { isPlaying = false }
        }
        lastBeat = beat
    }

    private mutating func load() {
        step = 0
        isPlaying = false
        lastBeat = nil
        playback = story.map { StoryPlayback($0.story, in: mode) }
    }
}

extension GalleryPage {
    /// The stories on this page that have a play script, in page order.
    func scriptedStories(in catalog: GalleryCatalog) -> [StoryEntry] {
        catalog.stories.filter { ($0.id == id || $0.id.hasPrefix(id + "/")) && !$0.story.playSteps.isEmpty }
    }
}
