/// A read-write reference to a value owned elsewhere: a model property or a `@State`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// A binding that reads through `get` and writes through `set`, each time it is used.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// A binding that always reads `value` and ignores writes (for previews and the gallery).
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The bound value: reading calls the getter, writing the setter (even through a `let`).
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself, so that `$value` passes a `@Binding` property on.
    public var projectedValue: Binding<Value> { self }

    /// Lets a `@Binding` property be initialised from `$value` in a memberwise initialiser.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a property of the bound value.
    public subscript<Property>(dynamicMember keyPath: WritableKeyPath<Value, Property>) -> Binding<Property> {
        Binding<Property>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { newValue in
                var whole = self.wrappedValue
                whole[keyPath: keyPath] = newValue
                self.wrappedValue = whole
            })
    }
}
