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
        if case .unknown = box.read { box.read = HotEnvironmentRead.of(keyPath) }
        if case .hot(let key) = box.read {
            box.value = context.environment.hot.value(of: key, as: Value.self)
        } else {
            box.value = context.environment[keyPath: keyPath]
        }
    }
}

/// Holds the value a property wrapper was installed with; a class so the installation reaches
/// every copy of the view value. It keeps the one value, never the whole environment: an
/// environment holds styles, styles hold their `@Environment` boxes, and a box that held the
/// environment would close a reference cycle that leaked every frame's environment.
final class EnvironmentBox<Value> {
    var value: Value?
    /// How the property's key path is read, learned at the first installation.
    var read = HotEnvironmentRead.unknown
}

extension Environment: InstallableProperty {}
