extension ColorToken {
    /// The token to draw with at `depth`, and whether to dim it, so that muted text and neutral
    /// lines stay neutral. Eight colours have no grey: the nearest colour to a theme's greys is
    /// often red or cyan (light fgMuted becomes red, dark bgLineHeavy red), which would read as
    /// an error or a focus ring; monochrome drops colour altogether. There, muted and neutral
    /// tokens become the foreground colour, dimmed. Every other token and depth is unchanged.
    func legible(at depth: ColorDepth) -> (token: ColorToken, dim: Bool) {
        switch (self, depth) {
        case (.fgMuted, .c8), (.bgLine, .c8), (.bgLineHeavy, .c8),
            (.fgMuted, .monochrome), (.bgLine, .monochrome), (.bgLineHeavy, .monochrome):
            (.fg, true)
        default:
            (self, false)
        }
    }
}

extension ColorToken {
    /// Whether `depth` draws text in this token, whose colour is `own`, as it draws the main text,
    /// whose colour is `main`: in monochrome, where it has no colour; where it becomes the
    /// foreground dimmed (``legible(at:)``); or where the two show as one palette colour (muted
    /// text at 16 colours on a light page).
    func drawnAsMainText(at depth: ColorDepth, own: Color, main: Color) -> Bool {
        depth == .monochrome || legible(at: depth).dim || own.degraded(to: depth) == main.degraded(to: depth)
    }
}

extension ResolvedTheme {
    /// Whether `depth` draws text in `token` as it draws the main text (`fg`)
    /// (``ColorToken/drawnAsMainText(at:own:main:)``).
    func drawsAsMainText(_ token: ColorToken, at depth: ColorDepth) -> Bool {
        token.drawnAsMainText(at: depth, own: color(token), main: color(.fg))
    }
}

extension View {
    /// Colours the text inside with `token` as it stays legible at `depth`: muted and neutral
    /// tokens become the foreground colour, dimmed, where the depth has no grey to show them.
    consuming func foregroundColor(_ token: ColorToken, legibleAt depth: ColorDepth) -> some View {
        let legible = token.legible(at: depth)
        return environment(.foregroundColor(token, ink: legible.token, dim: legible.dim))
    }
}

extension Text {
    /// Colours every run that has no colour yet with `token` as it stays legible at `depth`
    /// (the foreground colour, dimmed, for muted and neutral tokens where the depth has no grey).
    consuming func foregroundColor(_ token: ColorToken, legibleAt depth: ColorDepth) -> Text {
        let legible = token.legible(at: depth)
        let coloured = foregroundColor(legible.token)
        return legible.dim ? coloured.dim() : coloured
    }
}
