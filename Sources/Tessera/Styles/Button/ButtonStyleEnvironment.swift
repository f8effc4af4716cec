struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: StyleSlot<ButtonStyleConfiguration> {
        StyleSlot(PlainButtonStyle()) { $0.makeBody(configuration: $1) }
    }
}

struct IsLoadingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    var buttonStyle: StyleSlot<ButtonStyleConfiguration> {
        get { self[ButtonStyleKey.self] }
        set { set(ButtonStyleKey.self, newValue, fingerprint: newValue.fingerprint) }
    }

    /// How the button style in effect was written, e.g. `.tessera(.primary, size: .large)`.
    public var buttonStyleDescription: String { buttonStyle.description }

    /// Whether buttons inside are busy: they show a spinner and ignore input.
    public var isLoading: Bool {
        get { self[IsLoadingKey.self] }
        set { self[IsLoadingKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of every button inside that does not set its own.
    public func buttonStyle<Style: ButtonStyle>(_ style: Style) -> some View {
        let slot = StyleSlot(style) { $0.makeBody(configuration: $1) }
        return modifier(EnvironmentModifier(name: ".buttonStyle(\(slot.description))") { $0.buttonStyle = slot })
    }

    /// Marks buttons inside as busy: a spinner replaces the label, the size stays, input is ignored.
    public func loading(_ isLoading: Bool = true) -> some View {
        modifier(EnvironmentModifier(name: ".loading(\(isLoading))") { $0.isLoading = isLoading })
    }
}
