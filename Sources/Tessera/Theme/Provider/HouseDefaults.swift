/// The inherited defaults a theme provider installs, so that controls nobody styled already look
/// like Tessera. Buttons get the *plain* house style, never the filled primary: a call to action
/// opts in with `.buttonStyle(.tessera(.primary))`.
enum HouseDefaults {
    static func install(into environment: inout EnvironmentValues) {
        environment.tintToken = .bgPrimary
        environment.foregroundToken = .fg
        // After the foreground, so the body role's colour in the theme wins over the default.
        environment.textRole = .body
        environment.buttonStyle = ButtonStyleKind.slot(of: TesseraButtonStyle())
        environment.toggleStyle = ToggleStyleKind.slot(of: TesseraToggleStyle(.primary))
        environment.progressViewStyle = ProgressViewStyleKind.slot(of: TesseraProgressViewStyle(.m))
        environment.textFieldStyle = TextFieldStyleKind.slot(of: TesseraTextFieldStyle())
    }
}

struct TintKey: EnvironmentKey {
    static var defaultValue: ColorToken { .bgPrimary }
}

extension EnvironmentValues {
    /// The accent colour of controls (the theme's primary under a provider).
    public var tintToken: ColorToken {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}
