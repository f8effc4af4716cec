import Testing

@testable import Tessera

/// One disabled rule (``DisabledLook``): every house control's disabled text is the same ink, with
/// no enabled fill, and a placeholder never looks like it.
@Suite struct DisabledLookTests {
    /// Disabled controls, each with the first cell of its label: "Save".
    private static var controls: [(String, AnyView)] {
        [
            ("primary button", AnyView(Button("Save") {}.buttonStyle(.tessera(.primary)))),
            ("small negative button", AnyView(Button("Save") {}.buttonStyle(.tessera(.negative, size: .small)))),
            ("plain button", AnyView(Button("Save") {})),
            ("switch on", AnyView(Toggle("Save", isOn: .constant(true)))),
            ("switch off", AnyView(Toggle("Save", isOn: .constant(false)))),
            ("checkbox", AnyView(Toggle("Save", isOn: .constant(true)).toggleStyle(.checkbox))),
            ("radio", AnyView(RadioGroup(selection: .constant("Save"), options: [("Save", "Save")]))),
            ("text field", AnyView(TextField("Name", text: .constant("Save")))),
            ("selected segment", AnyView(SegmentedControl(selection: .constant("Save"), segments: ["Save", "Load"]))),
            ("segment", AnyView(SegmentedControl(selection: .constant("Load"), segments: ["Save", "Load"]))),
            ("selected chip", AnyView(Chip("Save", isSelected: .constant(true)))),
            ("chip", AnyView(Chip("Save", isSelected: .constant(false)))),
            ("slide button", AnyView(SlideButton("Save") {})),
            ("compact slide button", AnyView(SlideButton("Save") {}.density(.compact))),
        ]
    }

    @Test(arguments: ColorDepth.allCases)
    func everyControlsDisabledTextIsTheSameInk(depth: ColorDepth) throws {
        for scheme in ColorScheme.allCases {
            let theme = Theme.default.resolved(for: scheme)
            let look = DisabledLook(theme: theme, depth: depth)
            for (name, control) in Self.controls {
                let buffer = renderControl(control, state: .disabled, scheme: scheme, depth: depth, rows: 4)
                let save = try #require(locate("Save", in: buffer), "\(name)")
                let style = buffer[save.x, save.y].style
                #expect(style.foreground == look.ink, "\(name) \(depth) \(scheme)")
                #expect(style.background == theme.color(.bg), "\(name) \(depth) \(scheme): no fill")
                #expect(style.attributes.contains(.dim) == (depth < .c256), "\(name) \(depth) \(scheme)")
                #expect(!style.attributes.contains(.reverse), "\(name) \(depth) \(scheme)")
                #expect(!style.attributes.contains(.bold), "\(name) \(depth) \(scheme)")
                let filled = (0..<buffer.rows).flatMap { y in (0..<buffer.columns).map { buffer[$0, y].style } }
                    .filter { $0.background != theme.color(.bg) || $0.attributes.contains(.reverse) }
                #expect(filled.isEmpty, "\(name) \(depth) \(scheme): a disabled control has no fill anywhere")
            }
        }
    }

    /// Review 17b, defect 8: a disabled list cell's description was its muted colour dimmed (2.96:1
    /// at truecolor light, 2.73:1 at 16 dark) and its title bold and dimmed, where every disabled
    /// control draws the disabled ink (3.15:1). Text in a disabled subtree, a component's or a
    /// team's own, takes the same look: every glyph in the ink, dimmed below 256 colours, never
    /// bold, upright (muted text is italic at 16 colours light; a placeholder is), no fill (a
    /// status word on a fill of its hue included).
    @Test(arguments: ColorDepth.allCases)
    func disabledTextTakesTheOneDisabledLook(depth: ColorDepth) throws {
        let samples: [(String, AnyView)] = [
            ("list cell", AnyView(ListCell(title: "Dogecoin", description: "Not available", detail: "—"))),
            (
                "texts",
                AnyView(
                    VStack(alignment: .leading) {
                        Text("Heading").textRole(.headline)
                        Text("Quiet").foregroundColor(.fgMuted)
                        Text("Caption").textRole(.caption)
                        Text("Failed").foregroundColor(.fgNegative)
                    })
            ),
        ]
        for scheme in ColorScheme.allCases {
            let theme = Theme.default.resolved(for: scheme, depth: depth)
            let look = DisabledLook(theme: theme, depth: depth)
            for (name, sample) in samples {
                let buffer = renderControl(sample, state: .disabled, scheme: scheme, depth: depth, rows: 5)
                let glyphs = (0..<buffer.rows).flatMap { y in (0..<buffer.columns).map { buffer[$0, y] } }
                    .filter { !$0.grapheme.isWhitespace }
                #expect(glyphs.count >= 14, "\(name) \(depth) \(scheme)")
                for cell in glyphs {
                    let context = "\(name) \(depth) \(scheme) \(cell.grapheme)"
                    #expect(cell.style.foreground == look.ink, "\(context)")
                    #expect(cell.style.attributes.contains(.dim) == look.dims, "\(context)")
                    #expect(cell.style.attributes.isDisjoint(with: [.bold, .reverse, .italic]), "\(context)")
                    #expect(cell.style.background == .default || cell.style.background == theme.color(.bg), "\(context): no fill")
                }
            }
        }
    }

    @Test(arguments: ColorDepth.allCases)
    func disabledTextIsNotAPlaceholder(depth: ColorDepth) throws {
        for scheme in ColorScheme.allCases {
            let disabled = renderControl(
                TextField("Name", text: .constant("Jane")), state: .disabled,
                scheme: scheme, depth: depth, rows: 4)
            let placeholder = renderControl(
                TextField("Name", text: .constant(""), prompt: "Jane"),
                scheme: scheme, depth: depth, rows: 4)
            let a = try #require(locate("Jane", in: disabled))
            let b = try #require(locate("Jane", in: placeholder))
            #expect(
                disabled[a.x, a.y].style.degraded(to: depth) != placeholder[b.x, b.y].style.degraded(to: depth),
                "\(depth) \(scheme)")
        }
    }

    /// Fainter than the placeholder's fgMuted, as the source system's 40% opacity makes it, and still
    /// seen: at least 3:1 (WCAG's ratio for shapes) against the page in every built-in theme, as
    /// the depth shows ink and page (review 17c: Catppuccin light's ink was 2.98:1 at 256 colours,
    /// 245 on 255, though 3.1:1 exact).
    @Test(arguments: [ColorDepth.truecolor, .c256])
    func theDisabledInkIsFaintButVisible(depth: ColorDepth) throws {
        for name in Theme.measurableBuiltinNames {
            for scheme in ColorScheme.allCases {
                let theme = try Theme.builtin(named: name).resolved(for: scheme, depth: depth)
                func shown(_ color: Color) -> RGB { color.degraded(to: depth).rgbValue(defaultColor: theme.rgb(.fg)) }
                let ink = shown(DisabledLook(theme: theme, depth: depth).ink), page = shown(theme.color(.bg))
                let onPage = ContrastAudit.ratio(ink, page)
                #expect(onPage < ContrastAudit.ratio(shown(theme.color(.fgMuted)), page), "\(name) \(scheme) \(depth)")
                #expect(onPage >= 3, "\(name) \(scheme) \(depth): \(onPage):1")
            }
        }
        guard depth == .truecolor else { return }
        // Where 40% opacity keeps 3:1 (the default dark scheme), it is exactly that.
        let dark = Theme.default.resolved(for: .dark)
        #expect(DisabledLook(theme: dark, depth: .truecolor).ink == mix(dark.rgb(.fg), dark.rgb(.bg), 0.6))
        let light = Theme.default.resolved(for: .light)
        #expect(
            DisabledLook(theme: light, depth: .truecolor).ink != mix(light.rgb(.fg), light.rgb(.bg), 0.6),
            "2.7:1 in the light scheme: less faded")
    }

    /// Review 17c, H: where the disabled ink is only dimmed (below 256 colours), a text field's
    /// border, a slide track's outline and a switch's track differed from the enabled ones only by
    /// dim, which xterm draws as the same black. Their lines are dashed there, as a disabled
    /// button's box is; enabled, and where the ink is faded, they never are.
    @Test(arguments: ColorDepth.allCases)
    func linesOfADisabledControlAreDashedWhereItsInkIsOnlyDimmed(depth: ColorDepth) throws {
        let lined: [(String, AnyView)] = [
            ("primary button", AnyView(Button("Save") {}.buttonStyle(.tessera(.primary)))),
            ("secondary button", AnyView(Button("Save") {}.buttonStyle(.tessera(.secondary)))),
            ("text field", AnyView(TextField("Name", text: .constant("Save")))),
            ("slide button", AnyView(SlideButton("Save") {})),
            ("switch on", AnyView(Toggle("Save", isOn: .constant(true)))),
            ("switch off", AnyView(Toggle("Save", isOn: .constant(false)))),
        ]
        let dashes: Set<Character> = ["┄", "┅", "┆", "┇"]
        func dashed(_ buffer: CellBuffer) -> Bool {
            (0..<buffer.rows).contains { y in (0..<buffer.columns).contains { dashes.contains(buffer[$0, y].grapheme) } }
        }
        for scheme in ColorScheme.allCases {
            for (name, control) in lined {
                let disabled = renderControl(control, state: .disabled, scheme: scheme, depth: depth, rows: 4)
                let enabled = renderControl(control, scheme: scheme, depth: depth, rows: 4)
                #expect(dashed(disabled) == (depth < .c256), "\(name) \(scheme) \(depth)")
                #expect(!dashed(enabled), "\(name) \(scheme) \(depth): enabled")
            }
        }
    }
}
