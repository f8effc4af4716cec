import Tessera
import TesseraHeadless

/// A story's play script run headlessly in one mode: the frame after each step, as the gallery
/// plays it and `assertStories` snapshots it.
public struct StoryPlayback {
    /// One step done: the step and the screen after it.
    public struct Step {
        /// The step.
        public let step: PlayStep
        /// The frame after it, cropped to what the story drew (a modal's scrim covers the mode's size).
        public let frame: Snapshot.Frame
        /// Why the step could not be done (a label not on screen, or there twice), if it could not.
        public let problem: String?
    }

    /// The frame before the first step, as `StoryRender` draws it.
    public let start: Snapshot.Frame
    /// Each step with the frame after it, in order.
    public let steps: [Step]
    /// The controls it was played with: their values, and the actions the steps called.
    public let controls: StoryControls

    /// Runs `story`'s play script in `mode`, with the values of `controls` (the defaults when `nil`).
    public init(_ story: Story, in mode: StoryMode, controls: StoryControls? = nil) {
        let controls = controls ?? StoryControls()
        self.controls = controls
        let host = StoryRender.host(StoryCanvas(story, controls: controls), in: mode)
        let driver = HeadlessDriver(host: host, size: mode.size, theme: mode.theme, scheme: mode.scheme, colors: mode.colors)
        start = Self.cropped(driver, mode: mode)
        steps = story.playSteps.map { step in
            let problem = Self.perform(step, on: driver)
            return Step(step: step, frame: Self.cropped(driver, mode: mode), problem: problem.map(String.init(describing:)))
        }
    }

    /// Does `step`; a problem when it cannot be done.
    package static func perform(_ step: PlayStep, on driver: HeadlessDriver) -> HeadlessDriver.Problem? {
        switch step.action {
        case .press(let key, let modifiers, let times):
            for _ in 0..<times { driver.press(key, modifiers: modifiers) }
        case .type(let text):
            driver.type(text)
        case .click(let label):
            return driver.click(label)
        case .scroll(let up, let steps, let label):
            switch driver.location(of: label) {
            case .success(let place): driver.scroll(upwards: up, steps: steps, at: Point(x: place.x, y: place.y))
            case .failure(let problem): return problem
            }
        case .wait(let duration):
            driver.advance(by: duration)
        }
        return nil
    }

    /// The driver's frame cropped to the story's canvas, or to everything drawn when more is (an
    /// alert's scrim over the whole screen).
    private static func cropped(_ driver: HeadlessDriver, mode: StoryMode) -> Snapshot.Frame {
        let frame = driver.frame
        let root = driver.rootSize
        let drawn = StoryRender.drawnExtent(frame.buffer)
        let buffer = StoryRender.crop(frame.buffer, columns: max(root.columns, drawn.columns), rows: max(root.rows, drawn.rows))
        return Snapshot.Frame(buffer: buffer, depth: frame.depth, theme: mode.theme, scheme: mode.scheme)
    }
}
