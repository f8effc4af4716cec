/// A glyph mark in a status colour: a switch's track, a radio's dot, a spinner, a progress bar's
/// fill, a field's status border, a banner's accent bar. WCAG 1.4.11 asks 3:1 of it against what
/// it sits on, and a depth with few colours may have no colour of its hue that reaches it:
/// xterm's green is 2.2:1 on white, its yellow 1.6:1, its blue 2.2:1 on black.
///
/// The rule, for every house control and a team's own through ``ResolvedTheme/mark(_:on:)``:
/// 1. the status fill itself where it keeps 3:1 on the surface (theme resolution prefers such a
///    fill where the depth has one: ``LegibleStandIns``);
/// 2. else the status's text colour (`fgPositive` for `bgPositive`), where that keeps 3:1;
/// 3. else, for a mark that can sit on a fill of its hue (a switch's `━━●`), the mark in ink on
///    that fill: the hue stays, as status text keeps it on a fill (``AccentEmphasis/filled``);
/// 4. else the main text colour: the mark keeps its shape, and its hue is told by a glyph or
///    text beside it (the positive field's `✓`, the banner's icon).
struct StatusMark: Hashable {
    /// The colour of the mark's glyphs.
    var ink: ColorToken
    /// A fill of the status hue behind the mark, where its glyphs cannot carry the hue themselves.
    var fill: ColorToken?
}

extension ColorToken {
    /// The text colour of a status fill (`fgPositive` for `bgPositive`); `nil` for other tokens.
    var statusText: ColorToken? {
        switch self {
        case .bgPrimary: .fgPrimary
        case .bgPositive: .fgPositive
        case .bgNegative: .fgNegative
        case .bgWarning: .fgWarning
        default: nil
        }
    }
}

extension ResolvedTheme {
    /// The colour to draw a mark of `token` in on `surface` so that it keeps 3:1 there as the
    /// theme's depth shows both: `token`, else its status text colour, else `fg` (steps 1, 2 and 4
    /// of `StatusMark`). In monochrome, `token`.
    ///
    /// ```swift
    /// Text("▌").foregroundColor(theme.mark(.bgPrimary, on: .bgPrimaryWash))   // a selected row's bar
    /// ```
    public func mark(_ token: ColorToken, on surface: ColorToken) -> ColorToken {
        contrasting(token, on: surface, at: depth, ratio: Self.markRatio, fallbacks: [token.statusText, .fg].compactMap { $0 })
    }

    /// How to draw a mark of `token` that may sit on a fill of its hue (a switch's on track):
    /// ``mark(_:on:)`` where that keeps the hue; else on a fill of `token` where the depth shows
    /// the fill apart from the surface and some ink keeps 3:1 on it (step 3 of ``StatusMark``).
    func filledMark(_ token: ColorToken, on surface: ColorToken) -> StatusMark {
        let plain = mark(token, on: surface)
        guard plain == .fg, token != .fg, depth != .monochrome, shows(token, on: surface, at: depth) else {
            return StatusMark(ink: plain)
        }
        let ink = inkToken(.fgInverse, on: token, ratio: Self.markRatio)
        let reaches = ContrastAudit.ratio(shownRGB(ink, at: depth), shownRGB(token, at: depth)) >= Self.markRatio
        return reaches ? StatusMark(ink: ink, fill: token) : StatusMark(ink: plain)
    }

    /// WCAG 1.4.11's ratio for marks and control parts, at every level.
    static let markRatio = ContrastPair.Use.icon.requiredRatio(for: .aa)
}
