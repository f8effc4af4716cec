extension ResolvedTheme {
    /// `token` when it shows apart from `background` at `depth`, else the first fallback that
    /// does (or `token` when none does, as in monochrome where nothing has a colour).
    ///
    /// Light greys such as `bgLineHeavy` become the page's own white at 8 colours; a border or
    /// track drawn in them would vanish, so controls ask for a legible stand-in.
    func legible(_ token: ColorToken, on background: ColorToken, at depth: ColorDepth,
                 fallbacks: [ColorToken] = [.fgMuted, .fg]) -> ColorToken {
        guard depth != .monochrome else { return token }
        let ground = color(background).degraded(to: depth)
        for candidate in [token] + fallbacks where color(candidate).degraded(to: depth) != ground {
            return candidate
        }
        return token
    }

    /// Whether `token` can be told apart from `background` once degraded to `depth`.
    func shows(_ token: ColorToken, on background: ColorToken, at depth: ColorDepth) -> Bool {
        depth != .monochrome && color(token).degraded(to: depth) != color(background).degraded(to: depth)
    }
}
