import Testing

@testable import Tessera

/// The second review's defect 18: in monochrome the primary, positive and negative switches were
/// the same bold `━━●`. Where the truecolor render tells an on switch's variant by its colour,
/// every depth does, by colour or by the variant's marks.
@Suite struct ToggleVariantMarksTests {
    @Test(arguments: [ColorDepth.truecolor, .c256, .c16, .c8, .monochrome])
    func onSwitchesOfEachVariantAreDistinct(depth: ColorDepth) throws {
        for name in Theme.builtinNames {
            let theme = try Theme.builtin(named: name)
            for scheme in ColorScheme.allCases {
                var seen: [[ShownCell]: ToggleVariant] = [:]
                for variant in ToggleVariant.allCases {
                    let toggle = Toggle("Alerts", isOn: .constant(true)).toggleStyle(.tessera(variant))
                    let row = shownCells(
                        renderControl(
                            toggle, theme: theme, scheme: scheme, depth: depth,
                            columns: 16, rows: 1), at: depth)[0]
                    #expect(seen[row] == nil, "\(name) \(scheme) \(depth): \(variant) looks like \(seen[row].map { "\($0)" } ?? "")")
                    seen[row] = variant
                }
            }
        }
    }

    @Test func monochromeMarksAreOnTheLabelAndOnlyWhileOnAndEnabled() throws {
        func label(_ variant: ToggleVariant, isOn: Bool, state: ControlRenderState = .normal) throws -> TextAttributes {
            let toggle = Toggle("Alerts", isOn: .constant(isOn)).toggleStyle(.tessera(variant))
            let buffer = renderControl(toggle, state: state, depth: .monochrome, columns: 16, rows: 1)
            let at = try #require(locate("Alerts", in: buffer))
            return buffer[at.x, at.y].style.attributes
        }
        #expect(try label(.positive, isOn: true).contains(.italic))
        #expect(try label(.negative, isOn: true).contains(.underline))
        #expect(try label(.primary, isOn: true).isDisjoint(with: [.italic, .underline]))
        #expect(try label(.positive, isOn: false) == label(.primary, isOn: false), "off, the variants look alike at every depth")
        #expect(
            try label(.negative, isOn: true, state: .disabled) == label(.primary, isOn: true, state: .disabled),
            "a disabled switch shows no variant")
    }
}
