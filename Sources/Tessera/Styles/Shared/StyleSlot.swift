/// A type-erased style of one control kind, as the environment stores it.
struct StyleSlot<Configuration> {
    /// How the style was written (`.tessera(.primary, size: .large)`), for the inspector; built
    /// only when asked for.
    var description: String { describe() }
    private let describe: () -> String
    let append: (Configuration, ResolveContext, inout [LayoutNode]) -> Void

    init<Style>(_ style: Style, describe: String? = nil,
                makeBody: @escaping (Style, Configuration) -> some View) {
        self.describe = { describe ?? (style as? CustomStringConvertible)?.description ?? String(describing: Style.self) }
        append = { configuration, context, nodes in
            let inner = context.child(ObjectIdentifier(Style.self))
            context.graph.prepare(style, inner)
            context.graph.append(makeBody(style, configuration), inner, into: &nodes)
        }
    }
}

extension ViewGraph {
    /// Installs `@Environment` and `@State` properties of a style before its `makeBody`.
    func prepare<Value>(_ value: Value, _ context: ResolveContext) {
        if hasDynamicProperties(Value.self, sample: value) { installDynamicProperties(of: value, context) }
    }
}
