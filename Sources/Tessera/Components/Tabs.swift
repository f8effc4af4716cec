/// A row of tabs over a baseline: the selected tab in the primary colour with a heavy underline.
/// The row is one stop of Tab, entered at the selected tab; Enter, Space or a click selects the
/// focused tab, and the arrows select the neighbouring tab and move focus with the selection.
///
/// ```swift
/// Tabs(selection: $section, tabs: Section.allCases) { $0.title }
/// ```
///
/// The baseline runs on to the edge of the width offered. Tab values must be unique.
public struct Tabs<Value: Hashable>: View {
    let selection: Binding<Value>
    let tabs: [Value]
    let title: (Value) -> String

    /// - Parameters:
    ///   - selection: the selected tab's value.
    ///   - tabs: the tabs' values, left to right.
    ///   - title: a tab's text (also its accessibility label).
    public init(selection: Binding<Value>, tabs: [Value], title: @escaping (Value) -> String) {
        self.selection = selection
        self.tabs = tabs
        self.title = title
    }

    /// The tabs in a row, then the baseline on to the trailing edge.
    public var body: some View {
        HStack(alignment: .top, spacing: 0) {
            OptionRow(options: tabs, selection: selection, title: title) { TabStyle(isSelected: $0) }
            VStack(alignment: .leading, spacing: 0) {
                Text("")
                Divider()
            }
        }
        .focusSection()
    }
}

extension Tabs where Value == String {
    /// Tabs whose values are their titles.
    public init(selection: Binding<String>, tabs: [String]) {
        self.init(selection: selection, tabs: tabs) { $0 }
    }
}

/// A tab's text colour and the colour of the line under it.
struct TabColors: Hashable {
    var text: ColorToken
    var underline: ColorToken
}

/// TOKENS.md, Tabs: the active tab writes in `fgPrimary` over a `bgPrimary` underline; the others
/// write in `fg` over the `bgLineHeavy` baseline (a divider: TOKENS.md, departures).
func tabColors(isActive: Bool) -> TabColors {
    isActive ? TabColors(text: .fgPrimary, underline: .bgPrimary) : TabColors(text: .fg, underline: .bgLineHeavy)
}

/// The text role of a tab: the active tab is bold (label1), the others plain (label2), so the
/// active one stands out without colour too.
func tabRole(isActive: Bool) -> TextRole { isActive ? .label1 : .label2 }

/// Columns either side of a tab's title: room for the focus ring and a space (``focusRingInset``), one more when spacious.
func tabPadding(density: Density) -> Int { density == .spacious ? focusRingInset + 1 : focusRingInset }

/// Draws one tab: its title, then its stretch of the underline (heavy when active). Focus puts
/// the theme's ring characters in the padding either side of the title, a space from it as on
/// every control (`▸ Overview ◂`), which shows on the active tab too, whose title is bold already.
struct TabStyle: ButtonStyle {
    let isSelected: Bool

    @HotEnvironment private var environment
    private var asciiOnly: Bool { environment.asciiOnly }
    private var density: Density { environment.density }
    private var theme: ResolvedTheme { environment.resolvedTheme }
    private var depth: ColorDepth { environment.colorDepth }

    func makeBody(configuration: Configuration) -> some View {
        let colors = tabColors(isActive: isSelected)
        let padding = tabPadding(density: density)
        let width = DisplayWidth.of(configuration.title ?? "") + 2 * padding
        let line = asciiOnly ? (isSelected ? "=" : "-") : (isSelected ? "━" : "─")
        VStack(alignment: .leading, spacing: 0) {
            // The tab's colour nearer the label than its role, so it wins over the role's (the nearest wins).
            configuration.label
                .foregroundColor(colors.text)
                .textRole(tabRole(isActive: isSelected))
                .focusCue(configuration.isFocused)
                .padding(.horizontal, padding)
                .focusMarkers(
                    configuration.isFocused, ring: theme.focus,
                    color: theme.contrasting(theme.focus.color, on: .bg, at: depth, fallbacks: [.fg]))
            Text(String(repeating: line, count: width)).foregroundColor(theme.mark(colors.underline, on: .bg))
        }
        .fixedSize()
    }
}
