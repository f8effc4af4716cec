import Testing

@testable import Tessera

/// The second review's defect 16: below 256 colours a press was reverse video alone, which turned
/// the primary button into blue text on the white page at 16 colours light (like a transparent
/// button), a white block at 16 dark (like the inverse one), and bold text with no box in
/// monochrome. A pressed button keeps a shape that differs from its rest and from every variant
/// at rest, at every depth, in every built-in theme and scheme.
@Suite struct ButtonPressShapeTests {
    private static let filled = ButtonVariant.allCases.filter { $0 != .plain }
    private static let depths: [ColorDepth] = [.c16, .c8, .monochrome]

    private func render(
        _ variant: ButtonVariant, size: ControlSize, pressed: Bool, theme: Theme,
        scheme: ColorScheme, depth: ColorDepth
    ) -> CellBuffer {
        let button = Button("Go") {}.buttonStyle(.tessera(variant, size: size))
        return renderControl(
            button.previewState(pressed ? .pressed : nil), theme: theme, scheme: scheme, depth: depth,
            columns: 16, rows: 3)
    }

    @Test(arguments: [ControlSize.small, .medium])
    func aPressKeepsAShapeApartFromTheRestAndFromTheOtherVariants(size: ControlSize) throws {
        for name in Theme.builtinNames {
            let theme = try Theme.builtin(named: name)
            for scheme in ColorScheme.allCases {
                for depth in Self.depths {
                    let page = theme.resolved(for: scheme, depth: depth).color(.bg)
                    let resting = Dictionary(
                        uniqueKeysWithValues: Self.filled.map {
                            ($0, shownCells(render($0, size: size, pressed: false, theme: theme, scheme: scheme, depth: depth), at: depth))
                        })
                    for variant in Self.filled {
                        let context = "\(name) \(scheme) \(depth) \(size) \(variant)"
                        let buffer = render(variant, size: size, pressed: true, theme: theme, scheme: scheme, depth: depth)
                        let pressed = shownCells(buffer, at: depth)
                        for (other, rest) in resting {
                            #expect(pressed != rest, "\(context): pressed looks like \(other) at rest")
                        }
                        // The label sits on a surface of its own, never on the page's colour.
                        let go = try #require(locate("Go", in: buffer), "\(context)")
                        let label = pressed[go.y][go.x]
                        if depth == .monochrome {
                            #expect(label.style.attributes.contains(.reverse), "\(context): no surface in monochrome")
                        } else {
                            #expect(
                                !label.sitsOn(page: page.degraded(to: depth)),
                                "\(context): the pressed label sits on the page's colour")
                        }
                    }
                }
            }
        }
    }

    /// The shape is drawn in lines of the label's ink: a box around a three-row button, brackets
    /// around a one-row one.
    @Test func thePressDrawsTheButtonsLinesInTheLabelsInk() throws {
        for scheme in ColorScheme.allCases {
            for depth in Self.depths {
                let boxed = render(.primary, size: .medium, pressed: true, theme: .default, scheme: scheme, depth: depth)
                let box = rowsOf(boxed)
                #expect(box.first?.contains("╭") == true && box.last?.contains("╯") == true, "\(scheme) \(depth): \(box)")
                let small = rowsOf(render(.primary, size: .small, pressed: true, theme: .default, scheme: scheme, depth: depth))
                #expect(small.contains { $0.contains("[ Go ]") }, "\(scheme) \(depth): \(small)")
            }
        }
    }
}
