extension RGB {
    /// The ANSI hue family of one of xterm's 16 colours: 1 red, 2 green, 3 yellow, 4 blue,
    /// 5 magenta, 6 cyan, a colour and its bright twin alike (blue #0000ee and #5c5cff are 4);
    /// `nil` for black, white, the greys and every other colour.
    ///
    /// At 16 and 8 colours two colours of one family read as one hue, so colours that must stay
    /// apart (tag hues, status colours) are told apart by family, not by index.
    public var ansiHueFamily: UInt8? {
        guard let index = XTermPalette.ansiIndex(of: self), index < 16, (1...6).contains(index % 8) else { return nil }
        return index % 8
    }
}
