struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: StyleSlot<ButtonStyleConfiguration> {
        ButtonStyleKind.slot(of: PlainButtonStyle())
    }
}

/// Button styles as the environment keeps them.
@usableFromInline
enum ButtonStyleKind<Style: ButtonStyle>: StyleKind {
    @usableFromInline static func install(_ slot: StyleSlot<ButtonStyleConfiguration>, in environment: inout EnvironmentValues) {
        environment.buttonStyle = slot
    }
    @usableFromInline static func slot(of style: Style) -> StyleSlot<ButtonStyleConfiguration> {
        StyleSlot(style) { $0.makeBody(configuration: $1) }
    }
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
        get { readHot(.isLoading); return hot.isLoading }
        set { hot.isLoading = newValue; wroteHot(.isLoading, newValue) }
    }
}

extension View {
    /// Sets the style of every button inside that does not set its own.
    public consuming func buttonStyle<Style: ButtonStyle>(_ style: Style) -> some View {
        modifier(EnvironmentModifier(StyleWrite<ButtonStyleKind<Style>>(style: style, modifierName: ".buttonStyle")))
    }

    /// Marks buttons inside as busy: a spinner replaces the label, the size stays, input is ignored.
    public consuming func loading(_ isLoading: Bool = true) -> some View {
        environment(.loading(isLoading))
    }
}
