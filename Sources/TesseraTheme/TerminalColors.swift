import TesseraCore

/// What makes a theme draw in the terminal's own colours (a theme file's `"terminalColors": true`):
/// its colours are the terminal's default foreground and background and the 16 ANSI colours by
/// index, so the app follows whatever colour scheme the user picked in their terminal.
///
/// Such a theme's ``SchemeColor`` values are xterm's stock colours for the indices (and, for the
/// default colours, the values in ``assumedDefault(for:in:)``): Tessera cannot know the real ones,
/// so it uses these only for arithmetic, and the screen shows the index. The whole screen is then
/// presented at 16 colours.
public struct TerminalColors: Hashable, Sendable {
    /// The tokens drawn in the terminal's default colour in the light scheme: the default
    /// foreground for `fg…` tokens, the default background for `bg…` ones.
    public var defaultTokensInLight: Set<ColorToken>
    /// The same for the dark scheme.
    public var defaultTokensInDark: Set<ColorToken>

    /// A terminal-colour theme whose `light` and `dark` tokens are the terminal's default colours.
    public init(defaultTokensInLight: Set<ColorToken>, defaultTokensInDark: Set<ColorToken>) {
        self.defaultTokensInLight = defaultTokensInLight
        self.defaultTokensInDark = defaultTokensInDark
    }

    /// Whether `token` is drawn in the terminal's default colour in `scheme`.
    public func drawsDefault(_ token: ColorToken, in scheme: ColorScheme) -> Bool {
        (scheme == .dark ? defaultTokensInDark : defaultTokensInLight).contains(token)
    }

    /// What Tessera takes the terminal's default colour to be when `token` is drawn in it: black
    /// text on white in the light scheme, xterm's light grey (ANSI 7) on black in the dark one.
    public static func assumedDefault(for token: ColorToken, in scheme: ColorScheme) -> RGB {
        switch (token.isForeground, scheme) {
        case (true, .dark): RGB(0xE5, 0xE5, 0xE5)
        case (true, _): RGB(0, 0, 0)
        case (false, .dark): RGB(0, 0, 0)
        case (false, _): RGB(0xFF, 0xFF, 0xFF)
        }
    }

}

extension ColorToken {
    /// Whether the token colours text and icons (`fg…`) rather than surfaces and lines (`bg…`).
    public var isForeground: Bool { rawValue.hasPrefix("fg") }
}
