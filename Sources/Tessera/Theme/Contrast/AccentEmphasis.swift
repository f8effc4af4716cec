/// How a status text colour (primary, positive, warning, negative) is drawn at a depth whose
/// palette has no colour of its hue that reaches the text ratio on the page.
///
/// The rule (``LegibleStandIns``), hue by hue in the order the accent prefers them: a colour of
/// the hue that reaches the text ratio on every surface the text is drawn on is drawn plainly.
/// Where none does (xterm's green and yellow on a white page: 2:1 and 1.6:1; its red on black at
/// 8 colours, 3.6:1; its magenta there, 4.48:1), the text is drawn on a fill of its hue, under
/// black or white ink that reaches the text ratio: a highlight keeps the hue where a glyph colour
/// cannot, and text is read at the text ratio, bold or not. Only where no fill of its hues takes
/// legible ink is it drawn bold, in a colour that reaches the bold-label ratio (3:1). In an AAA
/// theme each ratio is 7:1 or, where the depth has no colour of the hue that reaches it, the most
/// the hue reaches, never under AA's (``DepthReach``).
enum AccentEmphasis: Hashable, Sendable {
    /// Bold, in a colour of the accent's hue at the bold-label ratio or more: the last resort.
    case bold
    /// On a fill of the accent's hue, under legible ink.
    case filled
}
