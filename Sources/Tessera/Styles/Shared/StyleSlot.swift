/// A type-erased style of one control kind, as the environment stores it.
@usableFromInline
struct StyleSlot<Configuration> {
    /// How the style was written (`.tessera(.primary, size: .large)`), for the inspector; built
    /// only when asked for.
    var description: String { describe() }
    private let describe: () -> String
    let append: (Configuration, ResolveContext, inout [LayoutNode]) -> Void
    /// The style's type and its bytes (its `@Environment` boxes aside), hashed: what the
    /// environment's fingerprint takes for this slot, so that the same style set again on a later
    /// frame leaves the fingerprint as it was.
    let fingerprint: UInt64

    init<Style>(
        _ style: Style, describe: String? = nil,
        makeBody: @escaping (Style, Configuration) -> some View
    ) {
        let facts = TypeFacts.of(Style.self, sample: style)
        fingerprint = ValueBytes.hash(
            style, in: facts.layout.inputs,
            seed: UInt64(UInt(bitPattern: ObjectIdentifier(Style.self))))
        self.describe = { describe ?? Self.description(of: style) }
        append = { configuration, context, nodes in
            let inner = context.child(ObjectIdentifier(Style.self))
            context.graph.prepare(style, inner)
            context.graph.append(makeBody(style, configuration), inner, into: &nodes)
        }
    }

    /// How `style` was written: its own description, or its type's name.
    static func description<Style>(of style: Style) -> String {
        (style as? CustomStringConvertible)?.description ?? String(describing: Style.self)
    }
}
