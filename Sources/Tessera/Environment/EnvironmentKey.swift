/// A key for a value in ``EnvironmentValues``. Extend `EnvironmentValues` with a computed property
/// that reads and writes `self[MyKey.self]` to make it available as `@Environment(\.myValue)`.
public protocol EnvironmentKey {
    /// The type of the value the key holds.
    associatedtype Value
    /// The value a view sees when no ancestor set one.
    static var defaultValue: Value { get }
}
