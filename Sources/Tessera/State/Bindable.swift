/// Bindings into an `@Observable` model: `$settings.name` is a `Binding<String>`.
///
/// ```swift
/// struct AccountView: View {
///     @Bindable var settings: Settings
///     var body: some View { TextField("Name", text: $settings.name) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Model: AnyObject & Observable> {
    public var wrappedValue: Model

    public init(wrappedValue: Model) {
        self.wrappedValue = wrappedValue
    }

    public init(_ model: Model) {
        self.wrappedValue = model
    }

    public var projectedValue: Bindable<Model> { self }

    /// A binding to one property of the model.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Model, Property>) -> Binding<Property> {
        let model = wrappedValue
        return Binding(get: { model[keyPath: keyPath] }, set: { model[keyPath: keyPath] = $0 })
    }
}
