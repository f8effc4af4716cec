/// Changes the environment for the content only; the nodes pass through unchanged, so it works
/// on groups too. The change is kept as data (``EnvironmentWrite``), so the same modifier on a
/// later frame leaves its view's value bitwise equal.
@usableFromInline
struct EnvironmentModifier<Write: EnvironmentWrite>: ViewModifier, PrimitiveModifier {
    @inline(__always) @usableFromInline static var _primitive: _PrimitiveModifierType? { primitiveType }
    let write: Write

    init(_ write: Write) {
        self.write = write
    }

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        context.graph.append(content, context.applying(write), into: &nodes)
    }
}

extension ResolveContext {
    /// The context with `write` made, recorded as set by its modifier here.
    func applying(_ write: some EnvironmentWrite) -> ResolveContext {
        settingEnvironment(write.name, write.apply)
    }
}

extension View {
    /// Applies one of Tessera's own environment writes to this view.
    consuming func environment(_ setting: EnvironmentSetting) -> ModifiedContent<Self, EnvironmentModifier<EnvironmentSetting>> {
        modifier(EnvironmentModifier(setting))
    }
}

extension View {
    /// Sets an environment value for this view and everything inside it.
    public consuming func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        modifier(EnvironmentModifier(KeyPathWrite(keyPath: keyPath, value: value)))
    }

    /// Disables every control inside when `disabled` is true. An enclosing `.disabled(true)`
    /// cannot be undone inside.
    public consuming func disabled(_ disabled: Bool = true) -> some View {
        environment(.disabled(disabled))
    }

    /// Sets the colour scheme for this subtree.
    public consuming func colorScheme(_ scheme: ColorScheme) -> some View {
        environment(.colorScheme(scheme))
    }

    /// Sets the density for this subtree.
    public consuming func density(_ density: Density) -> some View {
        environment(.density(density))
    }

    /// Sets the colour of text inside that sets none of its own; it wins over the colour of a text
    /// role set further out, not over a role set nearer the text or on the text itself.
    public consuming func foregroundColor(_ token: ColorToken) -> some View {
        environment(.foregroundColor(token, ink: token, dim: false))
    }

    /// Sets the typography role of text inside that sets none of its own.
    public consuming func textRole(_ role: TextRole) -> some View {
        environment(.textRole(role))
    }

    /// Limits text inside to `limit` lines, ending a cut line with `…`.
    public consuming func lineLimit(_ limit: Int?) -> some View {
        environment(.lineLimit(limit))
    }

    /// Aligns the lines of wrapped text inside.
    public consuming func multilineTextAlignment(_ alignment: HorizontalAlignment) -> some View {
        environment(.multilineTextAlignment(alignment))
    }

    /// Stops animations inside when `reduce` is true.
    public consuming func reduceMotion(_ reduce: Bool = true) -> some View {
        environment(.reduceMotion(reduce))
    }
}
