/// A foreground token drawn on a background token somewhere in the components, and how much
/// contrast that use needs.
public struct ContrastPair: Hashable, Sendable {
    /// What kind of foreground the pair carries, which sets the ratio it needs.
    public enum Use: String, Hashable, Sendable {
        /// Body-size text: 4.5:1 (7:1 in an AAA theme). WCAG 1.4.3 / 1.4.6.
        case text
        /// Bold button labels: 3:1 (7:1 in an AAA theme). WCAG's large-text rule (14 pt bold) holds
        /// for them only in a large terminal font, so this is a judgement, not a WCAG fact.
        case boldLabel
        /// Icons and other meaningful glyphs that are not text: 3:1 at every level. WCAG 1.4.11.
        case icon

        /// The ratio this use needs in a theme that promises `level`.
        public func requiredRatio(for level: ContrastLevel) -> Double {
            switch (self, level) {
            case (.icon, _): 3.0
            case (.text, .aa): 4.5
            case (.boldLabel, .aa): 3.0
            case (.text, .aaa), (.boldLabel, .aaa): 7.0
            }
        }
    }

    /// The token the text or icon is drawn in.
    public var foreground: ColorToken
    /// The token of the surface under it.
    public var background: ColorToken
    /// What the foreground is, which sets the ratio it needs.
    public var use: Use
    /// Where the components draw it.
    public var usage: String

    /// A pair: `foreground` drawn on `background`, for `use`, at the places `usage` names.
    public init(_ foreground: ColorToken, on background: ColorToken, _ use: Use, usage: String) {
        self.foreground = foreground
        self.background = background
        self.use = use
        self.usage = usage
    }

    /// `fgMuted on bgSecondary`.
    public var name: String { "\(foreground.rawValue) on \(background.rawValue)" }

    /// The ratio this pair needs in a theme that promises `level`.
    public func requiredRatio(for level: ContrastLevel) -> Double { use.requiredRatio(for: level) }

    /// Every text-on-surface pair the components use (from TOKENS.md's component table), each once,
    /// with the strictest use it has.
    public static let all: [ContrastPair] = [
        ContrastPair(.fg, on: .bg, .text, usage: "body text, text-field text and labels"),
        ContrastPair(.fgMuted, on: .bg, .text, usage: "secondary and helper text, unchecked labels, percentages"),
        ContrastPair(.fgPrimary, on: .bg, .text, usage: "links, active tab, transparent primary button"),
        ContrastPair(.fgPositive, on: .bg, .text, usage: "success text"),
        ContrastPair(.fgNegative, on: .bg, .text, usage: "error text, field error helper"),
        ContrastPair(.fgWarning, on: .bg, .text, usage: "warning text"),
        ContrastPair(.fg, on: .bgAlternate, .text, usage: "text on alternating rows and sidebars"),
        ContrastPair(.fgMuted, on: .bgAlternate, .text, usage: "muted text on alternating rows and sidebars"),
        ContrastPair(.fg, on: .bgElevation1, .text, usage: "text on cards"),
        ContrastPair(.fgMuted, on: .bgElevation1, .text, usage: "muted text on cards"),
        ContrastPair(.fg, on: .bgElevation2, .text, usage: "alert title, modal text"),
        ContrastPair(.fgMuted, on: .bgElevation2, .text, usage: "alert body"),
        ContrastPair(.fgInverse, on: .bgInverse, .text, usage: "tooltip text, inverse button label"),
        ContrastPair(.fg, on: .bgSecondary, .text, usage: "informational banner text, chips, secondary button label"),
        ContrastPair(.fg, on: .bgPrimaryWash, .text, usage: "promotional banner text, selected list cell title"),
        ContrastPair(.fg, on: .bgWarningWash, .text, usage: "warning banner text"),
        ContrastPair(.fg, on: .bgNegativeWash, .text, usage: "error banner text"),
        ContrastPair(.fgInverse, on: .bgPrimary, .boldLabel, usage: "primary button label, checkbox mark"),
        ContrastPair(.fgInverse, on: .bgPositive, .boldLabel, usage: "positive button label"),
        ContrastPair(.fgInverse, on: .bgNegative, .boldLabel, usage: "negative button label"),
        ContrastPair(.fg, on: .bgTertiary, .boldLabel, usage: "tertiary button label"),
        ContrastPair(.fgMuted, on: .bgSecondary, .boldLabel, usage: "foregroundMuted button label"),
        ContrastPair(.fgPrimary, on: .bgSecondary, .icon, usage: "informational banner icon"),
        ContrastPair(.fgPrimary, on: .bgPrimaryWash, .icon, usage: "promotional banner icon, selected list cell check"),
        ContrastPair(.fgWarning, on: .bgWarningWash, .icon, usage: "warning banner icon"),
        ContrastPair(.fgNegative, on: .bgNegativeWash, .icon, usage: "error banner icon"),
    ]
}
