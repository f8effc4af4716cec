import Tessera

/// The bottom row: the keys that matter most, as `key action` pairs.
struct GalleryFooter: View {
    let isNarrow: Bool

    private var hints: [(String, String)] {
        let common = [("Tab", "focus"), ("⏎", "press"), ("t", "theme"), ("d", "dark"), ("c", "colours"),
                      ("z", "density"), ("i", "inspect"), ("/", "search"), ("?", "help"), ("q", "quit")]
        return isNarrow ? [("s", "pages")] + common : [("[ ]", "pages")] + common
    }

    var body: some View {
        hints.reduce(Text("")) { line, hint in
            line + Text(" " + hint.0).bold() + Text(" " + hint.1 + " ").foregroundColor(.fgMuted)
        }
        .lineLimit(1)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.bgAlternate)
    }
}
