/// How a cell is painted: foreground, background and attributes.
public struct CellStyle: Hashable, Sendable {
    /// The colour of the glyph; `.default` is the terminal's own.
    public var foreground: Color
    /// The colour of the cell behind the glyph; `.default` is the terminal's own.
    public var background: Color
    /// Bold, italic, underline and the like; empty for none.
    public var attributes: TextAttributes

    /// A style; every part left out is the terminal's default.
    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's defaults: no colour, no attributes.
    public static let plain = CellStyle()
}
