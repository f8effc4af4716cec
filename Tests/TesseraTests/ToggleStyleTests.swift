import Testing

@testable import Tessera

/// A value the tests can bind controls to.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

@Suite struct ToggleColorTests {
    /// TOKENS.md: Switch track bgPrimary (the variant's fill) / bgTertiary, which Tessera departs
    /// from for the line colour (3:1 on the page, where bgTertiary is 1.5:1); thumb fgInverse
    /// (light), fg (dark), or another ink where that is under 3:1; control labels fg when on,
    /// fgMuted when off.
    @Test(arguments: ToggleVariant.allCases)
    func switchColoursFollowTheTable(variant: ToggleVariant) {
        let fills: [ToggleVariant: ColorToken] = [.primary: .bgPrimary, .positive: .bgPositive, .negative: .bgNegative]
        for scheme in ColorScheme.allCases {
            let theme = Theme.default.resolved(for: scheme)
            for isOn in [true, false] {
                let colors = toggleColors(variant: variant, isOn: isOn, theme: theme)
                #expect(colors.track == theme.color(isOn ? fills[variant] ?? .bgPrimary : .bgLineHeavy))
                // The knob keeps the table's token where it is 3:1 on the track, else another ink
                // (a white knob on the light off track is 1.5:1).
                let preferred = theme.rgb(scheme == .light ? .fgInverse : .fg)
                let track = theme.rgb(isOn ? fills[variant] ?? .bgPrimary : .bgLineHeavy)
                if ContrastAudit.ratio(preferred, track) >= 3 {
                    #expect(colors.thumb == .rgb(preferred))
                } else {
                    #expect(ContrastAudit.ratio(colors.thumb.rgbValue(defaultColor: preferred), track) >= 3)
                }
                #expect(colors.label == theme.color(isOn ? .fg : .fgMuted))
            }
        }
    }

    /// TOKENS.md: Checkbox fill bgPrimary / bg, mark fgInverse, border — / bgLineHeavy.
    @Test func checkboxColoursFollowTheTable() {
        for scheme in ColorScheme.allCases {
            let theme = Theme.default.resolved(for: scheme)
            #expect(
                checkboxColors(isOn: true, theme: theme)
                    == CheckboxColors(
                        fill: theme.color(.bgPrimary), mark: theme.color(.fgInverse), border: nil, label: theme.color(.fg)))
            #expect(
                checkboxColors(isOn: false, theme: theme)
                    == CheckboxColors(
                        fill: theme.color(.bg), mark: theme.color(.fgInverse), border: theme.color(.bgLineHeavy),
                        label: theme.color(.fgMuted)))
        }
    }

}

@Suite struct ToggleRenderingTests {
    @Test(arguments: ToggleVariant.allCases)
    func switchCellsCarryTheMappedColours(variant: ToggleVariant) throws {
        for scheme in ColorScheme.allCases {
            let theme = Theme.default.resolved(for: scheme)
            for isOn in [true, false] {
                let toggle = Toggle("Wi-Fi", isOn: .constant(isOn)).toggleStyle(.tessera(variant))
                let buffer = renderControl(toggle, scheme: scheme)
                let colors = toggleColors(variant: variant, isOn: isOn, theme: theme)
                let thumb = try #require(locate("●", in: buffer))
                #expect(buffer[thumb.x, thumb.y].style.foreground == colors.thumb)
                // Three cells of track, the thumb at the end that says on or off.
                let start = focusRingInset
                #expect(thumb.x == (isOn ? start + 2 : start))
                for x in start...(start + 2) { #expect(buffer[x, 0].style.background == colors.track, "\(variant) \(isOn) \(scheme)") }
                let label = try #require(locate("Wi-Fi", in: buffer))
                #expect(buffer[label.x, label.y].style.foreground == colors.label)
            }
        }
    }

    @Test func checkboxCellsCarryTheMappedColours() throws {
        let theme = Theme.default.resolved(for: .light)
        let checked = renderControl(Toggle("Remember", isOn: .constant(true)).toggleStyle(.checkbox))
        let mark = try #require(locate("✓", in: checked))
        let on = checkboxColors(isOn: true, theme: theme)
        #expect(checked[mark.x, mark.y].style.foreground == on.mark)
        #expect(checked[mark.x, mark.y].style.background == on.fill)
        #expect(checked[mark.x - 1, mark.y].style.background == on.fill, "the box is three cells of fill")
        let unchecked = renderControl(Toggle("Remember", isOn: .constant(false)).toggleStyle(.checkbox))
        let box = try #require(locate("[ ]", in: unchecked))
        let off = checkboxColors(isOn: false, theme: theme)
        #expect(unchecked[box.x, box.y].style.foreground == off.border)
        #expect(unchecked[box.x + 1, box.y].style.background == off.fill)
        let label = try #require(locate("Remember", in: unchecked))
        #expect(unchecked[label.x, label.y].style.foreground == off.label)
    }

    @Test func theProviderInstallsThePrimarySwitch() throws {
        let theme = Theme.default.resolved(for: .light)
        let buffer = renderControl(Toggle("Wi-Fi", isOn: .constant(true)))
        #expect(buffer[focusRingInset, 0].style.background == theme.color(.bgPrimary))
        let description = providedValue(\.toggleStyleDescription)
        #expect(description == ".tessera(.primary)")
    }

    @Test func spaceFlipsSwitchesAndCheckboxes() {
        for checkbox in [false, true] {
            let box = Box(false)
            let toggle = Toggle("Wi-Fi", isOn: box.binding)
            let host = ViewHost(
                ThemeProvider(.default) {
                    if checkbox { toggle.toggleStyle(.checkbox) } else { toggle }
                })
            _ = host.render(size: TerminalSize(columns: 20, rows: 1))
            host.handle(.key(KeyPress(.tab)))
            host.handle(.key(KeyPress(.character(" "))))
            #expect(box.value)
        }
    }
}

@Suite struct ToggleDepthTests {
    private func monochromeRow<V: View>(_ view: V, _ state: ControlRenderState = .normal) -> [String] {
        renderControl(view, state: state, depth: .monochrome).degradedForMonochrome.first ?? []
    }

    @Test func monochromeTellsOnFromOffByGlyphAndAttributes() {
        let switchOn = rowsOf(renderControl(Toggle("A", isOn: .constant(true)), depth: .monochrome))[0]
        let switchOff = rowsOf(renderControl(Toggle("A", isOn: .constant(false)), depth: .monochrome))[0]
        #expect(switchOn == "  ━━● A")
        #expect(switchOff == "  ○── A")
        let checkOn = renderControl(Toggle("A", isOn: .constant(true)).toggleStyle(.checkbox), depth: .monochrome)
        #expect(checkOn[3, 0].grapheme == "✓" && checkOn[3, 0].style.attributes.contains(.reverse))
        #expect(rowsOf(renderControl(Toggle("A", isOn: .constant(false)).toggleStyle(.checkbox), depth: .monochrome))[0] == "  [ ] A")
    }

    @Test func focusShowsInMonochromeOnEveryToggleForm() {
        let views: [AnyView] = [
            AnyView(Toggle("A", isOn: .constant(true))),
            AnyView(Toggle("A", isOn: .constant(false)).toggleStyle(.checkbox)),
        ]
        for view in views {
            let focused = monochromeRow(view, .focused)
            #expect(focused != monochromeRow(view))
            #expect(focused.first?.hasPrefix("▸") == true)
        }
    }

    @Test func disabledIsOneGreyAtTruecolorAndDimsBelow() throws {
        let theme = Theme.default.resolved(for: .light)
        let toggle = Toggle("Wi-Fi", isOn: .constant(true))
        let faded = renderControl(toggle, state: .disabled)
        let label = try #require(locate("Wi-Fi", in: faded))
        let ink = DisabledLook(theme: theme, depth: .truecolor).ink
        #expect(faded[label.x, label.y].style.foreground == ink)
        // No track fill: the glyph track, in the same ink as the label.
        #expect(rowsOf(faded)[0].hasPrefix("  ━━●"))
        for x in focusRingInset..<(focusRingInset + 3) {
            #expect(faded[x, 0].style.background == theme.color(.bg), "column \(x)")
            #expect(faded[x, 0].style.foreground == ink, "column \(x)")
        }
        #expect(!faded[label.x, label.y].style.attributes.contains(.dim))
        for depth in [ColorDepth.c16, .c8] {
            let dimmed = renderControl(toggle, state: .disabled, depth: depth)
            #expect(dimmed[label.x, label.y].style.attributes.contains(.dim), "\(depth)")
        }
        let checkbox = renderControl(Toggle("A", isOn: .constant(true)).toggleStyle(.checkbox), state: .disabled, depth: .monochrome)
        #expect(checkbox[2, 0].style.attributes.contains(.dim))
        #expect(!checkbox[2, 0].style.attributes.contains(.reverse), "monochrome disabled never reverses")
    }

    @Test func asciiOnlyTogglesUseASCII() {
        for depth in [ColorDepth.truecolor, .c16, .monochrome] {
            let views: [AnyView] = [
                AnyView(Toggle("A", isOn: .constant(true))),
                AnyView(Toggle("A", isOn: .constant(false))),
                AnyView(Toggle("A", isOn: .constant(true)).toggleStyle(.checkbox)),
            ]
            for view in views {
                let rows = rowsOf(renderControl(view.environment(\.asciiOnly, true), state: .focused, depth: depth))
                #expect(rows[0].allSatisfy { $0.isASCII }, "\(rows[0]) at \(depth)")
                #expect(rows[0].hasPrefix(">") && rows[0].hasSuffix("<"))
            }
        }
    }

    @Test func fewColoursKeepLinesVisibleOnThePage() throws {
        // bgLineHeavy is as light as the page at 8 colours; the unchecked box must still show.
        let theme = Theme.default.resolved(for: .light)
        let buffer = renderControl(Toggle("A", isOn: .constant(false)).toggleStyle(.checkbox), depth: .c8)
        let box = try #require(locate("[", in: buffer))
        let shown = buffer[box.x, box.y].style.foreground.degraded(to: .c8)
        #expect(shown != theme.color(.bg).degraded(to: .c8))
    }
}

@Suite struct ToggleAccessibilityTests {
    @Test func everyToggleFormIsLabelled() {
        let views: [AnyView] = [
            AnyView(Toggle("Wi-Fi", isOn: .constant(true))),
            AnyView(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.tessera(.negative))),
            AnyView(Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(.checkbox)),
        ]
        for view in views {
            let host = ViewHost(ThemeProvider(.default) { view })
            _ = host.render(size: TerminalSize(columns: 20, rows: 3))
            #expect(host.unlabeledElements.isEmpty)
            #expect(!host.focusOrderLabels.isEmpty)
        }
    }
}
