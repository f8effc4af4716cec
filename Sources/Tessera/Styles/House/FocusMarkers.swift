/// Columns a one-row control keeps free on each side: the focus ring's character and a space
/// (`▸ Save ◂`), the same on every control, so the ring never touches one side only.
let focusRingInset = 2

/// Characters over the first and last cell of a one-row control: the theme's focus-ring
/// characters (`▸` and `◂` by default; `>` and `<` where only ASCII can be shown) while it is
/// focused, or a disabled button's bracket caps. The control keeps those cells free (padding), so
/// gaining focus never moves anything, and the characters show in every colour depth.
struct EndMarkers<Content: View>: View {
    let content: Content
    let isShown: Bool
    let leading: Character
    let trailing: Character
    let color: ColorToken

    @Environment(\.asciiOnly) private var asciiOnly

    var body: some View {
        let leading = asciiOnly && !leading.isASCII ? ">" : String(leading)
        let trailing = asciiOnly && !trailing.isASCII ? "<" : String(trailing)
        return content
            .overlay(alignment: .leading) {
                if isShown { Text(leading).foregroundColor(color) }
            }
            .overlay(alignment: .trailing) {
                if isShown { Text(trailing).foregroundColor(color) }
            }
    }
}

extension View {
    /// Shows the focus ring's characters at this one-row control's ends while `isFocused` (see
    /// ``EndMarkers``).
    func focusMarkers(_ isFocused: Bool, ring: FocusRing, color: ColorToken) -> some View {
        EndMarkers(content: self, isShown: isFocused, leading: ring.leading, trailing: ring.trailing, color: color)
    }

    /// Brackets at this one-row control's ends while `isShown` (`[ Save ]`): the shape of a
    /// disabled button whose fill the colour depth cannot show.
    func bracketCaps(_ isShown: Bool, color: ColorToken) -> some View {
        EndMarkers(content: self, isShown: isShown, leading: "[", trailing: "]", color: color)
    }
}
