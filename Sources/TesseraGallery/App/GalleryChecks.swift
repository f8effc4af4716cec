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
            let mode = StoryMode(
                theme: state.theme, scheme: state.scheme, colors: state.colors,
                size: entry.modes.all.first?.size ?? StoryModes.defaultSize, density: state.density)
            reports[entry.id] = Report(
                id: entry.id, title: entry.story.title,
                problems: StoryChecks.problems(of: entry.story, render: StoryRender(entry.story, in: mode)),
                waivers: entry.story.waivers)
        }
        return reports
    }
}

/// Runs the checks for the newest state asked for on a background queue, one state at a time and
/// a page at a time, the open page first (it may change while the rest run), handing each page's
/// results back on the main queue as soon as they are ready: `!` on the open page does not wait
/// for the whole catalogue.
final class GalleryCheckRunner: @unchecked Sendable {
    private let queue = DispatchQueue(label: "tessera.gallery.checks", qos: .utility)
    private let lock = DispatchSemaphore(value: 1)
    /// The newest state asked for; a run for an older one stops before its next page.
    private var newest: GalleryChecks.State?
    /// The page whose stories the run checks next, if not done yet: the open one.
    private var priority = 0
    /// Whether a run has been asked for yet (only `request`, on the main thread, touches it).
    private var hasStarted = false
    /// Where results are handed back: the main queue, where the gallery's model lives.
    private let delivery: DispatchQueue

    init(delivery: DispatchQueue = .main) {
        self.delivery = delivery
    }

    /// Computes the reports of the stories in `pages` (the catalogue's, page by page) in `state`,
    /// `pages[first]` first, and calls `deliver` on the delivery queue with each page's — unless a
    /// newer state was asked for in the meantime. Asked again for the same state, the run goes
    /// on, with `pages[first]` next if it is not done.
    func request(
        _ state: GalleryChecks.State, pages: [[StoryEntry]], first: Int,
        deliver: @escaping @Sendable (GalleryChecks.State, [String: GalleryChecks.Report]) -> Void
    ) {
        lock.wait()
        let alreadyAsked = newest == state
        newest = state
        priority = first
        lock.signal()
        guard !alreadyAsked else { return }
        // The first run waits a moment: checking every story takes both cores for a while, and
        // the gallery's first frame, drawn meanwhile, should not have to share them.
        let start: DispatchTime = hasStarted ? .now() : .now() + .milliseconds(250)
        hasStarted = true
        queue.asyncAfter(deadline: start) { [self] in
            var done = Set<Int>()
            while done.count < pages.count, let next = next(for: state, after: done, of: pages.count) {
                let reports = GalleryChecks.reports(for: pages[next], in: state)
                done.insert(next)
                guard isNewest(state) else { return }
                delivery.async { deliver(state, reports) }
            }
        }
    }

    /// The page to check next for `state`: the open one unless it is `done`, else the first not
    /// done; `nil` once a newer state was asked for.
    private func next(for state: GalleryChecks.State, after done: Set<Int>, of count: Int) -> Int? {
        lock.wait()
        defer { lock.signal() }
        guard newest == state else { return nil }
        if priority < count, !done.contains(priority) { return priority }
        return (0..<count).first { !done.contains($0) }
    }

    private func isNewest(_ state: GalleryChecks.State) -> Bool {
        lock.wait()
        defer { lock.signal() }
        return newest == state
    }
}
