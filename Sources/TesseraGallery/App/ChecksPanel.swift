import Tessera
import TesseraStories

/// `!`: what the story checks found on the open page in the live state, story by story, and the
/// checks stories opted out of, with their reasons.
struct ChecksPanel: View {
    /// `nil` while the checks for this state are still running.
    let reports: [GalleryChecks.Report]?

    private var failing: [GalleryChecks.Report] { (reports ?? []).filter { !$0.problems.isEmpty } }
    private var waived: [(story: String, check: String, reason: String)] {
        (reports ?? []).flatMap { report in
            report.waivers.sorted { $0.key.rawValue < $1.key.rawValue }.map { (report.title, $0.key.rawValue, $0.value) }
        }
    }

    /// The most problem lines shown; the rest are counted.
    static let maximumLines = 12

    private var lines: [(story: String, text: String)] {
        failing.flatMap { report in report.problems.map { (report.title, "\($0.check.rawValue): \($0.message)") } }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Story checks").textRole(.headline)
            if reports == nil {
                Text("Checking the stories in this state…").foregroundColor(.fgMuted)
            } else if failing.isEmpty {
                Text("Every story on this page passes in this state.").foregroundColor(.fgPositive)
            }
            if !lines.isEmpty {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(Array(lines.prefix(Self.maximumLines).enumerated()), id: \.offset) { _, line in
                        (Text(line.story + "  ").bold() + Text(line.text).foregroundColor(.fgMuted))
                    }
                    if lines.count > Self.maximumLines {
                        Text("… and \(lines.count - Self.maximumLines) more").foregroundColor(.fgMuted)
                    }
                }
            }
            if !waived.isEmpty {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Opted out").textRole(.caption)
                    ForEach(Array(waived.enumerated()), id: \.offset) { _, waiver in
                        Text("\(waiver.story) — \(waiver.check): \(waiver.reason)").foregroundColor(.fgMuted)
                    }
                }
            }
            Text("Esc closes this.").textRole(.legal)
        }
        .frame(maxWidth: 74, alignment: .leading)
        .galleryPanel()
    }
}
