/// How a house control's surface is painted and then adjusted for its state at the frame's colour
/// depth. Every house control (buttons, switches, checkboxes, radios) goes through the same rules,
/// so a disabled or pressed control looks the same whatever it is:
///
/// - `fill` is painted behind the content across its whole frame;
/// - `reverse` swaps foreground and background of every cell (filled controls in monochrome,
///   pressed controls where a blended fill would not show);
/// - disabled (TOKENS.md, "Disabled"): at truecolor and 256 colours every colour fades 60% toward
///   the theme's background and `dim` is dropped (the fade replaces it); at 16 and 8 colours the
///   cells are `dim`; in monochrome they are `dim` and never reversed.
struct SurfaceTreatment: Hashable {
    /// Painted behind the content across its frame; `nil` keeps what is underneath.
    var fill: Color?
    /// The foreground of the filled cells, so that reverse video shows the control's own colours.
    var ink: Color = .default
    /// Reverse video over the whole surface.
    var reverse = false
    /// Whether the control is disabled.
    var isDisabled = false
    /// The depth the frame is shown at.
    var depth: ColorDepth
    /// Where disabled colours fade to: the theme's background.
    var fadeTarget: RGB

    /// How far a disabled colour moves toward the background (the source system's 40% opacity).
    static let disabledFade = 0.6

    /// Adjusts one cell of the surface.
    func apply(to style: inout CellStyle) {
        if reverse {
            // A cell with no colour of its own takes the ink, so the reversed surface is even.
            if style.foreground == .default { style.foreground = ink }
            style.attributes.formSymmetricDifference(.reverse)
        }
        guard isDisabled else { return }
        switch depth {
        case .truecolor, .c256:
            style.foreground = style.foreground.blended(toward: fadeTarget, by: Self.disabledFade)
            style.background = style.background.blended(toward: fadeTarget, by: Self.disabledFade)
            style.attributes.remove(.dim)
        case .c16, .c8:
            style.attributes.insert(.dim)
        case .monochrome:
            style.attributes.insert(.dim)
            style.attributes.remove(.reverse)
        }
    }
}
