/// Mixing colours, for the states the source system draws with opacity (disabled, pressed).
extension RGB {
    /// This colour moved `fraction` (0…1) of the way toward `target`, each channel rounded.
    func blended(toward target: RGB, fraction: Double) -> RGB {
        let amount = min(1, max(0, fraction))
        func mix(_ from: UInt8, _ to: UInt8) -> UInt8 {
            let value = Double(from) + (Double(to) - Double(from)) * amount
            return UInt8(min(255, max(0, value.rounded())))
        }
        return RGB(mix(red, target.red), mix(green, target.green), mix(blue, target.blue))
    }
}

extension Color {
    /// A 24-bit colour moved `fraction` of the way toward `target`; other colours (the terminal
    /// default, palette entries) are left as they are, since their real value is unknown.
    func blended(toward target: RGB, fraction: Double) -> Color {
        guard case .rgb(let value) = self else { return self }
        return .rgb(value.blended(toward: target, fraction: fraction))
    }
}
