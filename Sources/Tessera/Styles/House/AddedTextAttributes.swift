extension View {
    /// Adds `attributes` to all text inside (nothing when empty). House controls use it for the
    /// focus ring's bold and underline and for reverse video on indicators.
    consuming func addingTextAttributes(_ attributes: TextAttributes) -> some View {
        environment(.houseControlAttributes(attributes))
    }
}
