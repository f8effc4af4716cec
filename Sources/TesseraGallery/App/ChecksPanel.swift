import Tessera
import TesseraStories

/// `!`: what the story checks found on the open page in the live state, story by story, the
/// checks stories opted out of, with their reasons, and the status colours the depth holds below
/// the theme's contrast level (``HeldContrast``), which the contrast check accepts.
struct ChecksPanel: View {
    /// `nil` while the checks for this state are still running.
    let reports: [GalleryChecks.Report]?

    @Environment(\.resolvedTheme) private var theme

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
            if !theme.heldContrast.isEmpty {
                Text(heldNote).foregroundColor(.fgMuted)
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

    /// `At 16 colours no colour of their hue reaches this theme's 7:1: fgNegative is held to 5.84:1, the most its hue reaches.`
    private var heldNote: String {
        let held = theme.heldContrast
        let depth = theme.depth == .monochrome ? "In monochrome" : "At \(theme.depth.rawValue) colours"
        let asked = Set(held.map(\.asked)).sorted().map { "\(ratio($0)):1" }.joined(separator: " and ")
        let each = held.map { "\($0.token.rawValue) is held to \(ratio($0.ratio)):1" }.joined(separator: ", ")
        return "\(depth) no colour of their hue reaches this theme's \(asked): \(each), the most its hue reaches."
    }

    /// A ratio to two decimals, rounded down, as the checks write them.
    private func ratio(_ value: Double) -> String {
        let rounded = (value * 100).rounded(.down) / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
