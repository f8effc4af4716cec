/// The line styles a border can be drawn in.
public enum BorderStyle: String, CaseIterable, Hashable, Sendable {
    /// `╭─╮`, `┌─┐`, `┏━┓`, `╔═╗`, `╭┄╮` (dashed: what a disabled button draws where its faded
    /// ink is only dim), or `+-+` for terminals without box drawing.
    case rounded, square, heavy, double, dashed, ascii

    /// The box-drawing characters of this style.
    public var characters: BoxCharacters {
        switch self {
        case .rounded: BoxCharacters(topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
        case .square: BoxCharacters(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
        case .heavy: BoxCharacters(topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
        case .double: BoxCharacters(topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║")
        case .dashed: BoxCharacters(topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "┄", vertical: "┆")
        case .ascii: BoxCharacters(topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|")
        }
    }
}

/// The six characters that draw a box.
public struct BoxCharacters: Hashable, Sendable {
    /// The corners, then the horizontal and vertical edges.
    public var topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Character
}
