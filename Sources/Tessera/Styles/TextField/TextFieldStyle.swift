/// How every text field in a subtree looks. Place `configuration.field` (the editable text with
/// its cursor) wherever the style wants it, at any width.
public protocol TextFieldStyle {
    /// The view ``makeBody(configuration:)`` returns.
    associatedtype Body: View
    /// What the style is told about the text field it draws.
    typealias Configuration = TextFieldStyleConfiguration
    /// The text field's whole look, built from `configuration`; called every frame it is drawn.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a text field style knows about the field it draws.
public struct TextFieldStyleConfiguration {
    /// The field's label.
    public let title: String
    /// The placeholder shown while the text is empty.
    public let prompt: String?
    /// The current text.
    public let text: String
    /// Whether the field has keyboard focus (and so is being edited).
    public let isFocused: Bool
    /// Help shown under the field (`.helperText(_:)`).
    public let helperText: String?
    /// A validation error (`.errorMessage(_:)`); styles show it in negative colours.
    public let errorMessage: String?
    /// The editable text and cursor.
    public let field: TextFieldContent
}

/// The unadorned text field: `Label: text▏`. The environment's default when no theme provider
/// installed one.
public struct PlainTextFieldStyle: TextFieldStyle, CustomStringConvertible {
    /// The plain text field style.
    public init() {}

    /// The title and a colon, then the field.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 1) {
            Text(configuration.title + ":")
            configuration.field
        }
    }

    /// How the style is written at a call site: `.plain`.
    public var description: String { ".plain" }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The unadorned text field.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: StyleSlot<TextFieldStyleConfiguration> {
        TextFieldStyleKind.slot(of: PlainTextFieldStyle())
    }
}

/// TextField styles as the environment keeps them.
@usableFromInline
enum TextFieldStyleKind<Style: TextFieldStyle>: StyleKind {
    @usableFromInline static func install(_ slot: StyleSlot<TextFieldStyleConfiguration>, in environment: inout EnvironmentValues) {
        environment.textFieldStyle = slot
    }
    @usableFromInline static func slot(of style: Style) -> StyleSlot<TextFieldStyleConfiguration> {
        StyleSlot(style) { $0.makeBody(configuration: $1) }
    }
}

struct TextFieldHelperKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

struct TextFieldErrorKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

extension EnvironmentValues {
    var textFieldStyle: StyleSlot<TextFieldStyleConfiguration> {
        get { self[TextFieldStyleKey.self] }
        set { set(TextFieldStyleKey.self, newValue, fingerprint: newValue.fingerprint) }
    }

    /// How the text field style in effect was written.
    public var textFieldStyleDescription: String { textFieldStyle.description }

    var textFieldHelperText: String? {
        get { self[TextFieldHelperKey.self] }
        set { self[TextFieldHelperKey.self] = newValue }
    }

    var textFieldErrorMessage: String? {
        get { self[TextFieldErrorKey.self] }
        set { self[TextFieldErrorKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of every text field inside that does not set its own.
    public consuming func textFieldStyle<Style: TextFieldStyle>(_ style: Style) -> some View {
        modifier(EnvironmentModifier(StyleWrite<TextFieldStyleKind<Style>>(style: style, modifierName: ".textFieldStyle")))
    }

    /// Help shown under the text fields inside.
    public consuming func helperText(_ text: String?) -> some View {
        environment(.helperText(text))
    }

    /// Puts the text fields inside in their error state with this message (`nil` clears it).
    public consuming func errorMessage(_ message: String?) -> some View {
        environment(.errorMessage(message))
    }
}
