/// Everything the house button style draws for one button, worked out from the variant, the
/// state, the theme and the frame's colour depth. The colours come from
/// ``buttonColors(variant:state:transparent:role:theme:)``; this adds what depends on the depth.
struct ButtonAppearance {
    /// Size and padding.
    var metrics: ButtonMetrics
    /// The label's colour.
    var ink: Color
    /// Attributes added to the label (the focus ring's bold and underline, a variant's marks
    /// where the depth cannot show its colours).
    var labelAttributes: TextAttributes
    /// A box around the button (three rows or more): its colour token.
    var outline: ColorToken?
    /// The box's lines: the theme's control border, one weight heavier while focused
    /// (``BorderStyle/focused``), so focus changes glyphs and not only a colour the depth may merge.
    var outlineStyle: BorderStyle
    /// The focus-ring characters either side of a one-row button: their colour token.
    var markers: ColorToken?
    /// Brackets either side of a disabled one-row filled button (`[ Save ]`): a disabled button
    /// has no fill (``DisabledLook``), so the brackets keep its shape, as a box does on a
    /// three-row one.
    var caps: Bool
    /// The caps' colour: the foreground on a disabled button, the label's ink on a pressed one.
    var capsColor: ColorToken = .fg
    /// Fill, reverse video and the disabled look over the whole button.
    var treatment: SurfaceTreatment

    init(
        style: TesseraButtonStyle, configuration: ButtonStyleConfiguration, isEnabled: Bool,
        theme: ResolvedTheme, depth: ColorDepth, density: Density, surface: ColorToken = .bg
    ) {
        let state = ButtonState(configuration, isEnabled: isEnabled)
        let variant = style.variant
        var tokens = ButtonTokens(variant: variant, transparent: style.transparent, role: configuration.role)
        metrics =
            variant == .plain
            ? plainButtonMetrics
            : buttonMetrics(size: style.size, density: density, spacing: theme.spacing)
        let boxed = metrics.height >= 3
        let focused = configuration.isFocused && state != .disabled
        outlineStyle = focused ? theme.borders.control.focused : theme.borders.control
        if state == .disabled {
            let look = DisabledLook(theme: theme, depth: depth)
            let shaped = tokens.fill != nil
            ink = look.ink
            labelAttributes = []
            outline = shaped && boxed ? .fg : nil
            // Where the faded ink is only dim (a terminal may not draw it), the box's dashes say
            // disabled: a secondary button at 8 colours is the same box in the same ink.
            outlineStyle = look.lines(outlineStyle)
            markers = nil
            caps = shaped && !boxed
            treatment = SurfaceTreatment(fill: nil, disabled: look)
            return
        }
        // The quiet button's fill is a surface only where it shows on what the button sits on
        // (``ResolvedTheme/fillShows(_:on:at:)``) and, below 256 colours, apart from every other
        // variant's fill. Elsewhere (16 colours light, where it is secondary's ANSI 7; 8 colours
        // and monochrome, where it is the page's; the default dark page, 1.08:1) the quiet button
        // is its label, italic, between brackets (`[ Muted ]`): a box or reverse video would make
        // it secondary's, tertiary's or the disabled shape, dim alone does not change xterm's
        // black, and its label alone would read as the text around it.
        // Judged on the fill as drawn (``ResolvedTheme/fill(of:variant:)``: half-way to the page
        // where the quiet token is secondary's).
        let fillHidden = tokens.fill.map { !theme.fillShows(theme.fill(of: $0, variant: variant), on: surface, at: depth) } ?? false
        let quietAlone =
            variant == .foregroundMuted && !style.transparent
            && (fillHidden || (depth < .c256 && theme.showsAlike(variant, role: configuration.role, at: depth)))
        let transparent = style.transparent || quietAlone
        if quietAlone { tokens = ButtonTokens(variant: variant, transparent: true, role: configuration.role) }
        // A press below 256 colours reverses the resting colours (see `pressReverses`).
        let colorState: ButtonState = state == .pressed && depth < .c256 ? .normal : state
        let colors = buttonColors(
            variant: variant, state: colorState, transparent: transparent,
            role: configuration.role, theme: theme)
        // A status colour the depth draws on a fill of its hue (AccentEmphasis) gets that fill
        // on an unfilled label too, under legible ink, as text does.
        let accentFill =
            colors.fill == nil && theme.accentEmphasis(tokens.text) == .filled
            ? theme.color(tokens.text) : nil
        ink = accentFill == nil ? colors.text : theme.inkColor(.fg, on: tokens.text)
        labelAttributes = focused ? theme.focus.attributes : []
        // A status colour the depth draws bold (AccentEmphasis) is bold on an unfilled label too.
        if colors.fill == nil, theme.accentEmphasis(tokens.text) == .bold { labelAttributes.insert(.bold) }

        // A fill that degrades to the colour of the surface it sits on (light greys at 8 colours,
        // every fill in monochrome, a secondary button on a card of its own grey) cannot be seen:
        // a three-row button draws an outline instead, below 256 colours a one-row one (and every
        // filled button in monochrome) reverse video.
        let fillVanishes = tokens.fill != nil && fillHidden
        // Where the colours cannot tell the variants apart, the variant's marks do.
        if depth == .monochrome || fillVanishes
            || (!transparent && theme.showsAlike(variant, role: configuration.role, at: depth))
        {
            var marks = transparent && tokens.text == .fg ? [] : variant.colorlessMarks
            let legible = tokens.text.legible(at: depth)
            // Dim stands in for a muted colour the depth does not have; a label already in a grey
            // of its own (ANSI 8 on black, 5.2:1) would only fall under its ratio (2.8:1).
            if !legible.dim, theme.shown(theme.rgb(tokens.text)) != theme.shown(theme.rgb(.fg)) { marks.remove(.dim) }
            labelAttributes.formUnion(marks)
            if legible.dim, accentFill == nil {
                ink = theme.color(legible.token)
                labelAttributes.insert(.dim)
            }
        }
        // The quiet button alone is italic, and a muted label on no fill where the depth draws
        // muted ink as the main text's: quieter than a plain label by something other than dim,
        // which leaves xterm's black black. It is also dimmed where muted text is (8 colours,
        // monochrome: ``ColorToken/legible(at:)``).
        if quietAlone
            || (colors.fill == nil && accentFill == nil && tokens.text == .fgMuted
                && theme.drawsAsMainText(.fgMuted, at: depth))
        {
            labelAttributes.insert(.italic)
            let legible = tokens.text.legible(at: depth)
            if legible.dim {
                ink = theme.color(legible.token)
                labelAttributes.insert(.dim)
            }
        }
        // Below 256 colours a blended press fill would round to the same palette colour, and
        // reverse video alone can turn a fill into the page's own colour (white on blue becomes
        // blue on white): a press keeps the resting surface and draws the button's shape in
        // lines of its label's ink, a box (three rows) or brackets (one row). Only where the rest
        // is already a box on the page (a fill the depth cannot show), and on a button with no
        // fill, does it reverse, so the pressed surface is a block of the label's colour.
        let pressed = state == .pressed && depth < .c256
        let pressOutlines = pressed && tokens.fill != nil
        let pressReverses = pressed && (tokens.fill == nil || (fillVanishes && boxed && depth != .monochrome))
        let reverse = (fillVanishes && depth < .c256 && (depth == .monochrome || !boxed)) != pressReverses

        let ground: ColorToken = fillVanishes ? surface : tokens.fill ?? surface
        let ringToken = fillVanishes ? theme.focus.color : tokens.ring(theme, at: depth)
        // Judged against the fill as drawn: a press blends it toward the label colour, and an
        // unfilled status label may sit on a fill of its hue (AccentEmphasis).
        // A fill that blends into its surface at 256 colours or more is still drawn: the ring sits on it.
        let drawnGround =
            (fillVanishes && depth < .c256) || pressReverses
            ? theme.color(ground) : colors.fill ?? accentFill ?? theme.color(ground)
        // On a reversed surface focus marks take the label's ink (as a token), which reverse video
        // turns into the surface's background as it does the label's; a ring colour would become a block.
        let labelInk = ink
        let inkMark = [tokens.text, .fgInverse, .fg, .bg].first { theme.color($0) == labelInk } ?? tokens.text
        // The label's ink is legible on the ground, so it is a resort of a ring that must show
        // there (a status label on a dark fill of its hue, where neither the ring colour nor the
        // page's foreground keeps 3:1). Where that ink is black or white and no token (a focused
        // plain button on a subtree's mid green, whose label takes black), the page's other end
        // is the last: on such a fill it keeps the ring's 3:1 where the foreground does not.
        let ring = theme.contrasting(
            ringToken, on: drawnGround, at: depth, fallbacks: [.bgLinePrimary, tokens.text, .fg, inkMark, .fgInverse, .bg])
        caps = false
        if boxed {
            var border = tokens.border.map { theme.legible($0, on: ground, at: depth, fallbacks: [.bgLineHeavy, .fg]) }
            if fillVanishes && depth != .monochrome {
                border = border ?? theme.legible(.bgLineHeavy, on: surface, at: depth, fallbacks: [.fg])
                // A box and a label in one grey is the disabled look (``DisabledLook``): where the
                // box would take the label's own grey (a quiet label in ANSI 8 at 16 colours dark),
                // the label alone, legible in its grey, is the button.
                let shownInk = ink.degraded(to: depth)
                if let drawn = border, theme.color(drawn).degraded(to: depth) == shownInk,
                    shownInk != theme.color(.fg).degraded(to: depth), !labelAttributes.contains(.dim)
                {
                    border = nil
                }
            }
            // A press draws its box in the label's ink (reversed with the surface where the rest
            // is a box on the page); focused, the box keeps the ring's heavier lines. Reverse video
            // would turn the coloured outline of a button with no fill into a block of colour, so
            // its press drops it (monochrome keeps it: there an outline is only its glyphs).
            if pressOutlines {
                outline = inkMark
            } else if pressReverses && depth != .monochrome {
                outline = focused ? inkMark : nil
            } else {
                outline = focused ? ring : border
            }
            markers = nil
        } else {
            outline = nil
            // The press's brackets take the ring's cells while the button is held.
            caps = pressOutlines
            capsColor = inkMark
            markers = focused && !caps ? (reverse ? inkMark : ring) : nil
        }
        // The quiet button alone at rest: brackets in its label's ink, legible as text is
        // (focused, it shows its ring instead; pressed, it reverses).
        if quietAlone, !focused, !pressed {
            caps = true
            capsColor = inkMark
        } else if fillVanishes, !boxed, depth >= .c256, !focused, !pressed {
            // A one-row button whose fill does not show on its surface (a secondary Cancel on an
            // alert card of its grey): brackets in the line colour, as a three-row one draws its
            // box. Reverse video, the answer below 256 colours, would be the inverse variant here.
            // The brackets are characters beside the label, so they are held to the text ratio
            // (a line needs 3:1, but `[` reads as text: nord's line grey on its card is 3.2:1).
            caps = true
            capsColor = theme.contrasting(.bgLineHeavy, on: surface, at: depth, ratio: 4.5, fallbacks: [.fgMuted, .fg])
        }
        treatment = SurfaceTreatment(
            fill: pressReverses ? tokens.fill.map(theme.color) : colors.fill ?? accentFill,
            ink: ink, reverse: reverse)
    }
}
