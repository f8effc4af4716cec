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
        if case .hot(let key) = box.read, let hot = box.hot { return hot.value(of: key, as: Value.self) }
        if let other = box.other as? Value { return other }
        return EnvironmentValues()[keyPath: keyPath]
    }

    func install(in context: DynamicPropertyContext) {
        if case .unknown = box.read { box.read = HotEnvironmentRead.of(keyPath) }
        if case .hot = box.read {
            box.hot = context.environment.hot
        } else {
            box.other = context.environment[keyPath: keyPath]
        }
    }
}

/// Holds what a property wrapper was installed with; a class so the installation reaches every
/// copy of the view value. It never holds the whole environment: an environment holds styles,
/// styles hold their `@Environment` boxes, and a box that held the environment would close a
/// reference cycle that leaked every frame's environment. The typed values hold no styles.
///
/// One type for every `Value`: a box generic over it (with a `Value?`) looked up the type
/// `Optional<Value>` at run time at every installation and again when it was freed (issue 14).
final class EnvironmentBox {
    /// How the property's key path is read, learned at the first installation.
    var read = HotEnvironmentRead.unknown
    /// For a key path that names a typed field: the typed values installed last, which the
    /// property reads its field from.
    var hot: HotEnvironmentValues?
    /// For any other key path: the value installed last.
    var other: Any?
}

extension Environment: InstallableProperty {}
