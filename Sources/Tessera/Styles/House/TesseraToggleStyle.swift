/// Tessera's house switch, which a theme provider installs for every toggle:
///
/// ```swift
/// Toggle("Notifications", isOn: $on)                         // inherits .tessera(.primary)
/// Toggle("Overdraft", isOn: $on).toggleStyle(.tessera(.negative))
/// ```
///
/// At truecolor and 256 colours the switch is a three-cell track in the variant's fill (on) or
/// the line colour (off) with the thumb `●` at the right or left end. With 16 colours or fewer the
/// track's greys cannot be told from the page, so it is drawn with glyphs instead: `━━●` in the
/// track colour when on (on a fill of it where no colour of its hue keeps 3:1 on the page,
/// `StatusMark`), `○──` in the line colour when off (bold when on in monochrome, where the
/// track and label also carry the variant's `ToggleVariant/colorlessMarks`); a disabled
/// switch draws the glyph track at every depth, in the one disabled ink (`DisabledLook`).
/// Colours come from ``toggleColors(variant:isOn:theme:)``.
public struct TesseraToggleStyle: ToggleStyle, CustomStringConvertible {
    /// The track's colour when on.
    public let variant: ToggleVariant

    @HotEnvironment private var environment
    private var theme: ResolvedTheme { environment.resolvedTheme }
    private var depth: ColorDepth { environment.colorDepth }
    private var asciiOnly: Bool { environment.asciiOnly }
    private var isEnabled: Bool { environment.isEnabled }

    /// A house switch in `variant`'s colours.
    public init(_ variant: ToggleVariant = .primary) {
        self.variant = variant
    }

    /// The switch's track, then the label in the toggle's label colour.
    public func makeBody(configuration: Configuration) -> some View {
        let colors = toggleColors(variant: variant, isOn: configuration.isOn, theme: theme)
        return ControlRow(
            indicator: track(isOn: configuration.isOn), label: configuration.label, labelInk: colors.label,
            labelMarks: marks(isOn: configuration.isOn),
            isFocused: configuration.isFocused, isPressed: configuration.isPressed)
    }

    /// The variant's marks where the depth shows no colour: on, enabled, in monochrome (a
    /// disabled switch shows no variant, ``DisabledLook``).
    private func marks(isOn: Bool) -> TextAttributes {
        isOn && isEnabled && depth == .monochrome ? variant.colorlessMarks : []
    }

    @ViewBuilder private func track(isOn: Bool) -> some View {
        // A disabled switch has no fill (``DisabledLook``): its glyph track keeps the shape, in
        // dashes where the disabled ink is only dimmed.
        let dashed = !isEnabled && DisabledLook.dims(at: depth)
        if depth >= .c256 && isEnabled {
            let track: ColorToken = isOn ? variant.onTrack : offToggleTrack
            let glyph = asciiOnly ? "o" : "●"
            Text(isOn ? "  " + glyph : glyph + "  ")
                .foregroundColor(toggleThumb(on: track, theme: theme))
                .background(track)
        } else if isOn {
            // In the track's colour where it keeps 3:1 on the page, else on a fill of it (xterm's
            // green on white): ``StatusMark``.
            let mark = theme.filledMark(variant.onTrack, on: .bg)
            let glyphs = Text(asciiOnly ? "==o" : dashed ? "┅┅●" : "━━●").foregroundColor(mark.ink).bold()
                .addingTextAttributes(marks(isOn: true))
            if let fill = mark.fill { glyphs.background(fill) } else { glyphs }
        } else {
            Text(asciiOnly ? "o--" : dashed ? "○┄┄" : "○──")
                .foregroundColor(theme.legible(.bgLineHeavy, on: .bg, at: depth))
        }
    }

    /// How the style is written at a call site, such as `.tessera(.primary)`.
    public var description: String { ".tessera(.\(variant.rawValue))" }
}

extension ToggleStyle where Self == TesseraToggleStyle {
    /// A house switch: `.tessera(.primary)`, `.tessera(.positive)` or `.tessera(.negative)`.
    public static func tessera(_ variant: ToggleVariant) -> TesseraToggleStyle {
        TesseraToggleStyle(variant)
    }
}
