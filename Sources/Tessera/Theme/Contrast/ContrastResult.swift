/// One pair of a contrast audit: the two colours, their ratio and whether it is enough.
public struct ContrastResult: Hashable, Sendable, Encodable {
    /// The pair, e.g. `fgMuted on bgSecondary`.
    public var pair: String
    /// Where the components draw it.
    public var usage: String
    /// The scheme the colours were taken from.
    public var scheme: ColorScheme
    /// The foreground colour in that scheme.
    public var foreground: RGB
    /// The background colour in that scheme.
    public var background: RGB
    /// The WCAG contrast ratio, from 1 to 21.
    public var ratio: Double
    /// The ratio the pair needs.
    public var required: Double

    /// Whether the ratio reaches the requirement (compared unrounded: 4.48 does not pass 4.5).
    public var passes: Bool { ratio >= required }

    /// A result; ``passes`` follows from `ratio` and `required`.
    public init(
        pair: String, usage: String, scheme: ColorScheme, foreground: RGB, background: RGB,
        ratio: Double, required: Double
    ) {
        self.pair = pair
        self.usage = usage
        self.scheme = scheme
        self.foreground = foreground
        self.background = background
        self.ratio = ratio
        self.required = required
    }

    private enum CodingKeys: String, CodingKey {
        case pair, usage, scheme, foreground, background, ratio, required, passes
    }

    /// `{"pair", "usage", "scheme", "foreground": "#rrggbb", "background", "ratio" (2 decimals), "required", "passes"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(pair, forKey: .pair)
        try container.encode(usage, forKey: .usage)
        try container.encode(scheme.rawValue, forKey: .scheme)
        try container.encode(foreground.hexString, forKey: .foreground)
        try container.encode(background.hexString, forKey: .background)
        try container.encode((ratio * 100).rounded() / 100, forKey: .ratio)
        try container.encode(required, forKey: .required)
        try container.encode(passes, forKey: .passes)
    }
}
