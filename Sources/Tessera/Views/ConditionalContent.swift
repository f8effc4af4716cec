/// One of two views, chosen by an `if`/`else` or `switch` in a `@ViewBuilder`. Each branch has its
/// own identity, so switching branches resets the state inside them.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    @usableFromInline let storage: BuilderBranch<TrueContent, FalseContent>

    @inlinable init(storage: BuilderBranch<TrueContent, FalseContent>) {
        self.storage = storage
    }
}

/// The branch a builder's `if`/`else` took, with its view.
@usableFromInline
enum BuilderBranch<First, Second> {
    case first(First)
    case second(Second)
}

extension ConditionalContent: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        switch storage {
        case .first(let view): context.graph.append(view, context.child(true), into: &nodes)
        case .second(let view): context.graph.append(view, context.child(false), into: &nodes)
        }
    }
}

extension BuilderBranch: ComparedInputs {
    static func inputsEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        switch (lhs.load(as: Self.self), rhs.load(as: Self.self)) {
        case (.first(let left), .first(let right)): ValueBytes.equal(left, right)
        case (.second(let left), .second(let right)): ValueBytes.equal(left, right)
        default: false
        }
    }

    static func inputsHash(_ value: UnsafeRawPointer, into hash: UInt64) -> UInt64 {
        switch value.load(as: Self.self) {
        case .first(let view): ValueBytes.hash(inputsOf: view, seed: Fingerprint.mix(hash, 1))
        case .second(let view): ValueBytes.hash(inputsOf: view, seed: Fingerprint.mix(hash, 2))
        }
    }
}

extension Optional: View where Wrapped: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        if let view = self { context.graph.append(view, context.child(0), into: &nodes) }
    }
}
