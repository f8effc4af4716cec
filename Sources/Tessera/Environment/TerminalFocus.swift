struct TerminalIsFocusedKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// Whether the terminal window has the user's focus: false after the terminal reported that it
    /// lost it (focus reporting, mode 1004), until it reports it back; true where it reports nothing.
    /// Under a ``ThemeProvider`` the focus ring turns `fgMuted` while it is false, so the control
    /// that will take the next key still shows, without calling for attention.
    public var terminalIsFocused: Bool {
        get { self[TerminalIsFocusedKey.self] }
        set { self[TerminalIsFocusedKey.self] = newValue }
    }
}

/// The focus ring a theme shows while the terminal has focus (`terminalIsFocused`) or not: its
/// own, or the same ring in `fgMuted`.
func focusRing(_ ring: FocusRing, terminalIsFocused: Bool) -> FocusRing {
    guard !terminalIsFocused else { return ring }
    var muted = ring
    muted.color = .fgMuted
    return muted
}
