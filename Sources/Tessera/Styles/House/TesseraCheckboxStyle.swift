/// Tessera's house checkbox, for toggles that read as a choice in a list rather than a setting:
///
/// ```swift
/// Toggle("Remember me", isOn: $remember).toggleStyle(.checkbox)
/// ```
///
/// Checked, the box is a `bgPrimary` fill with an `fgInverse` check (` ✓ `); unchecked it is
/// `[ ]` in `bgLineHeavy`. Where the fill cannot be seen (monochrome) the checked box is reverse
/// video; disabled, it is `[✓]` with no fill. Colours come from ``checkboxColors(isOn:theme:)``.
public struct TesseraCheckboxStyle: ToggleStyle, CustomStringConvertible {
    @HotEnvironment private var environment
    private var theme: ResolvedTheme { environment.resolvedTheme }
    private var depth: ColorDepth { environment.colorDepth }
    private var asciiOnly: Bool { environment.asciiOnly }
    private var isEnabled: Bool { environment.isEnabled }

    /// The house checkbox.
    public init() {}

    /// The box, then the label in the checkbox's label colour.
    public func makeBody(configuration: Configuration) -> some View {
        let colors = checkboxColors(isOn: configuration.isOn, theme: theme)
        return ControlRow(
            indicator: box(isOn: configuration.isOn), label: configuration.label, labelInk: colors.label,
            isFocused: configuration.isFocused, isPressed: configuration.isPressed)
    }

    @ViewBuilder private func box(isOn: Bool) -> some View {
        // The check is a mark: an ink that keeps 3:1 on the fill as the depth shows it.
        let ink = theme.inkToken(.fgInverse, on: .bgPrimary, ratio: ResolvedTheme.markRatio)
        let mark = Text(asciiOnly ? " x " : " ✓ ").foregroundColor(ink).bold()
        if isOn && !isEnabled {
            // No fill while disabled (``DisabledLook``): the brackets keep the box.
            Text(asciiOnly ? "[x]" : "[✓]")
        } else if !isOn {
            Text("[ ]").foregroundColor(theme.legible(.bgLineHeavy, on: .bg, at: depth))
        } else if theme.shows(.bgPrimary, on: .bg, at: depth) {
            mark.background(.bgPrimary)
        } else {
            mark.addingTextAttributes(.reverse)
        }
    }

    /// How the style is written at a call site, such as `.checkbox`.
    public var description: String { ".checkbox" }
}

extension ToggleStyle where Self == TesseraCheckboxStyle {
    /// The house checkbox: ` ✓ ` on a primary fill, or `[ ]`.
    public static var checkbox: TesseraCheckboxStyle { TesseraCheckboxStyle() }
}
