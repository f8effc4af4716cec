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
    /// The model; it is a reference, so its changes are seen wherever it is shared.
    public var wrappedValue: Model

    /// Wraps `model` as the property `@Bindable var model = …` declares.
    public init(wrappedValue: Model) {
        self.wrappedValue = wrappedValue
    }

    /// Wraps `model` in place, as in `Bindable(model).name` inside a body.
    public init(_ model: Model) {
        self.wrappedValue = model
    }

    /// The wrapper itself: `$settings.name` reaches the bindings through it.
    public var projectedValue: Bindable<Model> { self }

    /// A binding to one property of the model.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Model, Property>) -> Binding<Property> {
        let model = wrappedValue
        return Binding(get: { model[keyPath: keyPath] }, set: { model[keyPath: keyPath] = $0 })
    }
}
