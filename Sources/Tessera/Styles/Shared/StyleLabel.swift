/// A control's label as a style sees it: a view to place anywhere in `makeBody`.
public struct StyleLabel: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    private let content: Content

    /// A text label (most are) is kept as the text, plain data, so a style's view that holds the
    /// label compares equal to the last frame's (``ValueBytes``); any other view as a closure.
    enum Content {
        case text(Text)
        case view((ResolveContext, inout [LayoutNode]) -> Void)
    }

    init<Label: View>(_ label: Label) {
        if Label.self == Text.self {
            content = .text(unsafeBitCast(label, to: Text.self))
        } else {
            content = .view { context, nodes in context.graph.append(label, context, into: &nodes) }
        }
    }
}

extension StyleLabel.Content: ComparedInputs {
    static func inputsEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        switch (lhs.load(as: Self.self), rhs.load(as: Self.self)) {
        case (.text(let left), .text(let right)): ValueBytes.equal(left, right)
        case (.view(let left), .view(let right)): ValueBytes.equal(left, right)
        default: false
        }
    }

    static func inputsHash(_ value: UnsafeRawPointer, into hash: UInt64) -> UInt64 {
        switch value.load(as: Self.self) {
        case .text(let text): ValueBytes.hash(inputsOf: text, seed: Fingerprint.mix(hash, 1))
        case .view(let append): ValueBytes.hash(inputsOf: append, seed: Fingerprint.mix(hash, 2))
        }
    }
}

extension StyleLabel: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let inner = context.child("label")
        switch content {
        case .text(let text): text.makeNodes(inner, into: &nodes)
        case .view(let append): append(inner, &nodes)
        }
    }
}
