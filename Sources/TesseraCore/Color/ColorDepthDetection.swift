extension ColorDepth {
    /// The colour depth to draw with, decided from the environment and the terminal's terminfo entry.
    ///
    /// The first rule that applies wins:
    /// 1. `override` (for example from a `--colors` flag), when given.
    /// 2. `NO_COLOR` set to a non-empty value: monochrome (see no-color.org).
    /// 3. `COLORTERM` is `truecolor` or `24bit` (any case): truecolor.
    /// 4. terminfo has the `RGB` or `Tc` flag: truecolor.
    /// 5. terminfo `colors`: 16,777,216 or more is truecolor, 256 or more 256 colours, 16 or more
    ///    16 colours, 8 or more 8 colours.
    /// 6. Otherwise (fewer colours, or no terminfo entry): monochrome.
    ///
    /// Pure: the caller reads the environment and terminfo, so every combination can be tested.
    ///
    /// - Parameters:
    ///   - environment: the process environment, e.g. `ProcessInfo.processInfo.environment`.
    ///   - terminfoColors: terminfo's `colors` number (`tigetnum("colors")`), or nil when unknown.
    ///   - terminfoHasRGB: whether terminfo has the `RGB` or `Tc` flag.
    ///   - override: a depth the user asked for explicitly.
    public static func detect(
        environment: [String: String],
        terminfoColors: Int?,
        terminfoHasRGB: Bool = false,
        override: ColorDepth? = nil
    ) -> ColorDepth {
        if let override { return override }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        if let colorTerm = environment["COLORTERM"]?.lowercased(), colorTerm == "truecolor" || colorTerm == "24bit" {
            return .truecolor
        }
        if terminfoHasRGB { return .truecolor }
        return switch terminfoColors ?? 0 {
        case 16_777_216...: .truecolor
        case 256...: .c256
        case 16...: .c16
        case 8...: .c8
        default: .monochrome
        }
    }
}
