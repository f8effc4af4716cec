/// Columns a one-row control keeps free on each side: the focus ring's character and a space
/// (`▸ Save ◂`), the same on every control, so the ring never touches one side only.
let focusRingInset = 2

/// The theme's focus-ring characters (`▸` and `◂` by default; `>` and `<` where only ASCII can
/// be shown) over the first and last cell of a one-row control while it is focused. The control
/// keeps those cells free (padding), so gaining focus never moves anything, and the characters
/// show in every colour depth.
struct FocusMarkers<Content: View>: View {
    let content: Content
    let isFocused: Bool
    let ring: FocusRing
    let color: ColorToken

    @Environment(\.asciiOnly) private var asciiOnly

    var body: some View {
        let leading = asciiOnly && !ring.leading.isASCII ? ">" : String(ring.leading)
        let trailing = asciiOnly && !ring.trailing.isASCII ? "<" : String(ring.trailing)
        return content
            .overlay(alignment: .leading) {
                if isFocused { Text(leading).foregroundColor(color) }
            }
            .overlay(alignment: .trailing) {
                if isFocused { Text(trailing).foregroundColor(color) }
            }
    }
}

extension View {
    /// Shows the focus ring's characters at this one-row control's ends while `isFocused` (see
    /// ``FocusMarkers``).
    func focusMarkers(_ isFocused: Bool, ring: FocusRing, color: ColorToken) -> some View {
        FocusMarkers(content: self, isFocused: isFocused, ring: ring, color: color)
    }
}
