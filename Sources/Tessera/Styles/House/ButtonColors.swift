/// The colours of a house button in one state: what ``buttonColors(variant:state:transparent:role:theme:)``
/// returns and what the house button style draws.
public struct ButtonColors: Hashable, Sendable {
    /// The fill behind the label, or `nil` for none (plain and transparent buttons at rest).
    public var fill: Color?
    /// The label's colour.
    public var text: Color
    /// The border or focus ring, or `nil` for none.
    public var border: Color?

    /// Creates a set of button colours.
    public init(fill: Color?, text: Color, border: Color?) {
        self.fill = fill
        self.text = text
        self.border = border
    }
}

/// The theme tokens of a button variant at rest (TOKENS.md, Button rows).
struct ButtonTokens: Hashable {
    var fill: ColorToken?
    var text: ColorToken
    var border: ColorToken?

    init(variant: ButtonVariant, transparent: Bool, role: ButtonRole?) {
        switch variant {
        // The accent ink, as a borderless button is: an affordance quieter than any fill.
        case .plain: (fill, text, border) = (nil, .fgPrimary, nil)
        case .primary: (fill, text, border) = (.bgPrimary, .fgInverse, nil)
        case .secondary: (fill, text, border) = (.bgSecondary, .fg, nil)
        case .tertiary: (fill, text, border) = (.bgTertiary, .fg, nil)
        case .positive: (fill, text, border) = (.bgPositive, .fgInverse, nil)
        case .negative: (fill, text, border) = (.bgNegative, .fgInverse, nil)
        case .inverse: (fill, text, border) = (.bgInverse, .fgInverse, nil)
        // No border at rest: a box there is the focus ring's shape, and a faint one reads as disabled.
        // The alternate surface, not secondary's fill: quieter than secondary in the dark scheme.
        case .foregroundMuted: (fill, text, border) = (.bgAlternate, .fgMuted, nil)
        }
        if transparent && variant != .plain {
            // No fill and no border: the label in the variant's own foreground colour.
            switch variant {
            case .primary: text = .fgPrimary
            case .positive: text = .fgPositive
            case .negative: text = .fgNegative
            case .foregroundMuted: text = .fgMuted
            default: text = .fg
            }
            fill = nil
            border = nil
        }
        if role == .destructive && fill == nil && (text == .fg || variant == .plain) { text = .fgNegative }
    }

    /// The token of the focus ring at `depth`: on a fill, `bgLinePrimarySubtle`, else
    /// `bgLinePrimary`, else the label's colour — the first that keeps 3:1 against the fill;
    /// elsewhere the theme's ring colour (`bgLinePrimary` by default), else `fg`, against the page.
    func ring(_ theme: ResolvedTheme, at depth: ColorDepth = .truecolor) -> ColorToken {
        guard let fill else { return theme.contrasting(theme.focus.color, on: .bg, at: depth, fallbacks: [.fg]) }
        return theme.contrasting(.bgLinePrimarySubtle, on: fill, at: depth, fallbacks: [.bgLinePrimary, text, .fg])
    }
}

/// The colours of a house button, from the theme's tokens (TOKENS.md, "Component colours").
///
/// - normal and loading: the variant's fill, text and border. On a fill, the label takes another
///   of `fgInverse`, `fg` and `bg` where the variant's own would be under 4.5:1 at the theme's
///   depth (white on xterm's green at 16 colours becomes black).
/// - focused: the border becomes the focus ring, `bgLinePrimarySubtle` on filled buttons and the
///   theme's ring colour (`bgLinePrimary`) on the others — or, where that is under 3:1 against
///   what it sits on, the next of `bgLinePrimary`, the label colour and `fg` that is not.
/// - pressed: as focused, with the fill moved 25% toward the text colour, or away from it where
///   that would leave the label under 4.5:1 (unfilled buttons get `bgSecondary`). Where a blend
///   would not show (16 colours and fewer) the style keeps the resting fill and draws the
///   button's box or brackets in the label's ink.
/// - disabled: the one `DisabledLook` at truecolor: no fill, the label (and the box or brackets
///   that keep a filled button's shape) in `fg` moved 60% toward the background. The style draws
///   the foreground dimmed instead at 16 and 8 colours and in monochrome.
///
/// `transparent` drops the fill and border and draws the label in the variant's foreground
/// colour (primary `fgPrimary`, positive `fgPositive`, negative `fgNegative`, the others `fg`);
/// a destructive `role` turns a `fg` label without a fill to `fgNegative`.
public func buttonColors(
    variant: ButtonVariant, state: ButtonState, transparent: Bool = false,
    role: ButtonRole? = nil, theme: ResolvedTheme
) -> ButtonColors {
    let tokens = ButtonTokens(variant: variant, transparent: transparent, role: role)
    let fill = tokens.fill.map { theme.fill(of: $0, variant: variant) }
    let label = fill.map { theme.ink(tokens.text, on: $0.rgbValue(defaultColor: theme.rgb(.bg))) } ?? theme.rgb(tokens.text)
    let labelColor = fill.map { theme.inkColor(tokens.text, on: $0.rgbValue(defaultColor: theme.rgb(.bg))) } ?? theme.color(tokens.text)
    var colors = ButtonColors(
        fill: fill, text: labelColor,
        border: tokens.border.map(theme.color))
    switch state {
    case .normal, .loading:
        break
    case .focused:
        colors.border = theme.color(tokens.ring(theme))
    case .pressed:
        colors.border = theme.color(tokens.ring(theme))
        if let fill {
            let pressed = pressedFill(
                fill.rgbValue(defaultColor: theme.rgb(.bg)), label: label,
                needs: ContrastPair.Use.text.requiredRatio(for: theme.theme.contrast))
            colors.fill = .rgb(pressed)
            colors.text = theme.inkColor(tokens.text, on: pressed)
        } else {
            colors.fill = theme.color(.bgSecondary)
        }
    case .disabled:
        let ink = DisabledLook(theme: theme, depth: .truecolor).ink
        colors = ButtonColors(fill: nil, text: ink, border: tokens.fill == nil ? nil : ink)
    }
    return colors
}

extension ResolvedTheme {
    /// The colour of a button's `fill` token. The quiet `foregroundMuted` fill is `bgAlternate`;
    /// in a theme whose alternate surface is secondary's fill (Nord and Solarized dark, the light
    /// default), that fill halfway to the page, so the quiet button is not drawn as the secondary
    /// one — unless 256 colours would round that to the page (near-white greys do), where the
    /// fill stays secondary's and the muted label tells the two apart.
    func fill(of token: ColorToken, variant: ButtonVariant) -> Color {
        guard variant == .foregroundMuted, token == .bgAlternate, rgb(.bgAlternate) == rgb(.bgSecondary) else {
            return color(token)
        }
        let half = Color.rgb(rgb(.bgSecondary).blended(toward: rgb(.bg), by: 0.5))
        return half.degraded(to: .c256) == color(.bg).degraded(to: .c256) ? color(.bgSecondary) : half
    }
}

/// A pressed fill: `fill` moved ``buttonPressedBlend`` toward its label, or away from it (toward
/// black under a light label, white under a dark one) where moving toward it would leave the
/// label under what text `needs` — white on the default blue is 5.8:1, on that blue moved toward white 3.8:1.
func pressedFill(_ fill: RGB, label: RGB, needs needed: Double) -> RGB {
    let toward = fill.blended(toward: label, by: buttonPressedBlend)
    guard ContrastAudit.ratio(label, toward) < needed else { return toward }
    let black = RGB(0, 0, 0), white = RGB(255, 255, 255)
    let away = ContrastAudit.ratio(label, black) > ContrastAudit.ratio(label, white) ? black : white
    return fill.blended(toward: away, by: buttonPressedBlend)
}

/// How far a pressed button's fill moves toward its text colour.
let buttonPressedBlend = 0.25
