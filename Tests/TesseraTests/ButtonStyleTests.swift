import Testing

@testable import Tessera

/// TOKENS.md, "Component colours", the Button rows: fill, text, border per variant.
private let buttonTable: [ButtonVariant: (fill: ColorToken?, text: ColorToken, border: ColorToken?)] = [
    .plain: (nil, .fgPrimary, nil),
    .primary: (.bgPrimary, .fgInverse, nil),
    .secondary: (.bgSecondary, .fg, nil),
    .tertiary: (.bgTertiary, .fg, nil),
    .positive: (.bgPositive, .fgInverse, nil),
    .negative: (.bgNegative, .fgInverse, nil),
    .inverse: (.bgInverse, .fgInverse, nil),
    .foregroundMuted: (.bgAlternate, .fgMuted, nil),
]

/// TOKENS.md: the focus ring of a filled button is the first of these that keeps 3:1 against the
/// fill; of an unfilled one, `bgLinePrimary`.
private func expectedRing(_ row: (fill: ColorToken?, text: ColorToken, border: ColorToken?)?, _ theme: ResolvedTheme) -> ColorToken {
    guard let fill = row?.fill, let text = row?.text else { return .bgLinePrimary }
    return [ColorToken.bgLinePrimarySubtle, .bgLinePrimary, text, .fg]
        .first { ContrastAudit.ratio(theme.rgb($0), theme.rgb(fill)) >= 3 } ?? .fg
}

/// TOKENS.md: a transparent button draws no fill and its label in the variant's own foreground.
private let transparentText: [ButtonVariant: ColorToken] = [
    .plain: .fgPrimary, .primary: .fgPrimary, .secondary: .fg, .tertiary: .fg, .positive: .fgPositive,
    .negative: .fgNegative, .inverse: .fg, .foregroundMuted: .fgMuted,
]

/// `a` moved `t` of the way to `b`, channel by channel (TOKENS.md's blend toward the background).
func mix(_ a: RGB, _ b: RGB, _ t: Double) -> Color {
    func channel(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * t).rounded()) }
    return .rgb(RGB(channel(a.red, b.red), channel(a.green, b.green), channel(a.blue, b.blue)))
}

/// The first cell of `text` in a frame.
func locate(_ text: String, in buffer: CellBuffer) -> Point? {
    for y in 0..<buffer.rows {
        let row = Array(buffer.row(y))
        let characters = Array(text)
        guard row.count >= characters.count else { continue }
        for x in 0...(row.count - characters.count)
        where (0..<characters.count).allSatisfy({ row[x + $0].grapheme == characters[$0] }) {
            return Point(x: x, y: y)
        }
    }
    return nil
}

/// The smallest rectangle holding every cell whose background is `color`.
func extent(of color: Color, in buffer: CellBuffer) -> Rect? {
    var points: [Point] = []
    for y in 0..<buffer.rows {
        for x in 0..<buffer.columns where buffer[x, y].style.background == color { points.append(Point(x: x, y: y)) }
    }
    guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
        let minY = points.map(\.y).min(), let maxY = points.map(\.y).max()
    else { return nil }
    return Rect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
}

@Suite struct ButtonColorTests {
    @Test(arguments: ButtonVariant.allCases)
    func everyVariantStateAndSchemeHasTheTableColours(variant: ButtonVariant) {
        let row = buttonTable[variant]
        for scheme in ColorScheme.allCases {
            let theme = Theme.default.resolved(for: scheme)
            for state in ButtonState.allCases {
                let colors = buttonColors(variant: variant, state: state, theme: theme)
                var fill = row?.fill.map { theme.fill(of: $0, variant: variant) }
                var text = row.map { theme.color($0.text) }
                var border = row?.border.map(theme.color)
                switch state {
                case .normal, .loading:
                    break
                case .focused:
                    border = theme.color(expectedRing(row, theme))
                case .pressed:
                    border = theme.color(expectedRing(row, theme))
                    if let token = row?.fill, let textToken = row?.text {
                        // Toward the label, or away from it (toward black or white) where toward
                        // it would leave the label under 4.5:1.
                        let label = theme.rgb(textToken)
                        let toward = mix(theme.rgb(token), label, 0.25)
                        let away =
                            ContrastAudit.ratio(label, RGB(0, 0, 0)) > ContrastAudit.ratio(label, RGB(255, 255, 255))
                            ? RGB(0, 0, 0) : RGB(255, 255, 255)
                        fill =
                            ContrastAudit.ratio(label, toward.rgbValue(defaultColor: label)) >= 4.5
                            ? toward : mix(theme.rgb(token), away, 0.25)
                    } else {
                        fill = theme.color(.bgSecondary)
                    }
                case .disabled:
                    // No fill; the label, and the box of a filled variant, in the one disabled ink.
                    let ink = DisabledLook(theme: theme, depth: .truecolor).ink
                    fill = nil
                    text = ink
                    border = row?.fill == nil ? nil : ink
                }
                #expect(colors.fill == fill, "\(variant) \(state) \(scheme) fill")
                #expect(colors.text == text, "\(variant) \(state) \(scheme) text")
                #expect(colors.border == border, "\(variant) \(state) \(scheme) border")
            }
        }
    }

    @Test(arguments: ButtonVariant.allCases)
    func transparentDropsTheFillAndUsesTheVariantsForeground(variant: ButtonVariant) throws {
        let expected = try #require(transparentText[variant])
        for scheme in ColorScheme.allCases {
            let theme = Theme.default.resolved(for: scheme)
            let colors = buttonColors(variant: variant, state: .normal, transparent: true, theme: theme)
            #expect(colors == ButtonColors(fill: nil, text: theme.color(expected), border: nil))
            #expect(
                buttonColors(variant: variant, state: .focused, transparent: true, theme: theme).border
                    == theme.color(.bgLinePrimary))
        }
    }

    @Test func destructiveRoleTintsUnfilledForegroundButtonsOnly() {
        let theme = Theme.default.resolved(for: .light)
        let negative = theme.color(.fgNegative)
        #expect(buttonColors(variant: .plain, state: .normal, role: .destructive, theme: theme).text == negative)
        #expect(buttonColors(variant: .secondary, state: .normal, transparent: true, role: .destructive, theme: theme).text == negative)
        #expect(
            buttonColors(variant: .primary, state: .normal, transparent: true, role: .destructive, theme: theme).text
                == theme.color(.fgPrimary))
        #expect(buttonColors(variant: .primary, state: .normal, role: .destructive, theme: theme).text == theme.color(.fgInverse))
        #expect(buttonColors(variant: .plain, state: .normal, role: .cancel, theme: theme).text == theme.color(.fgPrimary))
    }
}

@Suite struct ButtonMetricsTests {
    /// The documented table: rows, and the spacing step of the padding.
    private let table: [ControlSize: [Density: (rows: Int, step: Int)]] = [
        .small: [.compact: (1, 1), .regular: (1, 2), .spacious: (1, 3)],
        .medium: [.compact: (1, 2), .regular: (3, 3), .spacious: (3, 4)],
        .large: [.compact: (3, 3), .regular: (3, 4), .spacious: (5, 5)],
    ]

    @Test func everySizeAndDensityFollowsTheTableAndTheThemesSpacing() throws {
        let spacing = Theme.default.spacing
        for size in ControlSize.allCases {
            for density in Density.allCases {
                let row = try #require(table[size]?[density])
                let metrics = buttonMetrics(size: size, density: density)
                #expect(metrics.height == row.rows, "\(size) \(density)")
                #expect(metrics.horizontalPadding == spacing[row.step], "\(size) \(density)")
                #expect(metrics.verticalPadding == (row.rows - 1) / 2)
            }
        }
        // Medium and large are three rows at regular density, small is one (TOKENS.md).
        #expect(buttonMetrics(size: .medium, density: .regular).height == 3)
        #expect(buttonMetrics(size: .large, density: .regular).height == 3)
        #expect(buttonMetrics(size: .small, density: .regular).height == 1)
    }

    @Test func paddingComesFromTheThemeAndNeverDropsBelowOneColumn() {
        #expect(buttonMetrics(size: .large, density: .regular, spacing: SpacingScale([0, 2, 4, 6, 8])).horizontalPadding == 8)
        #expect(buttonMetrics(size: .small, density: .compact, spacing: SpacingScale([0, 0, 0])).horizontalPadding == 1)
    }

    @Test(arguments: Density.allCases)
    func densityChangesRowsAndPaddingButNeverCutsTheLabel(density: Density) {
        for size in ControlSize.allCases {
            let title = "Transfer funds now"
            let button = Button(title) {}.buttonStyle(.tessera(.primary, size: size)).density(density)
            let buffer = renderControl(button, columns: 40, rows: 7)
            let metrics = buttonMetrics(size: size, density: density)
            #expect(locate(title, in: buffer) != nil, "\(size) \(density)")
            let fill = extent(of: Theme.default.resolved(for: .light).color(.bgPrimary), in: buffer)
            #expect(
                fill == Rect(x: 0, y: 0, width: title.count + 2 * metrics.horizontalPadding, height: metrics.height),
                "\(size) \(density)")
        }
    }
}

@Suite struct ButtonRenderingTests {
    private let light = Theme.default.resolved(for: .light)

    @Test(arguments: [ButtonVariant.primary, .secondary, .negative, .foregroundMuted])
    func renderedCellsCarryTheMappedColours(variant: ButtonVariant) throws {
        for scheme in ColorScheme.allCases {
            let theme = Theme.default.resolved(for: scheme)
            for state in [ControlRenderState.normal, .focused, .disabled] {
                let buffer = renderControl(Button("Pay") {}.buttonStyle(.tessera(variant)), state: state, scheme: scheme)
                // The quiet button whose fill does not show on the page (default dark, 1.08:1) is
                // its label alone, bracketed (DistinctButtonVariantTests).
                let alone =
                    variant == .foregroundMuted && state != .disabled
                    && !theme.fillShows(theme.fill(of: .bgAlternate, variant: .foregroundMuted), on: .bg, at: .truecolor)
                let colors = buttonColors(
                    variant: variant, state: state == .disabled ? .disabled : state == .focused ? .focused : .normal,
                    transparent: alone, theme: theme)
                let label = try #require(locate("Pay", in: buffer))
                let cell = buffer[label.x, label.y].style
                #expect(cell.foreground == colors.text, "\(variant) \(state) \(scheme)")
                // No fill of its own shows the page (a disabled button).
                let fill = colors.fill ?? theme.color(.bg)
                #expect(cell.background == fill, "\(variant) \(state) \(scheme)")
                // The row above the label is fill too (a padded fill of three rows).
                #expect(buffer[label.x, label.y - 1].style.background == fill)
                if let border = colors.border {
                    #expect(buffer[0, 0].style.foreground == border, "\(variant) \(state) \(scheme) border")
                    #expect(buffer[0, 0].grapheme == (state == .focused ? "┏" : "╭"), "focus is one weight heavier")
                }
                #expect(!cell.attributes.contains(.dim), "disabled fades instead of dimming at truecolor")
            }
        }
    }

    @Test func focusedLabelTakesTheRingsAttributes() throws {
        let buffer = renderControl(Button("Pay") {}.buttonStyle(.tessera(.primary)), state: .focused)
        let label = try #require(locate("Pay", in: buffer))
        #expect(buffer[label.x, label.y].style.attributes.isSuperset(of: light.focus.attributes))
    }

    @Test func unstyledButtonUnderTheProviderIsThePlainHouseStyle() throws {
        let buffer = renderControl(Button("Details") {})
        let label = try #require(locate("Details", in: buffer))
        // No fill: the provider's background shows under the label.
        #expect(buffer[label.x, label.y].style.background == light.color(.bg))
        // The accent ink: an affordance, quieter than any fill.
        #expect(buffer[label.x, label.y].style.foreground == light.color(.fgPrimary))
        #expect(label == Point(x: 2, y: 0), "one row, two columns kept for the ring and a space")
        let description = providedValue(\.buttonStyleDescription)
        #expect(description == ".tessera")
    }

    @Test func buttonStyleOnAContainerReachesEveryButtonInside() throws {
        let view = VStack {
            Button("One") {}
            HStack { Button("Two") {} }
        }
        .buttonStyle(.tessera(.primary, size: .small))
        let buffer = renderControl(view)
        for title in ["One", "Two"] {
            let label = try #require(locate(title, in: buffer))
            #expect(buffer[label.x, label.y].style.background == light.color(.bgPrimary), "\(title)")
            #expect(buffer[label.x, label.y].style.foreground == light.color(.fgInverse), "\(title)")
        }
    }

    @Test func disabledOnAContainerGreysAndDisablesEveryButton() throws {
        let view = VStack {
            Button("One") {}.buttonStyle(.tessera(.primary, size: .small))
            Button("Two") {}
        }
        let wrapped = ThemeProvider(.default) { view.disabled(true) }
        let host = ViewHost(wrapped)
        let buffer = host.render(size: TerminalSize(columns: 20, rows: 3))
        #expect(host.focusOrderLabels.isEmpty)
        let one = try #require(locate("One", in: buffer))
        let primary = buttonColors(variant: .primary, state: .disabled, theme: light)
        #expect(primary.fill == nil)
        #expect(buffer[one.x, one.y].style.background == light.color(.bg))
        #expect(buffer[one.x, one.y].style.foreground == primary.text)
        #expect(rowsOf(buffer)[0].hasPrefix("[") && rowsOf(buffer)[0].hasSuffix("]"), "brackets keep its shape")
        let two = try #require(locate("Two", in: buffer))
        #expect(buffer[two.x, two.y].style.foreground == buttonColors(variant: .plain, state: .disabled, theme: light).text)
    }

    @Test(arguments: [ControlSize.small, .medium, .large])
    func loadingKeepsTheExactSizeAndShowsTheSpinner(size: ControlSize) throws {
        for block in [false, true] {
            let button = Button("Continue") {}.buttonStyle(.tessera(.primary, size: size, block: block)).frame(maxWidth: 30)
            let normal = renderControl(button, columns: 40, rows: 6)
            let loading = renderControl(button, state: .loading, columns: 40, rows: 6)
            let fill = light.color(.bgPrimary)
            let before = try #require(extent(of: fill, in: normal))
            #expect(extent(of: fill, in: loading) == before, "\(size) block: \(block)")
            #expect(locate("Continue", in: loading) == nil, "the label is hidden")
            let spinner = try #require(locate(light.motion.spinnerFrames[0], in: loading))
            #expect(before.contains(spinner))
        }
    }

    @Test func theSpinnerTurnsWithTheThemesFrameInterval() throws {
        let host = ViewHost(ThemeProvider(.default) { Button("Continue") {}.buttonStyle(.tessera(.primary)).loading() })
        let size = TerminalSize(columns: 20, rows: 3)
        let frames = light.motion.spinnerFrames
        #expect(locate(frames[0], in: host.render(size: size)) != nil)
        #expect(host.animationInterval == light.motion.frameInterval)
        host.time = light.motion.frameInterval
        #expect(locate(frames[1], in: host.render(size: size)) != nil)
    }

    @Test func buttonsInARowKeepTheirLabelsWhole() {
        // Different paddings side by side: none of the labels may wrap or be cut.
        let row = HStack {
            Button("Small") {}.buttonStyle(.tessera(.primary, size: .small))
            Button("Large") {}.buttonStyle(.tessera(.primary, size: .large))
            Button("Medium") {}.buttonStyle(.tessera(.secondary))
        }
        for density in Density.allCases {
            let buffer = renderControl(row.density(density), columns: 60, rows: 6)
            for title in ["Small", "Large", "Medium"] { #expect(locate(title, in: buffer) != nil, "\(title) \(density)") }
        }
    }

    @Test func asciiOnlyKeepsRingAndSpinnerInASCII() {
        let focused = renderControl(Button("Go") {}.buttonStyle(.tessera).environment(\.asciiOnly, true), state: .focused)
        #expect(rowsOf(focused)[0] == "> Go <")
        let boxed = renderControl(Button("Go") {}.buttonStyle(.tessera(.primary)).environment(\.asciiOnly, true), state: .focused)
        #expect(rowsOf(boxed)[0].hasPrefix("+-"))
        let loading = renderControl(Button("Go") {}.buttonStyle(.tessera).environment(\.asciiOnly, true), state: .loading)
        #expect(rowsOf(loading)[0].allSatisfy { $0.isASCII })
        #expect(rowsOf(loading)[0].contains("|"))
    }

    @Test func loadingKeepsItsPlaceInAStack() {
        let row = HStack(spacing: 0) {
            Button("Save") {}.buttonStyle(.tessera(.secondary))
            Text("|")
        }
        #expect(locate("|", in: renderControl(row)) == locate("|", in: renderControl(row, state: .loading)))
    }
}

@Suite struct ButtonColorDepthTests {
    /// The review's case: the tertiary ring was #5fafff on #d0d0d0, 1.5:1, at 256 colours. Every
    /// variant's ring keeps 3:1 against what it sits on (its fill, or the page), in every built-in
    /// theme, scheme and colour depth, as xterm shows the colours.
    @Test func focusRingKeepsThreeToOneAgainstWhatItSitsOn() throws {
        for name in Theme.measurableBuiltinNames {
            let theme = try Theme.builtin(named: name)
            for scheme in ColorScheme.allCases {
                for depth in [ColorDepth.truecolor, .c256, .c16, .c8] {
                    let resolved = theme.resolved(for: scheme, depth: depth)
                    for variant in ButtonVariant.allCases {
                        let tokens = ButtonTokens(variant: variant, transparent: false, role: nil)
                        let ground = tokens.fill ?? .bg
                        // A fill the depth cannot show is drawn as the page (an outline stands in).
                        guard resolved.shows(ground, on: .bg, at: depth) || ground == .bg else { continue }
                        let ring = resolved.shownRGB(tokens.ring(resolved, at: depth), at: depth)
                        let ratio = ContrastAudit.ratio(ring, resolved.shownRGB(ground, at: depth))
                        #expect(ratio >= 3, "\(name) \(scheme) \(depth) \(variant): \(ring.hexString) on \(ground), \(ratio):1")
                    }
                }
            }
        }
    }

    @Test func monochromeFocusRingShowsOnEveryVariant() {
        for variant in ButtonVariant.allCases {
            for size in [ControlSize.small, .medium] {
                let button = Button("Go") {}.buttonStyle(.tessera(variant, size: size))
                let plain = renderControl(button, depth: .monochrome)
                let focused = renderControl(button, state: .focused, depth: .monochrome)
                let shown = plain.degradedForMonochrome
                #expect(shown != focused.degradedForMonochrome, "\(variant) \(size)")
            }
        }
    }

    @Test func monochromeFocusUsesRingCharactersAndAttributes() throws {
        let small = renderControl(Button("Go") {}.buttonStyle(.tessera), state: .focused, depth: .monochrome)
        #expect(rowsOf(small)[0] == "▸ Go ◂")
        let label = try #require(locate("Go", in: small))
        #expect(small[label.x, label.y].style.attributes.isSuperset(of: [.bold, .underline]))
        let medium = renderControl(Button("Go") {}.buttonStyle(.tessera(.primary)), state: .focused, depth: .monochrome)
        #expect(rowsOf(medium)[0].hasPrefix("┏"), "the focus box is one weight heavier than the control border")
        #expect(rowsOf(renderControl(Button("Go") {}.buttonStyle(.tessera(.primary)), depth: .monochrome))[0].isEmpty)
    }

    @Test func monochromeFillsAreReverseVideoAndPlainIsNot() throws {
        let filled = renderControl(Button("Go") {}.buttonStyle(.tessera(.secondary)), depth: .monochrome)
        let go = try #require(locate("Go", in: filled))
        #expect(filled[go.x, go.y].style.attributes.contains(.reverse))
        #expect(filled[0, 0].style.attributes.contains(.reverse), "the padding rows are part of the fill")
        let plain = renderControl(Button("Go") {}.buttonStyle(.tessera), depth: .monochrome)
        let plainGo = try #require(locate("Go", in: plain))
        #expect(!plain[plainGo.x, plainGo.y].style.attributes.contains(.reverse))
    }

    @Test func monochromePressAndDisabled() throws {
        let button = Button("Go") {}.buttonStyle(.tessera(.primary, size: .small))
        let pressed = renderControl(button, state: .pressed, depth: .monochrome)
        let go = try #require(locate("Go", in: pressed))
        #expect(pressed[go.x, go.y].style.attributes.contains(.reverse), "a press keeps the reversed surface")
        #expect(rowsOf(pressed).contains { $0.contains("[ Go ]") }, "and brackets it")
        let disabled = renderControl(button, state: .disabled, depth: .monochrome)
        let cell = try #require(locate("Go", in: disabled).map { disabled[$0.x, $0.y].style.attributes })
        #expect(cell.contains(.dim) && !cell.contains(.reverse))
        let plainPressed = renderControl(Button("Go") {}.buttonStyle(.tessera), state: .pressed, depth: .monochrome)
        let plainGo = try #require(locate("Go", in: plainPressed))
        #expect(plainPressed[plainGo.x, plainGo.y].style.attributes.contains(.reverse))
    }

    @Test(arguments: [ColorDepth.c16, .c8])
    func fewColoursDimDisabledButtonsAndBracketPresses(depth: ColorDepth) throws {
        let theme = Theme.default.resolved(for: .light)
        let button = Button("Go") {}.buttonStyle(.tessera(.primary, size: .small))
        let disabled = renderControl(button, state: .disabled, depth: depth)
        let go = try #require(locate("Go", in: disabled))
        #expect(disabled[go.x, go.y].style.attributes.contains(.dim))
        #expect(disabled[go.x, go.y].style.foreground == theme.color(.fg), "the foreground, dimmed")
        #expect(disabled[go.x, go.y].style.background == theme.color(.bg), "no fill")
        let pressed = renderControl(button, state: .pressed, depth: depth)
        #expect(pressed[go.x, go.y].style.background == theme.color(.bgPrimary), "the resting fill stays")
        #expect(rowsOf(pressed).contains { $0.contains("[ Go ]") }, "and the press brackets it")
    }

    /// The review's case: Catppuccin at 16 colours drew a disabled primary button in the same cyan
    /// as the enabled one (`dim` does not change a fill). In every built-in theme and scheme, at 16
    /// and 8 colours, a disabled coloured button never shows its enabled fill.
    @Test func disabledNeverKeepsTheEnabledFillAtFewColours() throws {
        for name in Theme.builtinNames {
            let theme = try Theme.builtin(named: name)
            for scheme in ColorScheme.allCases {
                for depth in [ColorDepth.c16, .c8] {
                    for variant in [ButtonVariant.primary, .positive, .negative, .inverse] {
                        func fill(disabled: Bool) throws -> Color {
                            let view = ThemeProvider(theme, scheme: scheme) {
                                Button("Go") {}.buttonStyle(.tessera(variant, size: .small)).disabled(disabled)
                            }.environment(\.colorDepth, depth)
                            let buffer = ViewHost(view).render(size: TerminalSize(columns: 20, rows: 3))
                            let go = try #require(locate("Go", in: buffer))
                            let style = buffer[go.x, go.y].style.degraded(to: depth)
                            return style.attributes.contains(.reverse) ? style.foreground : style.background
                        }
                        let enabled = try fill(disabled: false)
                        let disabled = try fill(disabled: true)
                        #expect(disabled != enabled, "\(name) \(scheme) \(depth) \(variant): \(enabled) \(disabled)")
                    }
                }
            }
        }
    }

    /// A disabled button has no fill at any depth (``DisabledLook``), so a one-row filled one is
    /// bracketed and a three-row one boxed, to keep its shape; a plain or enabled one is not.
    @Test(arguments: ColorDepth.allCases)
    func aDisabledFilledButtonKeepsItsShapeWithLines(_ depth: ColorDepth) throws {
        for scheme in ColorScheme.allCases {
            let small = Button("Go") {}.buttonStyle(.tessera(.primary, size: .small))
            let row = try #require(rowsOf(renderControl(small, state: .disabled, scheme: scheme, depth: depth)).first)
            #expect(row.hasPrefix("[") && row.hasSuffix("]"), "\(depth) \(scheme): \(row)")
            let enabled = try #require(rowsOf(renderControl(small, scheme: scheme, depth: depth)).first)
            #expect(!enabled.contains("["), "\(depth) \(scheme): \(enabled)")
            let plain = try #require(rowsOf(renderControl(Button("Go") {}, state: .disabled, scheme: scheme, depth: depth)).first)
            #expect(!plain.contains("["), "\(depth) \(scheme): \(plain)")
            let medium = renderControl(Button("Go") {}.buttonStyle(.tessera(.primary)), state: .disabled, scheme: scheme, depth: depth)
            #expect(rowsOf(medium)[0].hasPrefix("╭"), "\(depth) \(scheme)")
        }
    }

    @Test func aFillTheDepthCannotShowBecomesAnOutline() {
        // bgSecondary and bg are both white at 8 colours in the light scheme.
        let button = Button("Go") {}.buttonStyle(.tessera(.secondary))
        #expect(rowsOf(renderControl(button, depth: .c8))[0].hasPrefix("╭"))
        #expect(rowsOf(renderControl(button, depth: .truecolor))[0].isEmpty)
    }
}

extension CellBuffer {
    /// The frame as a monochrome terminal shows it: characters and attributes only.
    var degradedForMonochrome: [[String]] {
        (0..<rows).map { y in row(y).map { "\($0.grapheme)\($0.style.degraded(to: .monochrome).attributes.rawValue)" } }
    }
}

@Suite struct ButtonAccessibilityTests {
    @Test func everyVariantInItsDefaultFormIsLabelled() {
        for variant in ButtonVariant.allCases {
            for transparent in [false, true] {
                let view = ThemeProvider(.default) {
                    Button("Save") {}.buttonStyle(.tessera(variant, transparent: transparent))
                }
                let host = ViewHost(view)
                _ = host.render(size: TerminalSize(columns: 20, rows: 3))
                #expect(host.unlabeledElements.isEmpty, "\(variant)")
                #expect(host.focusOrderLabels == ["Save"])
            }
        }
    }
}
