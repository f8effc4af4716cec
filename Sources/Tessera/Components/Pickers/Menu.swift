/// A button that opens a dropdown of buttons: `Actions ▾`. Enter, Space or a click opens it, focus
/// moves to its first item, the arrows move among the items, and choosing one runs its action and
/// closes the menu; Esc or a click outside closes it without choosing. Focus returns to the menu's
/// button either way. Items are ``Button``s (a `.destructive` role shows in `fgNegative`),
/// ``Divider``s, and further menus, which open beside the item that holds them.
///
/// ```swift
/// Menu("Actions") {
///     Button("Archive") { archive() }
///     Button("Delete", role: .destructive) { delete() }
///     Divider()
///     Menu("Move to") { Button("Inbox") { move(.inbox) } }
/// }
/// ```
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let title: String?
    let content: Content

    @State private var isOpen = false
    @Environment(\.asciiOnly) private var asciiOnly

    /// A menu whose button shows `title` (also its accessibility label).
    public init(_ title: String, @ViewBuilder content: () -> Content) where Label == Text {
        self.label = Text(title)
        self.title = title
        self.content = content()
    }

    /// A menu whose button shows `label`; give it an `accessibilityLabel` too.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.title = nil
        self.content = content()
    }

    /// The menu's button, with the dropdown under it while open.
    public var body: some View {
        let content = self.content
        let button = Button(action: { isOpen.toggle() }) {
            HStack(spacing: 1) {
                label
                Text(menuIndicator(isOpen: isOpen, asciiOnly: asciiOnly))
            }
        }
        // The button of a menu inside a menu opens its own menu, not closes the outer one.
        .environment(\.menuItemAction, nil)
        Group {
            if let title { button.accessibilityLabel(title) } else { button }
        }
        .dropdown(isPresented: $isOpen) { MenuCard(content: content) }
    }
}

/// The mark after a menu's or a menu picker's label: `▾` closed, `▴` open (ASCII `v` and `^`).
func menuIndicator(isOpen: Bool, asciiOnly: Bool) -> String {
    asciiOnly ? (isOpen ? "^" : "v") : (isOpen ? "▴" : "▾")
}
