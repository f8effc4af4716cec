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
    private let box = EnvironmentBox()

    /// Reads the value at `keyPath`, as in `@Environment(\.resolvedTheme) var theme`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value in the environment where the view is rendered; the key's default outside a body.
    public var wrappedValue: Value {
        (box.environment ?? EnvironmentValues())[keyPath: keyPath]
    }

    func install(in context: DynamicPropertyContext) {
        box.environment = context.environment
    }
}

/// Holds the environment a property wrapper was installed with; a class so the installation
/// reaches every copy of the view value.
final class EnvironmentBox {
    var environment: EnvironmentValues?
}

extension Environment: InstallableProperty {}
