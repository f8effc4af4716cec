// Placeholder signatures; the real degradation (OKLab nearest colour) replaces these.
extension Color {
    /// This colour as the nearest one a target of `depth` can show; `.default` in monochrome.
    public func degraded(to depth: ColorDepth) -> Color { depth == .monochrome ? .default : self }
}

extension CellStyle {
    /// This style as a target of `depth` shows it: colours degraded, attributes kept.
    public func degraded(to depth: ColorDepth) -> CellStyle {
        CellStyle(foreground: foreground.degraded(to: depth), background: background.degraded(to: depth),
                  attributes: attributes)
    }
}
