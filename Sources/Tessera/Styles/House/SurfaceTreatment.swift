/// How a house control's surface is painted and then adjusted for its state at the frame's colour
/// depth. Every house control (buttons, switches, checkboxes, radios, text fields) goes through
/// the same rules, so a disabled or pressed control looks the same whatever it is:
///
/// - `fill` is painted behind the content across its whole frame;
/// - `reverse` swaps foreground and background of every cell (filled controls in monochrome,
///   pressed controls where a blended fill would not show);
/// - disabled: every cell takes the one ``DisabledLook`` (its ink, never reversed); the control
///   itself paints no fill.
struct SurfaceTreatment: Hashable {
    /// Painted behind the content across its frame; `nil` keeps what is underneath.
    var fill: Color?
    /// The foreground of the filled cells, so that reverse video shows the control's own colours.
    var ink: Color = .default
    /// Reverse video over the whole surface.
    var reverse = false
    /// The disabled look, when the control is disabled.
    var disabled: DisabledLook?

    /// Whether the surface paints nothing and leaves every cell as it is.
    var changesNothing: Bool { fill == nil && !reverse && disabled == nil }

    /// Adjusts one cell of the surface.
    func apply(to style: inout CellStyle) {
        if reverse {
            // A cell with no colour of its own takes the ink, so the reversed surface is even.
            if style.foreground == .default { style.foreground = ink }
            style.attributes.formSymmetricDifference(.reverse)
        }
        disabled?.apply(to: &style)
    }
}

extension SurfaceTreatment {
    /// The surface of a control with no fill of its own: disabled or not.
    static func unfilled(isEnabled: Bool, theme: ResolvedTheme, depth: ColorDepth) -> SurfaceTreatment {
        SurfaceTreatment(fill: nil, disabled: isEnabled ? nil : DisabledLook(theme: theme, depth: depth))
    }
}
