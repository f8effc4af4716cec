/// A view's identity in the tree: its path of structural positions and explicit ids, folded into
/// one hash. `@State` lives as long as its view's identity does.
struct ViewIdentity: Hashable, Sendable {
    let value: UInt64

    static let root = ViewIdentity(value: 0x9E37_79B9_7F4A_7C15)

    /// The identity of the child at a structural position.
    func child(_ position: Int) -> ViewIdentity { mixed(UInt64(bitPattern: Int64(position))) }

    /// The identity of a child view of a given type.
    func child(_ type: ObjectIdentifier) -> ViewIdentity { mixed(UInt64(UInt(bitPattern: type))) }

    /// The identity of a child with an explicit id (or any other hashable component).
    func child(_ component: some Hashable) -> ViewIdentity {
        mixed(UInt64(bitPattern: Int64(component.hashValue)))
    }

    /// Folds a component into the path (collisions are vanishingly unlikely for the few thousand
    /// views of a frame).
    private func mixed(_ component: UInt64) -> ViewIdentity {
        ViewIdentity(value: Fingerprint.mix(value, component))
    }
}
