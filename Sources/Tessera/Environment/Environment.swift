/// Reads a value from the environment of the view (or style) that declares it.
///
/// ```swift
/// struct Balance: View {
///     @Environment(\.isEnabled) var isEnabled
///     var body: some View { Text(isEnabled ? "On" : "Off") }
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let box = EnvironmentBox<Value>()

    /// Reads the value at `keyPath`, as in `@Environment(\.resolvedTheme) var theme`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value in the environment where the view is rendered; the key's default outside a body.
    public var wrappedValue: Value {
        box.value ?? EnvironmentValues()[keyPath: keyPath]
    }

    func install(in context: DynamicPropertyContext) {
        box.value = context.environment[keyPath: keyPath]
    }
}

/// Holds the value a property wrapper was installed with; a class so the installation reaches
/// every copy of the view value. It keeps the value, not the whole environment: styles live in
/// the environment and have `@Environment` properties of their own, so a box holding the
/// environment would close a cycle (environment → style → box → environment) and leak every
/// environment a style was installed in, frame after frame.
final class EnvironmentBox<Value> {
    var value: Value?
}

extension Environment: InstallableProperty {}
