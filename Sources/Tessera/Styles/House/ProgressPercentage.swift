/// A whole percentage, rounded down and right-aligned in four cells, so the bar beside it keeps
/// its width as the number grows: `"  5%"`, `" 42%"`, `"100%"`; unpadded (`"5%"`) where text follows a glyph.
func progressPercentage(_ fraction: Double, padded: Bool = true) -> String {
    let text = "\(Int(clampedFraction(fraction) * 100 + 1e-9))%"
    return padded ? String(repeating: " ", count: max(0, 4 - text.count)) + text : text
}

/// `fraction` within 0…1; 0 for NaN and infinities.
func clampedFraction(_ fraction: Double) -> Double {
    fraction.isFinite ? min(1, max(0, fraction)) : 0
}
