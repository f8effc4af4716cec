#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks a theme's text-on-surface pairs against WCAG 2.x contrast ratios.
public enum ContrastAudit {
    /// Every pair of ``ContrastPair/all`` in one scheme, with the ratio the theme's
    /// `Theme/contrast` level requires.
    public static func run(theme: Theme, scheme: ColorScheme) -> [ContrastResult] {
        let resolved = theme.resolved(for: scheme)
        return ContrastPair.all.map { pair in
            let foreground = resolved.rgb(pair.foreground)
            let background = resolved.rgb(pair.background)
            return ContrastResult(
                pair: pair.name, usage: pair.usage, scheme: scheme, foreground: foreground,
                background: background, ratio: ratio(foreground, background),
                required: pair.requiredRatio(for: theme.contrast))
        }
    }

    /// Both schemes, light first.
    public static func run(theme: Theme) -> [ContrastResult] {
        ColorScheme.allCases.flatMap { run(theme: theme, scheme: $0) }
    }

    /// The WCAG 2.x contrast ratio of two colours, from 1 (equal) to 21 (black on white), whichever
    /// is lighter: `(L1 + 0.05) / (L2 + 0.05)`.
    public static func ratio(_ first: RGB, _ second: RGB) -> Double {
        let a = relativeLuminance(first)
        let b = relativeLuminance(second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// WCAG 2.x relative luminance: sRGB channels linearised, weighted 0.2126, 0.7152, 0.0722.
    public static func relativeLuminance(_ color: RGB) -> Double {
        // The channels' linear values come from a table: this runs tens of thousands of times
        // while a theme's colours are chosen for a shallow depth.
        let linear = RGB.linearChannels
        return 0.2126 * linear[Int(color.red)] + 0.7152 * linear[Int(color.green)] + 0.0722 * linear[Int(color.blue)]
    }
}
