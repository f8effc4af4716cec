/// Changes the environment for the content only; the nodes pass through unchanged, so it works
/// on groups too.
struct EnvironmentModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// The modifier as the user wrote it, for provenance (built only when inspected).
    let name: () -> String
    let transform: (inout EnvironmentValues) -> Void

    init(name: @escaping @autoclosure () -> String, transform: @escaping (inout EnvironmentValues) -> Void) {
        self.name = name
        self.transform = transform
    }

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        context.graph.append(content, context.settingEnvironment(name(), transform), into: &nodes)
    }
}

extension View {
    /// Sets an environment value for this view and everything inside it.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        modifier(EnvironmentModifier(name: ".environment(\(keyPath), \(value))") { $0[keyPath: keyPath] = value })
    }

    /// Disables every control inside when `disabled` is true. An enclosing `.disabled(true)`
    /// cannot be undone inside.
    public func disabled(_ disabled: Bool = true) -> some View {
        modifier(EnvironmentModifier(name: ".disabled(\(disabled))") { $0.isEnabled = $0.isEnabled && !disabled })
    }

    /// Sets the colour scheme for this subtree.
    public func colorScheme(_ scheme: ColorScheme) -> some View {
        modifier(EnvironmentModifier(name: ".colorScheme(.\(scheme))") { $0.colorScheme = scheme })
    }

    /// Sets the density for this subtree.
    public func density(_ density: Density) -> some View {
        modifier(EnvironmentModifier(name: ".density(.\(density))") { $0.density = density })
    }

    /// Sets the colour of text inside that sets none of its own; it wins over the colour of a text
    /// role set further out, not over a role set nearer the text or on the text itself.
    public func foregroundColor(_ token: ColorToken) -> some View {
        modifier(EnvironmentModifier(name: ".foregroundColor(.\(token))") { $0.foregroundToken = token })
    }

    /// Sets the typography role of text inside that sets none of its own.
    public func textRole(_ role: TextRole) -> some View {
        modifier(EnvironmentModifier(name: ".textRole(.\(role))") { $0.textRole = role })
    }

    /// Limits text inside to `limit` lines, ending a cut line with `…`.
    public func lineLimit(_ limit: Int?) -> some View {
        modifier(EnvironmentModifier(name: ".lineLimit(\(limit.map(String.init) ?? "nil"))") { $0.lineLimit = limit })
    }

    /// Aligns the lines of wrapped text inside.
    public func multilineTextAlignment(_ alignment: HorizontalAlignment) -> some View {
        modifier(EnvironmentModifier(name: ".multilineTextAlignment(.\(alignment))") { $0.multilineTextAlignment = alignment })
    }

    /// Stops animations inside when `reduce` is true.
    public func reduceMotion(_ reduce: Bool = true) -> some View {
        modifier(EnvironmentModifier(name: ".reduceMotion(\(reduce))") { $0.reduceMotion = reduce })
    }
}
