/// Makes everything inside look like Tessera: installs a theme and the house defaults (body text,
/// the theme's foreground, the house toggle, progress, text field and *plain* button styles),
/// and paints the theme's background across the space it is given. Wrap your app in one.
///
/// ```swift
/// try TerminalApp.run {
///     ThemeProvider(.default) { AccountView(settings: settings) }
/// }
/// ```
///
/// Any subtree can override any default, and a nested provider (or `.theme(_:)`) overrides only
/// what it sets. A theme of the terminal's own colours (`TerminalColors`, the built-in
/// `terminal`) presents the whole screen at 16 colours. Use `.theme(_:)` for a subtree that should not paint or fill.
public struct ThemeProvider<Content: View>: View {
    let theme: Theme
    let scheme: ColorScheme?
    let content: Content

    /// - Parameters:
    ///   - theme: the theme, e.g. `.default` or `try Theme.builtin(named: "nord")`.
    ///   - scheme: light or dark; `nil` keeps the inherited scheme.
    ///   - content: the views the theme applies to.
    public init(_ theme: Theme, scheme: ColorScheme? = nil, @ViewBuilder content: () -> Content) {
        self.theme = theme
        self.scheme = scheme
        self.content = content()
    }

    /// The content at the top-left of all the space offered, on the theme's background, with the
    /// theme installed.
    public var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .background(.bg)
            .modifier(ThemeModifier(theme: theme, scheme: scheme))
    }
}

/// Installs a theme and the house defaults for a subtree, recorded as provider defaults.
@usableFromInline
struct ThemeModifier: ViewModifier, PrimitiveModifier {
    @inline(__always) @usableFromInline static var _primitive: _PrimitiveModifierType? { primitiveType }
    let theme: Theme
    let scheme: ColorScheme?

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        var inner = context
        var installed = theme
        installed.focus = focusRing(theme.focus, terminalIsFocused: context.environment.terminalIsFocused)
        // A theme of the terminal's own colours shows only the 16 ANSI colours and the default
        // ones, so the whole screen is presented at 16 colours (blends and shades included).
        let terminalColors = theme.terminalColors != nil
        if terminalColors { context.graph.requestColorDepth(.c16) }
        inner.environment = context.environment.setting(from: .provider(theme.name)) { environment in
            if let scheme { environment.colorScheme = scheme }
            if terminalColors { environment.colorDepth = min(environment.colorDepth, .c16) }
            environment.theme = installed
            HouseDefaults.install(into: &environment)
        }
        context.graph.append(content, inner, into: &nodes)
    }
}

extension View {
    /// Installs a theme and the house defaults for this subtree only (without painting its
    /// background; add `.background(.bg)` for that).
    public consuming func theme(_ theme: Theme, scheme: ColorScheme? = nil) -> some View {
        modifier(ThemeModifier(theme: theme, scheme: scheme))
    }
}
