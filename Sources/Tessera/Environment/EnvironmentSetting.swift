/// The environment writes of Tessera's own modifiers, one case per modifier with the value it was
/// given: plain data, so an unchanged modifier keeps its view's value bitwise equal.
@usableFromInline
enum EnvironmentSetting: EnvironmentWrite {
    case disabled(Bool)
    case colorScheme(ColorScheme)
    case density(Density)
    /// `.foregroundColor(token)`: text is drawn in `ink` (the token, or its legible stand-in at
    /// the depth the style saw), dimmed when `dim`.
    case foregroundColor(ColorToken, ink: ColorToken, dim: Bool)
    case textRole(TextRole)
    case lineLimit(Int?)
    case multilineTextAlignment(HorizontalAlignment)
    case reduceMotion(Bool)
    case loading(Bool)
    case previewState(PreviewState?)
    case scrollIndicators(ScrollIndicatorVisibility)
    case helperText(String?)
    case errorMessage(String?)
    case onSubmit(() -> Void)
    /// The theme's focus attributes on the text inside, while focused.
    case focusCue(Bool)
    /// Attributes a house control adds to all text inside.
    case houseControlAttributes(TextAttributes)
    /// Bold and underline on a plain style's label while focused (or pressed).
    case plainFocus(ControlKind, isFocused: Bool)
    /// A fill under the text inside that keeps it legible (``EnvironmentValues/textGround``).
    case textGround(ColorToken?)

    /// The plain styles that mark focus with bold and underline.
    @usableFromInline enum ControlKind {
        case button, toggle
    }

    @usableFromInline func apply(to environment: inout EnvironmentValues) {
        switch self {
        case .disabled(let disabled): environment.isEnabled = environment.isEnabled && !disabled
        case .colorScheme(let scheme): environment.colorScheme = scheme
        case .density(let density): environment.density = density
        case .foregroundColor(_, let ink, let dim):
            environment.foregroundToken = ink
            if dim { environment.textAttributes.insert(.dim) }
        case .textRole(let role): environment.textRole = role
        case .lineLimit(let limit): environment.lineLimit = limit
        case .multilineTextAlignment(let alignment): environment.multilineTextAlignment = alignment
        case .reduceMotion(let reduce): environment.reduceMotion = reduce
        case .loading(let isLoading): environment.isLoading = isLoading
        case .previewState(let state): environment.previewState = state
        case .scrollIndicators(let visibility): environment.scrollIndicatorVisibility = visibility
        case .helperText(let text): environment.textFieldHelperText = text
        case .errorMessage(let message): environment.textFieldErrorMessage = message
        case .onSubmit(let action): environment.submitAction = action
        case .focusCue(let isFocused):
            if isFocused { environment.textAttributes.formUnion(environment.resolvedTheme.focus.attributes) }
        case .houseControlAttributes(let attributes): environment.textAttributes.formUnion(attributes)
        case .plainFocus(_, let isFocused):
            if isFocused { environment.textAttributes.formUnion([.bold, .underline]) }
        case .textGround(let ground): environment.textGround = ground
        }
    }

    @usableFromInline var name: String {
        switch self {
        case .disabled(let disabled): ".disabled(\(disabled))"
        case .colorScheme(let scheme): ".colorScheme(.\(scheme))"
        case .density(let density): ".density(.\(density))"
        case .foregroundColor(let token, _, _): ".foregroundColor(.\(token))"
        case .textRole(let role): ".textRole(.\(role))"
        case .lineLimit(let limit): ".lineLimit(\(limit.map(String.init) ?? "nil"))"
        case .multilineTextAlignment(let alignment): ".multilineTextAlignment(.\(alignment))"
        case .reduceMotion(let reduce): ".reduceMotion(\(reduce))"
        case .loading(let isLoading): ".loading(\(isLoading))"
        case .previewState(let state): ".previewState(\(state.map { ".\($0)" } ?? "nil"))"
        case .scrollIndicators(let visibility): ".scrollIndicators(.\(visibility))"
        case .helperText: ".helperText"
        case .errorMessage: ".errorMessage"
        case .onSubmit: ".onSubmit"
        case .focusCue: "focus cue"
        case .houseControlAttributes: "house control attributes"
        case .plainFocus(.button, _): "plain button focus"
        case .plainFocus(.toggle, _): "plain toggle focus"
        case .textGround(let ground): "text on \(ground.map { ".\($0)" } ?? "its own fill")"
        }
    }
}
