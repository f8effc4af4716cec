/// Mixing colours, for the states the source system draws with opacity (disabled, pressed).
extension Color {
    /// A 24-bit colour moved `fraction` of the way toward `target`; other colours (the terminal
    /// default, palette entries) are left as they are, since their real value is unknown.
    func blended(toward target: RGB, by fraction: Double) -> Color {
        guard case .rgb(let value) = self else { return self }
        return .rgb(value.blended(toward: target, by: fraction))
    }
}
