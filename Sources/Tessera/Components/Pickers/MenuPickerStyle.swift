/// A picker as its label and a menu button showing the selection (`Sort  Date ▾`); the button
/// opens a dropdown of the options with a check by the selected one, which takes focus first.
/// Choosing an option selects it and closes the dropdown; Esc closes it without choosing.
/// The default picker style.
public struct MenuPickerStyle: PickerStyle, CustomStringConvertible {
    /// The menu picker style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        MenuPickerBody(configuration: configuration)
    }

    public var description: String { ".menu" }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A menu button that opens a dropdown of the options.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

/// The label, the button and (while open) the dropdown of a menu picker.
struct MenuPickerBody: View {
    let configuration: PickerStyleConfiguration

    @State private var isOpen = false
    @HotEnvironment private var environment
    private var asciiOnly: Bool { environment.asciiOnly }
    private var theme: ResolvedTheme { environment.resolvedTheme }
    private var depth: ColorDepth { environment.colorDepth }

    var body: some View {
        let options = configuration.options
        let check = menuColors(theme: theme, depth: depth).check
        let mark = asciiOnly ? "*" : "✓"
        HStack(spacing: 1) {
            configuration.label
            Button(action: { isOpen.toggle() }) {
                HStack(spacing: 1) {
                    Text(configuration.selectedOption?.title ?? "—")
                    Text(menuIndicator(isOpen: isOpen, asciiOnly: asciiOnly))
                }
            }
            .accessibilityLabel(configuration.title ?? configuration.selectedOption?.title ?? "Picker")
            .environment(\.menuItemAction, nil)
            .dropdown(isPresented: $isOpen) {
                MenuCard(
                    content: ForEach(options) { option in
                        Button(action: option.select) {
                            HStack(spacing: 1) {
                                Text(option.isSelected ? mark : " ").foregroundColor(check).bold()
                                option.label
                            }
                        }
                        .accessibilityLabel(option.title)
                        .prefersDefaultFocus(option.isSelected)
                    })
            }
        }
        .fixedSize()
    }
}
