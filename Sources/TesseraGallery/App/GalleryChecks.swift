import Tessera
import TesseraStories

/// The story checks for the gallery's current state: every story drawn in the live theme, scheme,
/// depth and density (at the size of its first mode), computed once per state and kept.
final class GalleryChecks {
    /// The state the results are for.
    struct State: Hashable {
        let theme: Theme
        let scheme: ColorScheme
        let colors: ColorDepth
        let density: Density
    }

    /// A story's problems in the current state, and the checks it opted out of.
    struct Report {
        let id: String
        let title: String
        let problems: [StoryProblem]
        let waivers: [StoryCheck: String]
    }

    private var state: State?
    private var reports: [String: Report] = [:]

    /// The report of every story on `page`, in order, for `state`.
    func reports(on page: GalleryPage, stories: [StoryEntry], in state: State) -> [Report] {
        stories.filter { $0.id == page.id || $0.id.hasPrefix(page.id + "/") }
            .map { report(for: $0, in: state) }
    }

    private func report(for entry: StoryEntry, in state: State) -> Report {
        if state != self.state {
            self.state = state
            reports = [:]
        }
        if let report = reports[entry.id] { return report }
        let mode = StoryMode(theme: state.theme, scheme: state.scheme, colors: state.colors,
                             size: entry.modes.all.first?.size ?? StoryModes.defaultSize, density: state.density)
        let report = Report(id: entry.id, title: entry.story.title,
                            problems: StoryChecks.problems(of: entry.story, render: StoryRender(entry.story, in: mode)),
                            waivers: entry.story.waivers)
        reports[entry.id] = report
        return report
    }
}
