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
    struct Report: Equatable, Sendable {
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
///
/// With a ``ChildCommand`` (the interactive gallery on Linux) the checks run in a
/// ``StoryCheckProcess`` the queue only reads from, so what checking every story leaves in memory
/// goes when that process ends; a story that crashes there costs its page's marks, not the
/// gallery. Where the process cannot be started, the checks run on the queue itself.
final class GalleryCheckRunner: @unchecked Sendable {
    /// How to start a story-check process: this program, and the `--theme` it was started with.
    struct ChildCommand: Sendable {
        let executable: String
        let themeSpec: String?
    }

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
    private let childCommand: ChildCommand?
    /// The story-check process running now, stopped when a newer state or another first page is
    /// asked for, and whether it was (an end of its own is a crash, or a page it could not write).
    private var child: StoryCheckChild?
    private var childWasStopped = false

    init(delivery: DispatchQueue = .main, childCommand: ChildCommand? = nil) {
        self.delivery = delivery
        self.childCommand = childCommand
    }

    /// Computes the reports of the stories in `pages` (the catalogue's, page by page) in `state`,
    /// `pages[first]` first, and calls `deliver` on the delivery queue with each page's — unless a
    /// newer state was asked for in the meantime. Asked again for the same state, the run goes
    /// on, with `pages[first]` next if it is not done. `themeIndex` is the state's theme among the
    /// gallery's themes, for a story-check process.
    func request(
        _ state: GalleryChecks.State, pages: [[StoryEntry]], first: Int, themeIndex: Int = 0,
        deliver: @escaping @Sendable (GalleryChecks.State, [String: GalleryChecks.Report]) -> Void
    ) {
        lock.wait()
        let alreadyAsked = newest == state
        let priorityMoved = priority != first
        newest = state
        priority = first
        // A process checks its pages in the order it was given: a newer state or another open
        // page needs a new one.
        if let child, !alreadyAsked || priorityMoved {
            childWasStopped = true
            child.stop()
        }
        lock.signal()
        guard !alreadyAsked else { return }
        // The first run waits a moment: checking every story takes both cores for a while, and
        // the gallery's first frame, drawn meanwhile, should not have to share them.
        let start: DispatchTime = hasStarted ? .now() : .now() + .milliseconds(250)
        hasStarted = true
        queue.asyncAfter(deadline: start) { [self] in
            var done = Set<Int>()
            if let childCommand {
                runInProcesses(childCommand, state, themeIndex: themeIndex, pages: pages, done: &done, deliver: deliver)
            }
            while done.count < pages.count, let next = next(for: state, after: done, of: pages.count) {
                let reports = GalleryChecks.reports(for: pages[next], in: state)
                done.insert(next)
                guard isNewest(state) else { return }
                delivery.async { deliver(state, reports) }
            }
        }
    }

    /// Checks `pages` in story-check processes, adding each page delivered to `done`; returns when
    /// all are done, a newer state was asked for, or processes cannot check here (one could not be
    /// started, or the first ended without a page).
    private func runInProcesses(
        _ command: ChildCommand, _ state: GalleryChecks.State, themeIndex: Int, pages: [[StoryEntry]],
        done: inout Set<Int>, deliver: @escaping @Sendable (GalleryChecks.State, [String: GalleryChecks.Report]) -> Void
    ) {
        var anyPageCameBack = false
        while done.count < pages.count, let first = next(for: state, after: done, of: pages.count) {
            let order = [first] + pages.indices.filter { $0 != first && !done.contains($0) }
            let arguments = StoryCheckProcess.arguments(themeIndex: themeIndex, themeSpec: command.themeSpec, state: state, pages: order)
            guard let process = StoryCheckChild(executable: command.executable, arguments: [StoryCheckProcess.command] + arguments)
            else { return }
            lock.wait()
            child = process
            // Asked meanwhile for another state, or to open a page not done first.
            childWasStopped = newest != state || (priority != first && !done.contains(priority))
            if childWasStopped { process.stop() }
            lock.signal()
            while let block = process.nextPage() {
                let reports = block.reports
                guard pages.indices.contains(block.page), !done.contains(block.page) else { continue }
                done.insert(block.page)
                anyPageCameBack = true
                guard isNewest(state) else { break }
                delivery.async { deliver(state, reports) }
            }
            lock.wait()
            child = nil
            let stopped = childWasStopped
            lock.signal()
            // It may still be running if a line could not be read: it has nothing more to give.
            process.stop()
            process.finish()
            guard isNewest(state) else { return }
            // Ended by itself before its last page: the page it was checking crashed it, and goes
            // without marks while a new process takes the rest — unless no process has given a
            // page back yet (this program cannot check in a process: the queue checks instead).
            if !stopped, done.count < pages.count, let failed = order.first(where: { !done.contains($0) }) {
                guard anyPageCameBack else { return }
                done.insert(failed)
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
