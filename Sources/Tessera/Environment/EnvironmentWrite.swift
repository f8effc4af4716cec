/// A change a modifier makes to the environment, kept in the view value as data — the key and the
/// value, never a closure — so that the same modifier written again on a later frame makes a
/// bitwise equal view value (``ValueBytes``) and the view around it is reused.
@usableFromInline
protocol EnvironmentWrite {
    /// Makes the change.
    func apply(to environment: inout EnvironmentValues)
    /// The modifier as the user wrote it (`.density(.compact)`), for provenance; built only when
    /// an inspector asks.
    var name: String { get }
}

/// `.environment(keyPath, value)`: any writable key with any value.
@usableFromInline
struct KeyPathWrite<Value>: EnvironmentWrite {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    @usableFromInline func apply(to environment: inout EnvironmentValues) {
        environment[keyPath: keyPath] = value
    }

    @usableFromInline var name: String { ".environment(\(keyPath), \(value))" }
}
