import Tessera

/// The bottom row: the keys that matter most, as `key action` pairs — as many as fit, most
/// important first, never cut in the middle; when some do not fit, the row ends with `? more keys`
/// (help lists every key), so no key is dropped without a cue. While a modal is open (a gallery panel, or an alert a
/// story presents) it shows that modal's keys instead: the gallery's own do not reach the page then.
struct GalleryFooter: View {
    let model: GalleryModel
    let isNarrow: Bool
    @Environment(\.screenSize) private var screen
    @Environment(\.asciiOnly) private var asciiOnly

    private var vertical: String { asciiOnly ? "Up/Down" : "↑↓" }
    private var enter: String { asciiOnly ? "Enter" : "⏎" }

    /// In order of importance.
    var hints: [(String, String)] {
        // The topmost modal first: the order GalleryRoot presents them in, reversed.
        if model.showsLink || model.showsChecks || model.showsHelp { return [("Esc", "close")] }
        if model.showsPlayer, model.player != nil {
            return [("Space", "play"), ("n", "step"), ("Esc", "close"), ("b", "back"), ("r", "restart"), ("Tab", "next story")]
        }
        if model.showsPlayer { return [("Esc", "close")] }
        if model.showsPalette { return [(vertical, "move"), (enter, "run"), ("Esc", "close"), ("type", "filter")] }
        if model.showsSearch { return [(vertical, "move"), (enter, "open"), ("Esc", "close"), ("type", "filter")] }
        if model.showsDrawer { return [(vertical, "move"), (enter, "open"), ("Esc", "close")] }
        if model.focusIsInModal {
            return [(asciiOnly ? "Tab Left/Right" : "Tab ←→", "move"), (enter, "choose"), ("Esc", "cancel")]
        }
        // An inspector covering the page says first how to put it away.
        var hints: [(String, String)] = model.showsInspector ? [("i", "hide inspector")] : []
        hints += [
            isNarrow ? ("s", "pages") : ("[/]", "pages"), ("Tab", "focus"), (enter, "press"), ("/", "search"),
            ("q", "quit"), ("?", "help"), ("t", "theme"), ("d", "dark"), ("c", "colours"), ("i", "inspect"),
            ("z", "density"), (":", "commands"), ("m", "motion"),
        ]
        // With the inspector open its key leads the row already.
        if model.showsInspector { hints.removeAll { $0 == ("i", "inspect") } }
        // Only where it does something: a page with a story that takes controls.
        if model.showsControls || model.controlledStory != nil {
            hints.insert(("a", model.showsControls ? "hide controls" : "controls"), at: model.showsInspector ? 7 : 6)
        }
        return hints
    }

    /// What ends the gallery's own row when some hints do not fit: help lists every key.
    static let moreKeys = ("?", "more keys")
    /// What ends a modal's row when some of its keys do not fit.
    static let more = ("…", "")

    private static func cost(_ hint: (String, String)) -> Int { DisplayWidth.of(hint.0) + DisplayWidth.of(hint.1) + 3 }

    /// The hints that fit in `width` columns, kept in their display order; when not all do, as
    /// many as leave room for ``moreKeys`` (which then stands in for `? help`), then it; a modal's
    /// row ends in `…` instead.
    func fitting(_ width: Int) -> [(String, String)] {
        let all = hints
        if all.reduce(0, { $0 + Self.cost($1) }) <= width { return all }
        let cue = all.contains { $0.0 == "?" } ? Self.moreKeys : Self.more
        var used = Self.cost(cue)
        var kept: [(String, String)] = []
        for hint in all where hint.0 != "?" {
            guard used + Self.cost(hint) <= width else { break }
            used += Self.cost(hint)
            kept.append(hint)
        }
        return kept + [cue]
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
