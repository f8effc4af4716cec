import Testing

@testable import Tessera

/// The review's case: in monochrome positive, negative and inverse buttons were the same bold
/// reverse block as primary, and primary and secondary looked alike. Where the depth cannot show
/// the variants' colours, their marks (TOKENS.md, "Button variants without colour") keep them apart.
@Suite struct ButtonVariantMarksTests {
    private static let filled = ButtonVariant.allCases.filter { $0 != .plain }

    /// The label cell of a button as a terminal of `depth` shows it.
    private func labelStyle(
        _ variant: ButtonVariant, size: ControlSize, scheme: ColorScheme, depth: ColorDepth,
        state: ControlRenderState = .normal
    ) throws -> CellStyle {
        let buffer = renderControl(
            Button("Go") {}.buttonStyle(.tessera(variant, size: size)),
            state: state, scheme: scheme, depth: depth)
        let go = try #require(locate("Go", in: buffer))
        return buffer[go.x, go.y].style.degraded(to: depth)
    }

    @Test(arguments: [ColorDepth.monochrome, .c8, .c16], [ControlSize.small, .medium])
    func theSevenFilledVariantsArePairwiseDistinct(depth: ColorDepth, size: ControlSize) throws {
        for scheme in ColorScheme.allCases {
            var seen: [CellStyle: ButtonVariant] = [:]
            for variant in Self.filled {
                let style = try labelStyle(variant, size: size, scheme: scheme, depth: depth)
                #expect(seen[style] == nil, "\(depth) \(scheme) \(size): \(variant) looks like \(seen[style].map { "\($0)" } ?? "")")
                seen[style] = variant
            }
        }
    }

    @Test func monochromePrimaryIsNotSecondaryAndPlainIsNeitherNorDisabled() throws {
        for scheme in ColorScheme.allCases {
            let primary = try labelStyle(.primary, size: .medium, scheme: scheme, depth: .monochrome)
            let secondary = try labelStyle(.secondary, size: .medium, scheme: scheme, depth: .monochrome)
            #expect(primary.attributes.isSuperset(of: [.reverse, .bold]))
            #expect(secondary.attributes == .reverse)
            let plain = try labelStyle(.plain, size: .medium, scheme: scheme, depth: .monochrome)
            let disabled = try labelStyle(.plain, size: .medium, scheme: scheme, depth: .monochrome, state: .disabled)
            #expect(plain.attributes == .underline, "a visible affordance without colour")
            #expect(Set([plain, disabled, primary, secondary]).count == 4)
        }
    }

    @Test func marksAreAddedOnlyWhereColoursCannotTellTheVariantsApart() throws {
        for variant in Self.filled where variant != .foregroundMuted {
            let style = try labelStyle(variant, size: .medium, scheme: .light, depth: .truecolor)
            #expect(style.attributes.isEmpty, "\(variant): \(style.attributes)")
        }
    }

    /// At 16 colours a dark page's muted text has a grey of its own (ANSI 8, 5.2:1 on black): the
    /// muted button's label is not dimmed on top of it, which xterm shows as #545454, 2.8:1. Where
    /// muted has no colour of its own (monochrome), dim still marks it.
    @Test func aMutedLabelInAGreyOfItsOwnIsNotDimmed() throws {
        let sixteen = try labelStyle(.foregroundMuted, size: .medium, scheme: .dark, depth: .c16)
        #expect(!sixteen.attributes.contains(.dim))
        #expect(sixteen.foreground == .ansi(8))
        let mono = try labelStyle(.foregroundMuted, size: .medium, scheme: .dark, depth: .monochrome)
        #expect(mono.attributes.contains(.dim))
    }

    @Test func mutedIsQuieterThanSecondaryInTheDarkScheme() throws {
        for name in Theme.builtinNames {
            let theme = try Theme.builtin(named: name).resolved(for: .dark)
            let muted = buttonColors(variant: .foregroundMuted, state: .normal, theme: theme)
            let secondary = buttonColors(variant: .secondary, state: .normal, theme: theme)
            #expect(muted.fill != secondary.fill, "\(name)")
        }
        for depth in [ColorDepth.truecolor, .c256] {
            let muted = try labelStyle(.foregroundMuted, size: .medium, scheme: .dark, depth: depth)
            let secondary = try labelStyle(.secondary, size: .medium, scheme: .dark, depth: depth)
            #expect(muted.background != secondary.background, "\(depth)")
        }
    }
}
