/// Tessera's house text field style: a bordered box around the editable text, the label above
/// it (or in its top border), and helper text or the error message below. A theme provider
/// installs `.tessera`.
///
/// ```swift
/// TextField("Name", text: $name, prompt: "Jane Appleseed")
///     .helperText("As it appears on your card")
/// // Name
/// // ╭────────────────────────╮
/// // │ Jane Appleseed         │
/// // ╰────────────────────────╯
/// // As it appears on your card
/// ```
///
/// The field takes the width it is offered; asked for its ideal width, it wants 20 cells of text
/// (more for a longer placeholder). With `.tessera(label: .inside)`:
/// ```
/// ╭─ Name ─────────────────╮
/// │ Jane Appleseed         │
/// ╰────────────────────────╯
/// ```
///
/// Focus draws the box in the theme's focus colour and a heavier line, so it shows without colour
/// too; an error draws it in the negative colour and puts `✗` before the message (underlined
/// where there is no colour); the positive variant puts `✓` before its helper text. Disabled, the
/// whole field (label, box, text, helper) takes the one `DisabledLook`: its text is upright in
/// the disabled ink, apart from a placeholder (`fgMuted`, italic).
public struct TesseraTextFieldStyle: TextFieldStyle, CustomStringConvertible {
    /// Where the label goes.
    public let label: TextFieldLabelPlacement
    /// The colour variant.
    public let variant: TextFieldVariant

    @HotEnvironment private var environment
    private var theme: ResolvedTheme { environment.resolvedTheme }
    private var isEnabled: Bool { environment.isEnabled }
    private var colorDepth: ColorDepth { environment.colorDepth }
    private var density: Density { environment.density }
    private var asciiOnly: Bool { environment.asciiOnly }

    /// - Parameters:
    ///   - label: where the label goes.
    ///   - variant: the colour variant.
    public init(label: TextFieldLabelPlacement = .outside, variant: TextFieldVariant = .standard) {
        self.label = label
        self.variant = variant
    }

    /// The label, the bordered field, and the error or else the helper text, in a column that
    /// keeps all its rows when space runs short.
    public func makeBody(configuration: Configuration) -> some View {
        let fieldState = state(of: configuration)
        let colors = textFieldColors(variant: variant, state: fieldState, theme: theme)
        // A status border is a mark that keeps 3:1 on the page (``StatusMark``: xterm's green is
        // 2.2:1 on white); focus draws the theme's ring colour.
        let border = fieldState == .focused ? colors.border : theme.mark(colors.border, on: .bg)
        let title = configuration.title
        VStack(alignment: .leading, spacing: 0) {
            if label == .outside, !title.isEmpty { Text(title).textRole(.label1).foregroundColor(colors.label) }
            configuration.field
                .frame(minWidth: 4, idealWidth: idealWidth(configuration))
                .foregroundColor(colors.text)
                .padding(.horizontal, padding)
                .background(colors.fill)
                .border(
                    borderStyle(focused: configuration.isFocused),
                    color: borderColor(colors, resting: border, focused: configuration.isFocused && isEnabled)
                )
                .overlay(alignment: .topLeading) {
                    if label == .inside, !title.isEmpty {
                        Text(" \(title) ").textRole(.label1).foregroundColor(colors.label)
                            .lineLimit(1).padding(.horizontal, 2)
                    }
                }
            if let error = configuration.errorMessage, !error.isEmpty {
                errorText(error).textRole(.label2).foregroundColor(colors.helper, legibleAt: colorDepth)
            } else if let helper = configuration.helperText, !helper.isEmpty {
                helperText(helper).textRole(.label2).foregroundColor(colors.helper, legibleAt: colorDepth)
            }
        }
        // Disabled: the one look of every disabled control, so its text is never the placeholder's grey.
        .controlSurface(.unfilled(isEnabled: isEnabled, theme: theme, depth: colorDepth))
        // A field keeps its rows when a stack runs short of space; it never loses its label.
        .fixedSize(horizontal: false, vertical: true)
    }

    /// How the style is written at a call site, such as `.tessera(label: .inside)`.
    public var description: String {
        var options: [String] = []
        if label != .outside { options.append("label: .\(label.rawValue)") }
        if variant != .standard { options.append("variant: .\(variant.rawValue)") }
        return options.isEmpty ? ".tessera" : ".tessera(\(options.joined(separator: ", ")))"
    }

    private func state(of configuration: Configuration) -> TextFieldState {
        if !isEnabled { return .disabled }
        if configuration.errorMessage != nil { return .error }
        return configuration.isFocused ? .focused : .normal
    }

    /// Room for 20 cells of text, or the whole placeholder, or an inside label, when no width is
    /// offered; any width offered is taken.
    private func idealWidth(_ configuration: Configuration) -> Int {
        let prompt = DisplayWidth.of(configuration.prompt ?? "") + 1
        let title = label == .inside ? DisplayWidth.of(configuration.title) + 4 - 2 * padding : 0
        return max(20, prompt, title)
    }

    private var padding: Int {
        switch density {
        case .compact: 0
        case .regular: 1
        case .spacious: 2
        }
    }

    /// The box's colour: `resting` (a status border as a mark, ``StatusMark``) unfocused. A border cannot be dimmed, so a neutral one is drawn in the plain
    /// foreground where the depth has no grey. Focused, the box is the focus ring and keeps 3:1
    /// against the page as the depth shows it (an error's red, else the foreground, where the
    /// ring's colour does not).
    private func borderColor(_ colors: TextFieldColors, resting: ColorToken, focused: Bool) -> ColorToken {
        guard focused else { return resting.legible(at: colorDepth).token }
        let fallbacks: [ColorToken] = colors.border == .bgNegative ? [.fgNegative, .fg] : [.fg]
        return theme.contrasting(colors.border, on: colors.fill, at: colorDepth, fallbacks: fallbacks)
    }

    /// The theme's border style, one weight heavier when focused (``BorderStyle/focused``), dashed
    /// when disabled where the disabled ink is only dimmed (``DisabledLook/lines(_:)``).
    private func borderStyle(focused: Bool) -> BorderStyle {
        guard isEnabled else { return DisabledLook.lines(theme.borders.default, at: colorDepth) }
        return focused ? theme.borders.default.focused : theme.borders.default
    }

    /// The helper text; in the positive variant `✓ helper` (`+` in ASCII), so that a passed value
    /// shows without colour as an error does with its `✗`.
    private func helperText(_ helper: String) -> Text {
        guard variant == .positive else { return Text(helper) }
        return Text((asciiOnly ? "+ " : "✓ ") + helper)
    }

    /// `✗ message`, underlined where no colour marks it as an error.
    private func errorText(_ message: String) -> Text {
        let text = Text("✗ " + message)
        return colorDepth == .monochrome ? text.underline() : text
    }
}

extension TextFieldStyle where Self == TesseraTextFieldStyle {
    /// The house text field, which a theme provider installs for every text field.
    public static var tessera: TesseraTextFieldStyle { TesseraTextFieldStyle() }

    /// The house text field with its label inside the border, or in the positive variant.
    public static func tessera(
        label: TextFieldLabelPlacement = .outside,
        variant: TextFieldVariant = .standard
    ) -> TesseraTextFieldStyle {
        TesseraTextFieldStyle(label: label, variant: variant)
    }
}
