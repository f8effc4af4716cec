extension View {
    /// Draws the theme's focus-ring characters (`▸` and `◂` by default) over the first and last
    /// cell of this one-row control while `isFocused`. The caller keeps those cells free (padding),
    /// so gaining focus never moves anything; the characters show in every colour depth.
    func focusMarkers(_ isFocused: Bool, ring: FocusRing, color: ColorToken) -> some View {
        overlay(alignment: .leading) {
            if isFocused { Text(String(ring.leading)).foregroundColor(color) }
        }
        .overlay(alignment: .trailing) {
            if isFocused { Text(String(ring.trailing)).foregroundColor(color) }
        }
    }
}
