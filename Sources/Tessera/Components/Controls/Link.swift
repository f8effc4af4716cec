/// Text that leads somewhere: underlined in `fgPrimary`, focusable and pressed like a button,
/// and a real hyperlink (OSC 8) in a terminal that shows them. A link opens nothing itself: Enter, Space or a click hands its destination to the action
/// installed with ``View/onOpenLink(_:)`` around it (nothing happens without one).
///
/// ```swift
/// Link("Release notes", destination: "https://example.com/notes")
///     .onOpenLink { url in model.open(url) }
/// ```
public struct Link: View {
    let title: String
    let destination: String

    @Environment(\.openLink) private var openLink

    /// A link showing `title` (also its accessibility label) to `destination`.
    public init(_ title: String, destination: String) {
        self.title = title
        self.destination = destination
    }

    /// A button in the link's look.
    public var body: some View {
        let destination = self.destination, openLink = self.openLink
        Button(title) { openLink?(destination) }
            .buttonStyle(LinkStyle())
            .accessibilityRole("link")
            .hyperlink(destination)
    }
}

/// What pressing a link does with its destination.
struct OpenLinkKey: EnvironmentKey {
    static var defaultValue: ((String) -> Void)? { nil }
}

extension EnvironmentValues {
    /// The action links inside hand their destination to.
    var openLink: ((String) -> Void)? {
        get { self[OpenLinkKey.self] }
        set { self[OpenLinkKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` with a link's destination when a ``Link`` inside is pressed.
    public consuming func onOpenLink(_ action: @escaping (String) -> Void) -> some View {
        environment(\.openLink, action)
    }
}

/// A link's colours: its text in `fgPrimary` (the first of `fgPrimary`, `fg` that keeps the text
/// ratio on the page at the depth), underlined at every depth; the house focus ring around it.
func linkColor(theme: ResolvedTheme, depth: ColorDepth) -> ColorToken {
    theme.contrasting(.fgPrimary, on: .bg, at: depth, ratio: 4.5, fallbacks: [.fg])
}

/// Draws a link: underlined, in the link colour, in the house focus ring; reversed while pressed.
struct LinkStyle: ButtonStyle {
    @HotEnvironment private var environment
    private var theme: ResolvedTheme { environment.resolvedTheme }
    private var depth: ColorDepth { environment.colorDepth }
    private var isEnabled: Bool { environment.isEnabled }

    func makeBody(configuration: Configuration) -> some View {
        let ink: ColorToken = isEnabled ? linkColor(theme: theme, depth: depth) : .fgMuted
        return configuration.label
            .foregroundColor(ink)
            .addingTextAttributes(.underline)
            .focusCue(configuration.isFocused)
            .focusRing(configuration.isFocused, on: theme.color(.bg), ink: ink)
            .surface(attributes: configuration.isPressed ? .reverse : [])
            .fixedSize()
    }
}
