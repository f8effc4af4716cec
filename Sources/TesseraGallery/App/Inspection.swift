import Tessera

/// What the inspector shows for the focused element: each resolved environment value that applies
/// to it with where it came from (the button style for a button, the toggle style for a toggle,
/// no style for a `focusable()` view), and the colours it draws with, down to what the current
/// depth sends.
struct Inspection: Equatable {
    struct Value: Equatable {
        let name: String
        let value: String
        let source: String
    }

    struct ColorValue: Equatable {
        let token: String
        let hex: String
        let sent: String
    }

    let label: String
    /// What the element is: `button`, `toggle`, `text field` or `view`.
    let kind: String
    let values: [Value]
    let colors: [ColorValue]

    init(_ element: FocusedElement) {
        let environment = element.environment
        label = element.label ?? "unlabelled element"
        func value<T>(_ name: String, _ keyPath: KeyPath<EnvironmentValues, T>, _ shown: String) -> Value {
            Value(name: name, value: shown, source: environment.source(of: keyPath).description)
        }
        // Only the style that drew the element: a button's toggle style would explain nothing.
        let style: Value? =
            switch element.kind {
            case .button: value("style", \.buttonStyleDescription, environment.buttonStyleDescription)
            case .toggle: value("style", \.toggleStyleDescription, environment.toggleStyleDescription)
            case .textField: value("style", \.textFieldStyleDescription, environment.textFieldStyleDescription)
            case .view: nil
            }
        kind =
            switch element.kind {
            case .button: "button"
            case .toggle: "toggle"
            case .textField: "text field"
            case .view: "view"
            }
        values =
            [
                value("theme", \.theme, environment.theme.name),
                value("scheme", \.colorScheme, environment.colorScheme.rawValue),
                value("depth", \.colorDepth, environment.colorDepth.rawValue),
                value("density", \.density, environment.density.rawValue),
                value("isEnabled", \.isEnabled, String(environment.isEnabled)),
            ] + [style].compactMap { $0 } + [
                value("text role", \.textRole, "." + environment.textRole.rawValue),
                value("foreground", \.foregroundToken, "." + environment.foregroundToken.rawValue),
            ]
        // The theme's own hex, then what the depth sends: its legible stand-in, degraded.
        let own = environment.theme.resolved(for: environment.colorScheme)
        let shown = environment.resolvedTheme
        let depth = environment.colorDepth
        colors = [environment.foregroundToken, environment.tintToken, .bg].map { token in
            ColorValue(
                token: token.rawValue, hex: own.rgb(token).hexString,
                sent: Inspection.describe(shown.color(token).degraded(to: depth)))
        }
    }

    /// What a colour becomes on the wire at the current depth.
    static func describe(_ color: Color) -> String {
        switch color {
        case .default: "terminal default"
        case .ansi(let index): "ANSI \(index)"
        case .palette(let index): "palette \(index)"
        case .rgb(let rgb): rgb.hexString
        }
    }
}
