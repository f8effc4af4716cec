import TesseraCore

/// The colour-depth decision rules, until `ColorDepth.detect(environment:terminfoColors:terminfoHasRGB:override:)`
/// lands in TesseraCore; then this forwards to it (same rules, same parameters).
///
/// The first rule that applies wins: `override`; `NO_COLOR` non-empty → monochrome; `COLORTERM`
/// `truecolor`/`24bit` → truecolor; terminfo `RGB`/`Tc` → truecolor; terminfo `colors` ≥ 2^24,
/// ≥ 256, ≥ 16, ≥ 8; otherwise monochrome.
enum ColorDepthRules {
    static func detect(
        environment: [String: String], terminfoColors: Int?, terminfoHasRGB: Bool, override: ColorDepth?
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
