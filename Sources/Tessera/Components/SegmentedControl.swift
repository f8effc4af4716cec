/// A compact one-of-many switch: options side by side on a track, the selected one filled. The
/// control is one stop of Tab, entered at the selected segment; Enter, Space or a click selects
/// the focused segment, and the arrows select the neighbouring segment and move focus with it.
///
/// ```swift
/// SegmentedControl(selection: $range, segments: ["1D", "1W", "1M", "1Y"])
/// ```
///
/// The track and segments have the colours of a chip: `bgSecondary`, the selected one `bgPrimary`.
/// Disabled, it takes the one `DisabledLook`: no fills, one ink, and the selected segment in
/// brackets (`[ 1W ]`). Segment values must be unique.
public struct SegmentedControl<Value: Hashable>: View {
    let selection: Binding<Value>
    let segments: [Value]
    let title: (Value) -> String

    @HotEnvironment private var environment
    private var theme: ResolvedTheme { environment.resolvedTheme }
    private var depth: ColorDepth { environment.colorDepth }
    private var isEnabled: Bool { environment.isEnabled }

    /// - Parameters:
    ///   - selection: the selected segment's value.
    ///   - segments: the segments' values, left to right.
    ///   - title: a segment's text (also its accessibility label).
    public init(selection: Binding<Value>, segments: [Value], title: @escaping (Value) -> String) {
        self.selection = selection
        self.segments = segments
        self.title = title
    }

    /// The segments in a row on one pill-shaped track, as wide as they need.
    public var body: some View {
        let look = pillLook(strong: false, isEnabled: isEnabled, depth: depth)
        HStack(spacing: 0) {
            Text(look.leading)
            OptionRow(options: segments, selection: selection, title: title) { SegmentStyle(isSelected: $0) }
            Text(look.trailing)
        }
        .fixedSize()
        .surface(fill: isEnabled ? theme.rgb(selectablePillColors(isSelected: false, isPressed: false).fill) : nil)
        .focusSection()
    }
}

extension SegmentedControl where Value == String {
    /// Segments whose values are their titles.
    public init(selection: Binding<String>, segments: [String]) {
        self.init(selection: selection, segments: segments) { $0 }
    }
}

/// Draws one segment: its title padded on its fill (reversed where there is no colour), with the
/// theme's focus-ring characters either side of it while focused (`▸ 1W ◂`).
struct SegmentStyle: ButtonStyle {
    let isSelected: Bool

    @HotEnvironment private var environment
    private var theme: ResolvedTheme { environment.resolvedTheme }
    private var depth: ColorDepth { environment.colorDepth }
    private var isEnabled: Bool { environment.isEnabled }

    @ViewBuilder func makeBody(configuration: Configuration) -> some View {
        if isEnabled {
            enabled(configuration)
        } else {
            // The one disabled look (``DisabledLook``): no fill, one ink, never reversed or bold;
            // the selection keeps its place by brackets in the ring's columns.
            let cap = isSelected ? ("[ ", " ]") : ("  ", "  ")
            HStack(spacing: 0) {
                Text(cap.0)
                configuration.label.textRole(isSelected ? .label1 : .label2)
                Text(cap.1)
            }
            .controlSurface(.unfilled(isEnabled: false, theme: theme, depth: depth))
        }
    }

    private func enabled(_ configuration: Configuration) -> some View {
        let colors = selectablePillColors(isSelected: isSelected, isPressed: configuration.isPressed)
        let fill = theme.rgb(colors.fill)
        let text = theme.ink(colors.text, on: fill)
        return configuration.label
            .textRole(isSelected ? .label1 : .label2)
            .focusCue(configuration.isFocused)
            // Room for the focus ring's characters and a space at every density (`▸ 1W ◂`), as on Tabs.
            .padding(.horizontal, focusRingInset)
            // The surface writes everything on it in the label's colour, the ring's characters too.
            .focusMarkers(configuration.isFocused && isEnabled, ring: theme.focus, color: colors.text)
            .surface(fill: fill, foreground: text, attributes: isSelected && !depth.showsFills ? .reverse : [])
    }
}
