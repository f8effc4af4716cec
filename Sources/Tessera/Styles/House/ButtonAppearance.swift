/// Everything the house button style draws for one button, worked out from the variant, the
/// state, the theme and the frame's colour depth. The colours come from
/// ``buttonColors(variant:state:transparent:role:theme:)``; this adds what depends on the depth.
struct ButtonAppearance {
    /// Size and padding.
    var metrics: ButtonMetrics
    /// The label's colour.
    var ink: Color
    /// Attributes added to the label (the focus ring's bold and underline).
    var labelAttributes: TextAttributes
    /// A box around the button (three rows or more): its colour token.
    var outline: ColorToken?
    /// The focus-ring characters either side of a one-row button: their colour token.
    var markers: ColorToken?
    /// Brackets either side of a disabled one-row button whose fill the depth cannot show (8
    /// colours' greys are the page, monochrome shows no fill and a disabled button is never
    /// reversed), so that it keeps a shape and is not taken for text.
    var caps: Bool
    /// Fill, reverse video and the disabled treatment over the whole button.
    var treatment: SurfaceTreatment

    init(style: TesseraButtonStyle, configuration: ButtonStyleConfiguration, isEnabled: Bool,
         theme: ResolvedTheme, depth: ColorDepth, density: Density) {
        let state = ButtonState(configuration, isEnabled: isEnabled)
        // At 16 and 8 colours `dim` changes only the label, so a disabled button that kept its
        // coloured fill would read as enabled: it takes a neutral fill (secondary's, or tertiary's
        // where the depth shows secondary's as the enabled fill) instead.
        let enabledFill = ButtonTokens(variant: style.variant, transparent: false, role: configuration.role).fill
        let neutralised = state == .disabled && (depth == .c16 || depth == .c8) && !style.transparent
            && enabledFill != nil
        let neutral = [ButtonVariant.secondary, .tertiary].first { neutral in
            ButtonTokens(variant: neutral, transparent: false, role: nil).fill.map { theme.shownRGB($0, at: depth) }
                != enabledFill.map { theme.shownRGB($0, at: depth) }
        }
        // Where every neutral fill shows as the enabled one, the fill is dropped (as one the depth
        // cannot show is: an outline on a boxed button).
        let dropsFill = neutralised && neutral == nil
        let variant: ButtonVariant = neutralised ? neutral ?? .secondary : style.variant
        let tokens = ButtonTokens(variant: variant, transparent: style.transparent, role: configuration.role)
        // Disabled colours come from the surface's fade (or `dim`), so start from the enabled ones;
        // a press below 256 colours reverses the resting colours (see `pressReverses`).
        let colorState: ButtonState = state == .disabled || (state == .pressed && depth < .c256) ? .normal : state
        let colors = buttonColors(variant: variant, state: colorState, transparent: style.transparent,
                                  role: configuration.role, theme: theme)
        metrics = style.variant == .plain ? plainButtonMetrics
            : buttonMetrics(size: style.size, density: density, spacing: theme.spacing)
        // A status colour the depth draws on a fill of its hue (AccentEmphasis) gets that fill
        // on an unfilled label too, under legible ink, as text does.
        let accentFill = colors.fill == nil && theme.accentEmphasis(tokens.text) == .filled
            ? theme.color(tokens.text) : nil
        ink = accentFill == nil ? colors.text : .rgb(theme.ink(.fg, on: tokens.text))
        let focused = configuration.isFocused && isEnabled
        labelAttributes = focused ? theme.focus.attributes : []
        // In monochrome every fill is the same reverse block: the strong variants' labels are bold
        // so that a primary button is not taken for a secondary one.
        if depth == .monochrome, [.primary, .positive, .negative, .inverse].contains(variant),
           !style.transparent {
            labelAttributes.insert(.bold)
        }
        // A status colour the depth draws bold (AccentEmphasis) is bold on an unfilled label too.
        if colors.fill == nil, theme.accentEmphasis(tokens.text) == .bold { labelAttributes.insert(.bold) }
        let boxed = metrics.height >= 3

        // A fill that degrades to the page's own colour (light greys at 8 colours, every fill in
        // monochrome) cannot be seen: a three-row button draws an outline instead, a one-row
        // one (and every filled button in monochrome) reverse video.
        let fillVanishes = dropsFill || (tokens.fill.map { !theme.shows($0, on: .bg, at: depth) } ?? false)
        // Below 256 colours a blended press fill would round to the same palette colour, so a
        // press toggles reverse video instead.
        let pressReverses = state == .pressed && depth < .c256
        // A neutralised disabled button is never a reversed block: that is the look of a strong fill.
        let reverse = (fillVanishes && (depth == .monochrome || !boxed)) != pressReverses && !neutralised

        let ground: ColorToken = fillVanishes ? .bg : tokens.fill ?? .bg
        let ringToken = fillVanishes ? theme.focus.color : tokens.ring(theme, at: depth)
        // Judged against the fill as drawn: a press blends it toward the label colour.
        let drawnGround = fillVanishes || pressReverses ? theme.color(ground) : colors.fill ?? theme.color(ground)
        let ring = theme.contrasting(ringToken, on: drawnGround, at: depth, fallbacks: [.bgLinePrimary, tokens.text, .fg])
        if boxed {
            var border = tokens.border.map { theme.legible($0, on: ground, at: depth, fallbacks: [.bgLineHeavy, .fg]) }
            if fillVanishes && depth != .monochrome {
                border = border ?? theme.legible(.bgLineHeavy, on: .bg, at: depth, fallbacks: [.fg])
            }
            // Reverse video would turn a coloured outline into a block of colour, so a press
            // drops it (monochrome keeps it: there an outline is only its glyphs).
            outline = pressReverses && depth != .monochrome ? nil : (focused ? ring : border)
            markers = nil
            caps = false
        } else {
            outline = nil
            caps = state == .disabled && !style.transparent && enabledFill != nil
                && (fillVanishes || depth == .monochrome)
            // On a reversed surface the ring characters take the label's colour, which reverse
            // video turns into the surface's background; a ring colour would become a block.
            markers = focused ? (reverse ? tokens.text : ring) : nil
        }
        treatment = SurfaceTreatment(fill: dropsFill ? nil : pressReverses ? tokens.fill.map(theme.color) : colors.fill ?? accentFill,
                                     ink: ink, reverse: reverse, isDisabled: !isEnabled,
                                     depth: depth, fadeTarget: theme.rgb(.bg))
    }
}
