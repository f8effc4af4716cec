import Synchronization

/// What the resolver needs to know about a view, modifier or style type: learned once per type
/// for the whole process (every host, every snapshot), since a type's facts never change and
/// learning some of them — a failed protocol cast, field reflection — searches the process's
/// metadata.
struct TypeFacts: @unchecked Sendable {
    /// The type's name without generic arguments, for provenance ("… in AccountView").
    let name: String
    /// Where its `@State` and `@Environment` properties are.
    let layout: DynamicPropertyLayout
    /// Whether it has dynamic properties (known from the layout, or from a `Mirror` otherwise).
    let hasDynamicProperties: Bool

    private static let known = Mutex<[ObjectIdentifier: TypeFacts]>([:])

    /// The facts of `type`; `sample` is a value of it, for types field reflection cannot describe.
    static func of<Value>(_ type: Value.Type, sample: Value) -> TypeFacts {
        let id = ObjectIdentifier(type)
        if let facts = known.withLock({ $0[id] }) { return facts }
        let layout = DynamicPropertyLayout(of: type)
        let hasDynamic =
            layout.isKnown
            ? !layout.fields.isEmpty : Mirror(reflecting: sample).children.contains { $0.value is InstallableProperty }
        // `_typeName` reads the name from the metadata; `String(describing:)` first asks the type
        // for three printing protocols, and each failed cast scans every conformance in the process.
        var name = _typeName(type, qualified: false)
        if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        let facts = TypeFacts(name: name, layout: layout, hasDynamicProperties: hasDynamic)
        known.withLock { $0[id] = facts }
        return facts
    }
}
