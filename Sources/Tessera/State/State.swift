/// View-local UI state (an expanded flag, a draft, a focused field), kept across frames for as
/// long as the view keeps its identity in the tree. Model state belongs in an `@Observable` model.
///
/// ```swift
/// struct Disclosure: View {
///     @State private var isExpanded = false
///     var body: some View { Button(isExpanded ? "Less" : "More") { isExpanded.toggle() } }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let location: StateLocation<Value>

    /// State that starts at `wrappedValue`. The value is read only the first time the view's
    /// identity appears; later frames keep the stored value.
    public init(wrappedValue: Value) {
        location = StateLocation(initial: wrappedValue)
    }

    /// The same as ``init(wrappedValue:)``, for code that spells it out.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The current value. Setting it asks for a new frame, in which the views whose bodies read it
    /// resolve again.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding to the state, for controls: `Toggle("On", isOn: $isOn)`.
    public var projectedValue: Binding<Value> {
        // Installed: the storage's one binding, the same value each time the body runs.
        if let storage = location.storage { return storage.binding(as: Value.self, fallback: location.initial) }
        let location = self.location
        return Binding(get: { location.value }, set: { location.value = $0 })
    }
}

extension State: InstallableProperty {
    func install(in context: DynamicPropertyContext) {
        location.storage = context.graph.stateStorage(
            for: context.identity, slot: context.slot, initial: location.initial,
            dirtiesOwner: false)
    }
}

/// Connects one `State` value to the persistent storage of its view's identity.
final class StateLocation<Value> {
    let initial: Value
    var storage: StateStorage?
    /// A value set before the view was ever rendered.
    private var detached: Value?

    init(initial: Value) {
        self.initial = initial
    }

    var value: Value {
        get {
            if let storage, let value = storage.observedValue as? Value { return value }
            return detached ?? initial
        }
        set {
            if let storage {
                storage.set(newValue)
            } else {
                detached = newValue
            }
        }
    }
}
