/// A colour as a terminal understands it.
///
/// Views and themes usually produce `.rgb`; a presenter degrades it to the colour depth of its
/// target with ``Color/degraded(to:)``.
public enum Color: Hashable, Sendable {
    /// The terminal's own default foreground or background.
    case `default`
    /// One of the 16 ANSI colours (0–7 normal, 8–15 bright).
    case ansi(UInt8)
    /// An index into the xterm 256-colour palette.
    case palette(UInt8)
    /// A 24-bit colour.
    case rgb(RGB)

    /// Shorthand for `.rgb(RGB(hex:))`.
    public static func hex(_ value: UInt32) -> Color { .rgb(RGB(hex: value)) }
}
