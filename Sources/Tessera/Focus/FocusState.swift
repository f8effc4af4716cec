import Observation

/// Where keyboard focus is, as a value a view can read and write: `true` (or a field's tag) while
/// focus is on a control inside a view marked with ``View/focused(_:)`` (or
/// ``View/focused(_:equals:)``), `false` (or `nil`) otherwise. Setting it moves focus to the first
/// control inside the marked view; setting `false` (or `nil`) takes focus away from there.
///
/// ```swift
/// struct Login: View {
///     enum Field: Hashable { case name, password }
///     @State private var name = ""
///     @State private var password = ""
///     @FocusState private var field: Field?
///
///     var body: some View {
///         VStack {
///             TextField("Name", text: $name).focused($field, equals: .name)
///             SecureLikeField(text: $password).focused($field, equals: .password)
///             Button("Next") { field = .password }
///         }
///     }
/// }
/// ```
///
/// A change of focus is known once a frame has laid out the controls: the value read in a body
/// is that of the last frame, and a value set is carried out in the next one.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let location: FocusStateLocation
    /// What it reads while focus is in none of its views.
    private let unfocused: Value

    /// Focus state for one view: `true` while focus is inside it.
    public init() where Value == Bool {
        unfocused = false
        location = FocusStateLocation(unfocused: AnyHashable(false))
    }

    /// Focus state for several views told apart by tags: the tag of the view focus is inside, or
    /// `nil`.
    public init<Tag: Hashable>() where Value == Tag? {
        unfocused = nil
        location = FocusStateLocation(unfocused: AnyHashable(Value.none))
    }

    /// Where focus is, as of the last frame; setting it moves focus in the next.
    public var wrappedValue: Value {
        get { location.value as? Value ?? unfocused }
        nonmutating set { location.request(AnyHashable(newValue)) }
    }

    /// What ``View/focused(_:)`` and ``View/focused(_:equals:)`` take.
    public var projectedValue: Binding { Binding(location: location, unfocused: unfocused) }

    /// A focus state passed on to the views it marks.
    public struct Binding {
        let location: FocusStateLocation
        let unfocused: Value

        /// Where focus is, as the focus state itself reads and writes it.
        public var wrappedValue: Value {
            get { location.value as? Value ?? unfocused }
            nonmutating set { location.request(AnyHashable(newValue)) }
        }
    }
}

extension FocusState: InstallableProperty {
    func install(in context: DynamicPropertyContext) {
        location.storage = context.graph.focusStateStorage(
            for: context.identity, slot: context.slot,
            unfocused: location.unfocused)
    }
}

/// Connects one `FocusState` value to the storage of its view's identity.
final class FocusStateLocation {
    /// What the state reads when focus is in none of its views: `false` or `nil`.
    let unfocused: AnyHashable
    var storage: FocusStateStorage? {
        didSet {
            if let early, let storage {
                self.early = nil
                storage.request(early)
            }
        }
    }
    /// A value set before the view was ever rendered: carried out once it is.
    private var early: AnyHashable?

    init(unfocused: AnyHashable) {
        self.unfocused = unfocused
    }

    var value: AnyHashable {
        storage?.observedValue ?? unfocused
    }

    func request(_ value: AnyHashable) {
        if let storage { storage.request(value) } else { early = value }
    }
}

/// The persistent side of a `FocusState`: the value of the last frame, which bodies read as an
/// observed access, and a move asked for, which the host carries out in the next frame.
final class FocusStateStorage: @unchecked Sendable, Observable {
    let unfocused: AnyHashable
    /// Read and written on the thread that renders.
    private var value: AnyHashable
    /// A value set by the app and not yet carried out.
    private(set) var pendingRequest: AnyHashable?
    private let registrar = ObservationRegistrar()
    /// Asks for a frame (makes the owning record dirty).
    private let onRequest: () -> Void

    init(unfocused: AnyHashable, onRequest: @escaping () -> Void) {
        self.unfocused = unfocused
        self.value = unfocused
        self.onRequest = onRequest
    }

    /// The value, read as an observed access: the record resolving now resolves again when it changes.
    var observedValue: AnyHashable {
        registrar.access(self, keyPath: \.value)
        return value
    }

    /// Where focus is after a frame laid out the controls: readers resolve again when it changed.
    func publish(_ newValue: AnyHashable) {
        guard newValue != value else { return }
        registrar.withMutation(of: self, keyPath: \.value) { value = newValue }
    }

    func request(_ newValue: AnyHashable) {
        pendingRequest = newValue
        onRequest()
    }

    /// Hands back the move asked for, once.
    func takeRequest() -> AnyHashable? {
        defer { pendingRequest = nil }
        return pendingRequest
    }
}

/// A view marked by ``View/focused(_:equals:)``: focus inside it makes `storage` read `value`.
struct FocusTarget {
    let storage: FocusStateStorage
    let value: AnyHashable
}
