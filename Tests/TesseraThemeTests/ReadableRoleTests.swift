import Testing

@testable import Tessera

/// Issue 17, "readable text": every text role people read, in every built-in theme, scheme and
/// colour depth, reaches the theme's text ratio on the page and on the surfaces text sits on, as
/// a terminal of that depth shows it; and no role relies on `dim`, which a terminal may draw at
/// any faintness (xterm: two thirds of the colour).
@Suite("Readable roles at every depth")
struct ReadableRoleTests {
    static let depths: [ColorDepth] = [.truecolor, .c256, .c16, .c8]
    static let surfaces: [ColorToken] = [.bg, .bgAlternate, .bgElevation1, .bgElevation2]

    static func shown(_ value: RGB, at depth: ColorDepth) -> RGB {
        Color.rgb(value).degraded(to: depth).rgbValue(defaultColor: value)
    }

    @Test(arguments: Theme.measurableBuiltinNames)
    func everyRoleIsReadable(_ name: String) throws {
        let theme = try Theme.builtin(named: name)
        let needed = ContrastPair.Use.text.requiredRatio(for: theme.contrast)
        for role in TextRole.allCases {
            #expect(
                !theme.typography[role, default: TextRoleStyle()].attributes.contains(.dim),
                "\(name) \(role) is dim")
        }
        for scheme in ColorScheme.allCases {
            for depth in Self.depths {
                let resolved = theme.resolved(for: scheme, depth: depth)
                for role in TextRole.allCases {
                    // At 8 colours muted text is drawn as the foreground, dimmed (ColorToken+Depth).
                    let token = (resolved.style(for: role).color ?? .fg).legible(at: depth).token
                    let ink = Self.shown(resolved.rgb(token), at: depth)
                    for surface in Self.surfaces {
                        let ratio = ContrastAudit.ratio(ink, Self.shown(resolved.rgb(surface), at: depth))
                        #expect(ratio >= needed, "\(name) \(scheme) \(depth) \(role) on \(surface): \(ratio)")
                    }
                }
            }
        }
    }

    /// Every text pair of the audit (``ContrastPair/all``) at every depth, not only in truecolor.
    @Test(arguments: Theme.measurableBuiltinNames)
    func everyTextPairHoldsAtEveryDepth(_ name: String) throws {
        let theme = try Theme.builtin(named: name)
        for scheme in ColorScheme.allCases {
            for depth in Self.depths {
                let resolved = theme.resolved(for: scheme, depth: depth)
                for pair in ContrastPair.all where pair.use == .text {
                    let ink = Self.shown(resolved.rgb(pair.foreground.legible(at: depth).token), at: depth)
                    let ground = Self.shown(resolved.rgb(pair.background), at: depth)
                    // A status colour with no legible colour of its hue at the depth is drawn bold
                    // (at the large-text ratio) or on a fill of its hue (AccentEmphasis); an AAA
                    // theme's 7:1 is held to the most the depth gives a hue, never under AA (DepthReach).
                    let level = theme.contrast
                    let ratio: Double, needed: Double
                    switch resolved.accentEmphasis(pair.foreground) {
                    case nil:
                        ratio = ContrastAudit.ratio(ink, ground)
                        needed = pair.use.requiredRatio(for: level, foreground: ink, background: ground, at: depth)
                    case .bold:
                        ratio = ContrastAudit.ratio(ink, ground)
                        needed = ContrastPair.Use.boldLabel.requiredRatio(for: level, foreground: ink, background: ground, at: depth)
                    case .filled:
                        let label = Self.shown(resolved.ink(.fg, on: pair.foreground), at: depth)
                        ratio = ContrastAudit.ratio(label, ink)
                        needed = pair.use.requiredRatio(for: level, foreground: label, background: ink, at: depth)
                    }
                    #expect(ratio >= needed, "\(name) \(scheme) \(depth) \(pair.name): \(ratio)")
                }
            }
        }
    }
}
