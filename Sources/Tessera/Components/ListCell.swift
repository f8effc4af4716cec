/// A row of a list: a selection slot at the leading edge (`✓` when selected, blank but kept when
/// not, so titles line up and nothing moves when the selection does), a title with a description
/// under it, and a detail at the trailing edge, on a `bgPrimaryWash` row while selected (the row
/// reversed where the wash cannot show). With an action it is a focusable button, labelled with its
/// title, whose focus is marked at both ends as a control's: `▸ ✓ Bitcoin        $1,024 ◂`.
///
/// ```swift
/// ForEach(assets) { asset in
///     ListCell(title: asset.name, description: asset.symbol, detail: asset.balance,
///              isSelected: asset.id == chosen) { chosen = asset.id }
/// }
/// ```
///
/// The row takes the full width offered; the title and description wrap, the detail never does.
public struct ListCell: View {
    let title: String
    let description: String?
    let detail: String?
    let isSelected: Bool
    let action: (() -> Void)?

    /// - Parameters:
    ///   - title: the main text (and the accessibility label).
    ///   - description: a second line in a muted colour.
    ///   - detail: text at the trailing edge (a value, a date).
    ///   - isSelected: shows the selection check, before the title.
    ///   - action: makes the row a button that runs it on Enter, Space or a click.
    public init(
        title: String, description: String? = nil, detail: String? = nil, isSelected: Bool = false,
        action: (() -> Void)? = nil
    ) {
        self.title = title
        self.description = description
        self.detail = detail
        self.isSelected = isSelected
        self.action = action
    }

    /// A button in the list cell look when there is an action; otherwise the same row, not focusable.
    public var body: some View {
        if let action {
            Button(title, action: action)
                .buttonStyle(ListCellStyle(description: description, detail: detail, isSelected: isSelected))
        } else {
            ListCellRow(
                title: Text(title), description: description, detail: detail, isSelected: isSelected,
                isFocused: false, isPressed: false)
        }
    }
}

/// A list cell's colours.
struct ListCellColors: Hashable {
    /// Behind the row: only while selected, focused or pressed.
    var fill: ColorToken?
    var title: ColorToken
    var description: ColorToken
    var detail: ColorToken
    var check: ColorToken
    /// The focus markers at both ends, where they keep 3:1 on the row (else in the title's colour).
    var marker: ColorToken
}

/// Title and detail in `fg`, description in `fgMuted` (`fg` on the wash), the check in
/// `fgPrimary`; `bgPrimaryWash` behind the selected row, `bgSecondary` behind the focused row, `bgTertiary` behind a pressed
/// one; the focus marker in the theme's focus colour.
func listCellColors(isFocused: Bool, isPressed: Bool, isSelected: Bool = false, theme: ResolvedTheme) -> ListCellColors {
    let fill: ColorToken? = isPressed ? .bgTertiary : (isFocused ? .bgSecondary : (isSelected ? .bgPrimaryWash : nil))
    // fgMuted is not legible on every theme's wash, so a washed row's description is in fg.
    return ListCellColors(
        fill: fill, title: .fg,
        description: fill == .bgPrimaryWash ? .fg : .fgMuted, detail: .fg, check: .fgPrimary,
        marker: theme.focus.color)
}

/// Whether a selected row (not focused or pressed) is drawn in reverse video rather than on the
/// selection wash: where the wash would vanish into the page (monochrome, 16 and 8 colours), or
/// where it shows as the focused row's fill (16 colours light: both grey).
func listSelectionReverses(isSelected: Bool, theme: ResolvedTheme, depth: ColorDepth) -> Bool {
    guard isSelected else { return false }
    return !theme.shows(.bgPrimaryWash, on: .bg, at: depth)
        || theme.color(.bgPrimaryWash).degraded(to: depth) == theme.color(.bgSecondary).degraded(to: depth)
}

/// Blank rows above and below a cell's text.
func listCellPadding(density: Density) -> Int { density == .spacious ? 1 : 0 }

/// Draws a list cell that is a button.
struct ListCellStyle: ButtonStyle {
    let description: String?
    let detail: String?
    let isSelected: Bool

    func makeBody(configuration: Configuration) -> some View {
        ListCellRow(
            title: configuration.label, description: description, detail: detail, isSelected: isSelected,
            isFocused: configuration.isFocused, isPressed: configuration.isPressed)
    }
}

/// The row itself: the focus marker, the check's slot, title and description, detail, the focus
/// marker. The check leads, so the trailing marker always stands one space after the row's last
/// text (the detail, else the title's column), never after a blank check.
struct ListCellRow<Title: View>: View {
    let title: Title
    let description: String?
    let detail: String?
    let isSelected: Bool
    let isFocused: Bool
    let isPressed: Bool

    @HotEnvironment private var environment
    private var theme: ResolvedTheme { environment.resolvedTheme }
    private var asciiOnly: Bool { environment.asciiOnly }
    private var density: Density { environment.density }
    private var colorDepth: ColorDepth { environment.colorDepth }

    /// Where the selection wash would vanish into the page (monochrome, 16 and 8 colours), the
    /// selected row is drawn in reverse video instead, the whole row in one ink so it reverses
    /// into one block rather than only its title.
    /// Likewise where the wash shows as the focused row's fill (16 colours light: both grey), so
    /// a selected row never looks focused.
    private var selectionReverses: Bool {
        listSelectionReverses(isSelected: isSelected && !isFocused && !isPressed, theme: theme, depth: colorDepth)
    }

    private var colors: ListCellColors {
        var colors = listCellColors(isFocused: isFocused, isPressed: isPressed, isSelected: isSelected, theme: theme)
        if selectionReverses { colors.fill = nil }
        return colors
    }

    var body: some View {
        let colors = colors
        let padding = listCellPadding(density: density)
        HStack(alignment: .top, spacing: 1) {
            Text(isFocused ? String(asciiOnly ? ">" : theme.focus.leading) : " ")
                .foregroundColor(
                    theme.contrasting(
                        colors.marker, on: theme.color(colors.fill ?? .bg), at: colorDepth,
                        fallbacks: [colors.title, .fg]))
            Text(isSelected ? (asciiOnly ? "*" : "✓") : " ").foregroundColor(colors.check).bold()
            VStack(alignment: .leading, spacing: 0) {
                title.textRole(.headline).foregroundColor(colors.title).focusCue(isFocused)
                if let description { Text(description).foregroundColor(colors.description) }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            if let detail { Text(detail).foregroundColor(colors.detail).fixedSize() }
            // The row's focus is marked at both ends, as a control's (`▸ … ◂`).
            Text(isFocused ? String(asciiOnly ? "<" : theme.focus.trailing) : " ")
                .foregroundColor(
                    theme.contrasting(
                        colors.marker, on: theme.color(colors.fill ?? .bg), at: colorDepth,
                        fallbacks: [colors.title, .fg]))
        }
        .padding(EdgeInsets(top: padding, leading: 0, bottom: padding, trailing: 1))
        .surface(
            fill: colors.fill.map(theme.rgb), foreground: selectionReverses ? theme.rgb(.fg) : nil,
            attributes: selectionReverses ? .reverse : [])
    }
}
