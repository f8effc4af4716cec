/// The kitty keyboard protocol, used only where the terminal confirms it: asked with `CSI ? u`
/// at start-up, turned on (flag 1, "disambiguate escape codes": Esc, Alt keys and Ctrl-I arrive as
/// `CSI … u`, other typing stays as it was) when the terminal answers with its flags, and popped
/// again on every way out.
enum KittyKeyboard {
    static let query = "\u{1B}[?u"
    static let push = "\u{1B}[>1u"
    static let pop = "\u{1B}[<u"
}
