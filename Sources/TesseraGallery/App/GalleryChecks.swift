import Dispatch
import Tessera
import TesseraStories

/// The story checks for a state of the gallery: every story drawn in the live theme, scheme, depth
/// and density (at the size of its first mode). Computed off the frame — on a background queue in
/// the interactive gallery, up front for `gallery snapshot` — so no frame waits for them.
enum GalleryChecks {
    /// The state results are for.
    struct State: Hashable, Sendable {
        let theme: Theme
        let scheme: ColorScheme
        let colors: ColorDepth
        let density: Density
    }

    /// A story's problems in a state, and the checks it opted out of.
    struct Report: Sendable {
        let id: String
        let title: String
        let problems: [StoryProblem]
        let waivers: [StoryCheck: String]
    }

    /// Every story's report in `state`, by story id.
    static func reports(for stories: [StoryEntry], in state: State) -> [String: Report] {
        var reports: [String: Report] = [:]
        for entry in stories {
            let mode = StoryMode(theme: state.theme, scheme: state.scheme, colors: state.colors,
                                 size: entry.modes.all.first?.size ?? StoryModes.defaultSize, density: state.density)
            reports[entry.id] = Report(
                id: entry.id, title: entry.story.title,
                problems: StoryChecks.problems(of: entry.story, render: StoryRender(entry.story, in: mode)),
                waivers: entry.story.waivers)
        }
        return reports
    }
}

/// Runs the checks for the newest state asked for on a background queue, one state at a time,
/// and hands the results back on the main queue.
final class GalleryCheckRunner: @unchecked Sendable {
    private let queue = DispatchQueue(label: "tessera.gallery.checks", qos: .utility)
    private let lock = DispatchSemaphore(value: 1)
    /// The newest state asked for; older requests still queued are skipped.
    private var newest: GalleryChecks.State?
    /// Whether a run has been asked for yet (only `request`, on the main thread, touches it).
    private var hasStarted = false

    /// Computes the reports of `stories` in `state`, then calls `deliver` on the main queue —
    /// unless a newer state was asked for in the meantime.
    func request(_ state: GalleryChecks.State, stories: [StoryEntry],
                 deliver: @escaping @Sendable (GalleryChecks.State, [String: GalleryChecks.Report]) -> Void) {
        lock.wait()
        let alreadyAsked = newest == state
        newest = state
        lock.signal()
        guard !alreadyAsked else { return }
        // The first run waits a moment: checking every story takes both cores for a while, and
        // the gallery's first frame, drawn meanwhile, should not have to share them.
        let start: DispatchTime = hasStarted ? .now() : .now() + .milliseconds(250)
        hasStarted = true
        queue.asyncAfter(deadline: start) { [self] in
            guard isNewest(state) else { return }
            let reports = GalleryChecks.reports(for: stories, in: state)
            guard isNewest(state) else { return }
            DispatchQueue.main.async { deliver(state, reports) }
        }
    }

    private func isNewest(_ state: GalleryChecks.State) -> Bool {
        lock.wait()
        defer { lock.signal() }
        return newest == state
    }
}
