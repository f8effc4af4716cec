/// Where the house text field puts its label.
public enum TextFieldLabelPlacement: String, CaseIterable, Hashable, Sendable {
    /// On its own row above the box.
    case outside
    /// In the box's top border, saving a row: `╭─ Name ───╮`.
    case inside
}
