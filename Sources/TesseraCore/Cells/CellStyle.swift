/// How a cell is painted: foreground, background and attributes.
public struct CellStyle: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    public var attributes: TextAttributes

    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's defaults: no colour, no attributes.
    public static let plain = CellStyle()
}
