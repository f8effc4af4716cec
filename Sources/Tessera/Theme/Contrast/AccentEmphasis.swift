/// How a status text colour (primary, positive, warning, negative) is drawn at a depth whose
/// palette has no colour of its hue that reaches the text ratio on the page.
///
/// The rule (``LegibleStandIns``), hue by hue in the order the accent prefers them: a colour of
/// the hue that reaches the text ratio on every surface the text is drawn on is drawn plainly;
/// else one that reaches ``LegibleStandIns/boldRatio(for:)`` there (3:1; 4.5:1 in an AAA theme,
/// whose 7:1 no red of xterm's 16 reaches) is drawn bold. Where no hue does (xterm's green and yellow on a white
/// page: 2:1 and 1.6:1), the text is drawn on a fill of its hue, under black or white ink that
/// reaches the text ratio: a highlight keeps the hue where a glyph colour cannot.
enum AccentEmphasis: Hashable, Sendable {
    /// Bold, in a colour of the accent's hue at the bold-label ratio or more.
    case bold
    /// On a fill of the accent's hue, under legible ink.
    case filled
}
