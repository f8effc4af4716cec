extension RGB {
    /// This colour moved `fraction` (0…1) of the way toward `other`, each channel rounded: how
    /// Tessera draws what the source design system does with opacity (disabled, pressed, scrims).
    public func blended(toward other: RGB, by fraction: Double) -> RGB {
        let amount = min(1, max(0, fraction))
        func mix(_ from: UInt8, _ to: UInt8) -> UInt8 {
            let value = Double(from) + (Double(to) - Double(from)) * amount
            return UInt8(min(255, max(0, (value + 0.5).rounded(.down))))
        }
        return RGB(mix(red, other.red), mix(green, other.green), mix(blue, other.blue))
    }
}
