/// The audit of a theme of terminal colours (`TerminalColors`). Its colours are whatever the
/// user's terminal shows for the default colours and the 16 ANSI indices, which Tessera cannot
/// know, so no ratio can be measured; the audit checks the structure instead: no text or icon is
/// drawn in the colour of the surface under it, and focus is shown by more than colour.
public enum TerminalColorAudit {
    /// What the audit can and cannot say, for the top of a report.
    public static let explanation =
        "its colours are the terminal's own (default and ANSI 0–15), which Tessera cannot "
        + "know, so no contrast ratio is measured; the audit checks the structure instead: no text on its own colour, "
        + "focus shown by more than colour"

    /// One check of the audit.
    public struct Finding: Hashable, Sendable, Encodable {
        /// The pair (`fgMuted on bgSecondary`) or `focus ring`.
        public var pair: String
        /// Where the components draw it.
        public var usage: String
        /// The scheme the colours were taken from.
        public var scheme: ColorScheme
        /// The foreground as the terminal is told it: `default` or `ansi 4`.
        public var foreground: String
        /// The background as the terminal is told it.
        public var background: String
        /// Whether the check holds.
        public var passes: Bool

        private enum CodingKeys: String, CodingKey { case pair, usage, scheme, foreground, background, passes }

        /// `{"pair", "usage", "scheme", "foreground": "ansi 4", "background": "default", "passes"}`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(pair, forKey: .pair)
            try container.encode(usage, forKey: .usage)
            try container.encode(scheme.rawValue, forKey: .scheme)
            try container.encode(foreground, forKey: .foreground)
            try container.encode(background, forKey: .background)
            try container.encode(passes, forKey: .passes)
        }
    }

    /// Every pair of ``ContrastPair/all`` in one scheme, then the focus ring.
    public static func run(theme: Theme, scheme: ColorScheme) -> [Finding] {
        let resolved = theme.resolved(for: scheme)
        var findings = ContrastPair.all.map { pair in
            let foreground = resolved.color(pair.foreground), background = resolved.color(pair.background)
            // Default on default is the terminal's own text on its own page; any other pair of equal
            // colours is text on its own colour.
            let ownColor = foreground == background && foreground != .default
            return Finding(
                pair: pair.name, usage: pair.usage, scheme: scheme, foreground: name(foreground),
                background: name(background), passes: !ownColor)
        }
        let ring = theme.focus
        let marked = !ring.attributes.isEmpty || ring.leading != " " || ring.trailing != " "
        findings.append(
            Finding(
                pair: "focus ring", usage: "the focused control: attributes or marks besides its colour",
                scheme: scheme, foreground: name(resolved.color(ring.color)), background: name(resolved.color(.bg)),
                passes: marked))
        return findings
    }

    /// Both schemes, light first.
    public static func run(theme: Theme) -> [Finding] {
        ColorScheme.allCases.flatMap { run(theme: theme, scheme: $0) }
    }

    /// `default`, `ansi 4`, or (not in a theme of terminal colours) `#rrggbb` / `palette 42`.
    static func name(_ color: Color) -> String {
        switch color {
        case .default: "default"
        case .ansi(let index): "ansi \(index)"
        case .palette(let index): "palette \(index)"
        case .rgb(let rgb): rgb.hexString
        }
    }
}
