import Tessera

/// The bottom row: the keys that matter most, as `key action` pairs — as many as fit, most
/// important first, never cut in the middle.
struct GalleryFooter: View {
    let isNarrow: Bool
    @Environment(\.screenSize) private var screen
    @Environment(\.asciiOnly) private var asciiOnly

    /// In order of importance.
    private var hints: [(String, String)] {
        [isNarrow ? ("s", "pages") : ("[ ]", "pages"), ("Tab", "focus"), (asciiOnly ? "Enter" : "⏎", "press"), ("q", "quit"),
         ("?", "help"), ("t", "theme"), ("d", "dark"), ("c", "colours"), ("i", "inspect"), ("z", "density"),
         ("/", "search"), (":", "commands"), ("m", "motion")]
    }

    /// The hints that fit in `width` columns, kept in their display order.
    private func fitting(_ width: Int) -> [(String, String)] {
        var used = 0
        var kept: [(String, String)] = []
        for hint in hints {
            let cost = DisplayWidth.of(hint.0) + DisplayWidth.of(hint.1) + 4
            guard used + cost <= width else { break }
            used += cost
            kept.append(hint)
        }
        return kept
    }

    var body: some View {
        fitting(screen.columns).reduce(Text("")) { line, hint in
            line + Text(" " + hint.0).bold() + Text(" " + hint.1 + " ").foregroundColor(.fgMuted)
        }
        .lineLimit(1)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.bgAlternate)
    }
}
