@_spi(Reflection) import Swift

/// Where a view's (or style's) `@State` and `@Environment` properties sit in memory, found once
/// per type with the standard library's field reflection, so that installing them each frame
/// reads a few known offsets instead of building a `Mirror`.
struct DynamicPropertyLayout: @unchecked Sendable {
    struct Field {
        let offset: Int
        let size: Int
        let type: any InstallableProperty.Type
    }

    /// The dynamic properties, in declaration order (which is also their state slot order).
    let fields: [Field]
    /// False when the type could not be described (not a struct, say): use `Mirror` then.
    let isKnown: Bool
    /// Where the type keeps its inputs: what ``ValueBytes`` compares.
    let inputs: InputLayout

    init(of type: Any.Type) {
        var fields: [Field] = []
        let described = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            // Only `State`, `Environment` and `FocusState` conform: other field types skip the conformance search.
            if Self.isDynamicProperty(fieldType), let property = fieldType as? any InstallableProperty.Type {
                fields.append(Field(offset: offset, size: Self.size(of: property), type: property))
            }
            return true
        }
        self.fields = fields
        self.isKnown = described
        inputs = InputLayout.of(type)
    }

    /// Whether every dynamic property is an `@Environment` or a `@HotEnvironment` (no state of its own).
    var holdsOnlyEnvironment: Bool {
        fields.allSatisfy { Self.environmentDescriptors.contains(TypeMetadata.descriptor(of: $0.type)) }
    }

    private static let environmentDescriptors = [
        TypeMetadata.descriptor(of: Environment<Int>.self), TypeMetadata.descriptor(of: HotEnvironment.self),
    ]

    /// `State`, `Environment`, `HotEnvironment` and `FocusState`, told by their type descriptors.
    private static let dynamicPropertyDescriptors =
        [TypeMetadata.descriptor(of: State<Int>.self), TypeMetadata.descriptor(of: FocusState<Bool>.self)]
        + environmentDescriptors

    /// Whether `type` is a `State`, an `Environment`, a `HotEnvironment` or a `FocusState`, known from
    /// its metadata without searching the process's conformances.
    static func isDynamicProperty(_ type: Any.Type) -> Bool {
        TypeMetadata.kind(of: type) == .struct && dynamicPropertyDescriptors.contains(TypeMetadata.descriptor(of: type))
    }

    private static func size<Property: InstallableProperty>(of type: Property.Type) -> Int { MemoryLayout<Property>.size }

    /// Installs every dynamic property of `value` (whose type this layout describes).
    func install<Value>(in value: Value, _ makeContext: (Int) -> DynamicPropertyContext) {
        withUnsafeBytes(of: value) { bytes in
            guard let base = bytes.baseAddress else { return }
            for (slot, field) in fields.enumerated() {
                field.type.install(at: base + field.offset, in: makeContext(slot))
            }
        }
    }
}

extension InstallableProperty {
    /// Installs the property stored at `address`.
    static func install(at address: UnsafeRawPointer, in context: DynamicPropertyContext) {
        address.load(as: Self.self).install(in: context)
    }
}
