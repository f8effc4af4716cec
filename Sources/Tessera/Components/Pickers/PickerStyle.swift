/// How every picker in a subtree draws its options. Unlike SwiftUI's, you can write your own:
/// `makeBody` gets the picker's label and its options, each with a `select()`.
///
/// ```swift
/// struct ChipPickerStyle: PickerStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack(spacing: 1) {
///             ForEach(configuration.options) { option in
///                 Button(option.title) { option.select() }
///                     .buttonStyle(.tessera(option.isSelected ? .primary : .secondary, size: .small))
///             }
///         }
///     }
/// }
/// ```
public protocol PickerStyle {
    /// The view ``makeBody(configuration:)`` returns.
    associatedtype Body: View
    /// What the style is told about the picker it draws.
    typealias Configuration = PickerStyleConfiguration
    /// The picker's whole look, built from `configuration`; called every frame it is drawn.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a picker style knows about the picker it draws.
public struct PickerStyleConfiguration {
    /// The picker's label.
    public let label: StyleLabel
    /// The label's text, when the picker was made from a string.
    public let title: String?
    /// The options, in order.
    public let options: [PickerOption]

    /// The selected option, if the selection is one of the options.
    public var selectedOption: PickerOption? { options.first(where: \.isSelected) }
}

/// One option of a picker, for a style to draw.
public struct PickerOption: Identifiable {
    /// The option's position among the picker's options.
    public let id: Int
    /// The option's plain text (a `Text`'s characters), else its tag described.
    public let title: String
    /// The tagged view itself.
    public let label: AnyView
    /// Whether it is the selection.
    public let isSelected: Bool
    /// Makes it the selection.
    public let select: () -> Void
}

struct PickerStyleKey: EnvironmentKey {
    static var defaultValue: StyleSlot<PickerStyleConfiguration> { PickerStyleKind.slot(of: MenuPickerStyle()) }
}

/// Picker styles as the environment keeps them.
@usableFromInline
enum PickerStyleKind<Style: PickerStyle>: StyleKind {
    @usableFromInline static func install(_ slot: StyleSlot<PickerStyleConfiguration>, in environment: inout EnvironmentValues) {
        environment.pickerStyle = slot
    }
    @usableFromInline static func slot(of style: Style) -> StyleSlot<PickerStyleConfiguration> {
        StyleSlot(style) { $0.makeBody(configuration: $1) }
    }
}

extension EnvironmentValues {
    var pickerStyle: StyleSlot<PickerStyleConfiguration> {
        get { self[PickerStyleKey.self] }
        set { set(PickerStyleKey.self, newValue, fingerprint: newValue.fingerprint) }
    }

    /// How the picker style in effect was written.
    public var pickerStyleDescription: String { pickerStyle.description }
}

extension View {
    /// Sets the style of every picker inside that does not set its own.
    public consuming func pickerStyle<Style: PickerStyle>(_ style: Style) -> some View {
        modifier(EnvironmentModifier(StyleWrite<PickerStyleKind<Style>>(style: style, modifierName: ".pickerStyle")))
    }
}
