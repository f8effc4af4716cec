import Tessera
import TesseraHeadless
import Testing

/// Issue #17, point 4: every focusable house component, in each of its variants, shows focus by
/// a glyph (the ring's characters, a heavier box) or reverse video in every built-in theme, both
/// schemes, every colour depth and monochrome, and the marks it draws keep 3:1 against what they
/// sit on. It is the audit the story check `focus-visible` runs (``FocusChangeAudit``), here over
/// the components themselves rather than Tessera's stories.
@Suite("Focus shows in every theme and depth")
struct FocusRingMatrixTests {
    static let themes: [Theme] = Theme.measurableBuiltinNames.compactMap { try? Theme.builtin(named: $0) }
    static let size = TerminalSize(columns: 44, rows: 7)

    /// One focusable sample: its name, and the view unfocused or drawn focused.
    struct Sample {
        let name: String
        let view: (_ focused: Bool) -> AnyView
    }

    static func sample<V: View>(_ name: String, _ view: @escaping () -> V) -> Sample {
        Sample(name: name) { focused in AnyView(view().previewState(focused ? .focused : nil)) }
    }

    /// Every house control and focusable component, each variant of the ones that have them.
    static var samples: [Sample] {
        var samples: [Sample] = []
        for variant in ButtonVariant.allCases {
            for size in [ControlSize.small, .medium] {
                for transparent in [false, true] {
                    samples.append(
                        sample("Button .\(variant) \(size)\(transparent ? " transparent" : "")") {
                            Button("Save") {}.buttonStyle(.tessera(variant, size: size, transparent: transparent))
                        })
                }
            }
        }
        samples.append(sample("Button destructive role") { Button("Delete", role: .destructive) {} })
        for selected in [false, true] {
            samples.append(
                sample("Chip \(selected ? "selected" : "unselected")") {
                    Chip("Bitcoin", isSelected: .constant(selected))
                })
        }
        for variant in BannerVariant.allCases {
            samples.append(sample("Banner .\(variant) dismiss") { Banner(variant, title: "Trial ending") {} })
        }
        samples.append(
            sample("Accordion header") {
                Accordion(["Shipping", "Returns"], id: \.self, initiallyExpanded: ["Shipping"]) {
                    $0
                } content: {
                    Text($0)
                }
            })
        for variant in ToggleVariant.allCases {
            for isOn in [false, true] {
                samples.append(
                    sample("Toggle .\(variant) \(isOn ? "on" : "off")") {
                        Toggle("Wi-Fi", isOn: .constant(isOn)).toggleStyle(.tessera(variant))
                    })
            }
        }
        samples.append(sample("Checkbox") { Toggle("Terms", isOn: .constant(true)).toggleStyle(.checkbox) })
        samples.append(
            sample("Radio group") {
                RadioGroup(selection: .constant(1), options: [(1, "Daily"), (2, "Weekly")])
            })
        for variant in TextFieldVariant.allCases {
            samples.append(
                sample("Text field .\(variant)") {
                    TextField("Name", text: .constant("Ada")).textFieldStyle(.tessera(variant: variant))
                })
        }
        samples.append(
            sample("Text field with an error") {
                TextField("Name", text: .constant("")).errorMessage("Required")
            })
        samples.append(sample("Tabs") { Tabs(selection: .constant("Overview"), tabs: ["Overview", "Activity"]) })
        samples.append(sample("Segmented control") { SegmentedControl(selection: .constant("1W"), segments: ["1D", "1W"]) })
        samples.append(sample("List cell") { ListCell(title: "Bitcoin", detail: "$1,024") {} })
        samples.append(sample("Slide button") { SlideButton("Slide to pay") {} })
        return samples
    }

    @Test(arguments: samples.map(\.name))
    func focusShowsByAGlyphWithItsRingAt3To1(name: String) throws {
        let sample = try #require(Self.samples.first { $0.name == name })
        for theme in Self.themes {
            for scheme in ColorScheme.allCases {
                for depth in ColorDepth.allCases {
                    let resting = Snapshot.Frame(sample.view(false), size: Self.size, theme: theme, scheme: scheme, colors: depth)
                    let focused = Snapshot.Frame(sample.view(true), size: Self.size, theme: theme, scheme: scheme, colors: depth)
                    let result = FocusChangeAudit.run(resting: resting, focused: focused)
                    let context = "\(name), \(theme.name) \(scheme) at \(depth)"
                    #expect(result.isShown, "focus changes no glyph, only colours or attributes: \(context)")
                    let weak = result.weakMarks.prefix(3).map(\.description).joined(separator: "; ")
                    #expect(result.weakMarks.isEmpty, "a focus mark under 3:1: \(context): \(weak)")
                }
            }
        }
    }

    /// The audit itself: bold and underline alone, or a colour, do not show focus; a glyph does,
    /// and a glyph in a colour too close to its ground is reported.
    @Test func theAuditTellsAGlyphFromAnAttribute() {
        func frame(_ view: some View, depth: ColorDepth = .c16) -> Snapshot.Frame {
            Snapshot.Frame(view, size: TerminalSize(columns: 12, rows: 1), colors: depth)
        }
        let plain = frame(Text("  Save  "))
        let bold = frame(Text("  Save  ").bold().underline())
        let recoloured = frame(Text("  Save  ").foregroundColor(.fgPrimary), depth: .truecolor)
        let ringed = frame(Text("▸ Save ◂"))
        let faint = frame(Text("▸ Save ◂").foregroundColor(.bgSecondary))
        var cells = plain.buffer
        for x in 2..<6 { cells[x, 0].style.attributes.insert(.reverse) }
        let reversed = Snapshot.Frame(buffer: cells, depth: .c16, theme: .default, scheme: .light)
        #expect(!FocusChangeAudit.run(resting: plain, focused: bold).isShown)
        #expect(!FocusChangeAudit.run(resting: frame(Text("  Save  "), depth: .truecolor), focused: recoloured).isShown)
        #expect(FocusChangeAudit.run(resting: plain, focused: reversed).isShown)
        let ring = FocusChangeAudit.run(resting: plain, focused: ringed)
        #expect(ring.isShown && ring.weakMarks.isEmpty)
        let weak = FocusChangeAudit.run(resting: plain, focused: faint)
        #expect(weak.isShown)
        #expect(weak.weakMarks.map(\.glyph) == ["▸", "◂"], "only the changed glyphs are judged: \(weak.weakMarks)")
    }
}
