/// Sections that fold away under their headers. Each header has a caret (`▸` folded, `▾` open),
/// takes focus, and opens or folds its section with Enter, Space or a click. By default opening
/// one section folds the others.
///
/// ```swift
/// Accordion(faq, allowsMultipleExpanded: false) { $0.question } content: { entry in
///     Text(entry.answer)
/// }
/// ```
///
/// Sections are identified by their element's id, so the open ones stay open when the data
/// changes, and what is inside a section (its `@State`, a half-typed field) survives folding it:
/// a folded section stays in the tree, taking no space and no focus.
public struct Accordion<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let allowsMultipleExpanded: Bool
    let title: (Data.Element) -> String
    let content: (Data.Element) -> Content

    @State private var expanded: Set<ID>

    /// - Parameters:
    ///   - data: one section per element.
    ///   - id: the property that identifies an element.
    ///   - allowsMultipleExpanded: whether several sections may be open at once (default: one).
    ///   - initiallyExpanded: the ids of the sections open at first.
    ///   - title: a section's header text (also its accessibility label).
    ///   - content: a section's content.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, allowsMultipleExpanded: Bool = false,
        initiallyExpanded: Set<ID> = [], title: @escaping (Data.Element) -> String,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.id = id
        self.allowsMultipleExpanded = allowsMultipleExpanded
        self.title = title
        self.content = content
        _expanded = State(initialValue: initiallyExpanded)
    }

    /// A column of sections, each a focusable header with its content under it while open.
    public var body: some View {
        let expanded = $expanded, allowsMultiple = allowsMultipleExpanded
        VStack(alignment: .leading, spacing: 0) {
            ForEach(data, id: id) { element in
                let key = element[keyPath: id]
                AccordionSection(
                    title: title(element), isExpanded: expanded.wrappedValue.contains(key),
                    toggle: { expanded.wrappedValue = toggledSections(expanded.wrappedValue, key, allowsMultiple: allowsMultiple) },
                    content: content(element))
            }
        }
    }
}

extension Accordion where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Sections for identifiable elements (see the main initializer).
    public init(
        _ data: Data, allowsMultipleExpanded: Bool = false, initiallyExpanded: Set<ID> = [],
        title: @escaping (Data.Element) -> String, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(
            data, id: \.id, allowsMultipleExpanded: allowsMultipleExpanded, initiallyExpanded: initiallyExpanded,
            title: title, content: content)
    }
}

/// The open sections after toggling `key`: it folds if open; otherwise it opens, alone unless
/// several may be open.
func toggledSections<ID: Hashable>(_ open: Set<ID>, _ key: ID, allowsMultiple: Bool) -> Set<ID> {
    if open.contains(key) { return open.subtracting([key]) }
    return allowsMultiple ? open.union([key]) : [key]
}

/// One section: its header, its content (folded to nothing when closed) and a divider.
struct AccordionSection<Content: View>: View {
    let title: String
    let isExpanded: Bool
    let toggle: () -> Void
    let content: Content

    @Environment(\.density) private var density

    var body: some View {
        let metrics = accordionMetrics(density: density)
        VStack(alignment: .leading, spacing: 0) {
            Button(title, action: toggle).buttonStyle(AccordionHeaderStyle(isExpanded: isExpanded))
            // The same view whether open or folded, so its state survives: folded, it is laid
            // out in no space, which also keeps it out of focus and hit testing.
            content
                .padding(EdgeInsets(top: 0, leading: metrics.indent, bottom: metrics.contentBottom, trailing: 1))
                .frame(width: isExpanded ? nil : 0, height: isExpanded ? nil : 0, alignment: .topLeading)
            // Inset as the header's caret is (behind the focus ring's columns), so the rule starts under it.
            Divider().padding(.horizontal, focusRingInset)
        }
    }
}

/// Draws a section header: caret and title, with the house focus ring around both while focused
/// (`▸ ▾ Shipping ◂`, on the focus fill where the depth shows it).
struct AccordionHeaderStyle: ButtonStyle {
    let isExpanded: Bool

    @HotEnvironment private var environment
    private var theme: ResolvedTheme { environment.resolvedTheme }
    private var asciiOnly: Bool { environment.asciiOnly }
    private var density: Density { environment.density }

    func makeBody(configuration: Configuration) -> some View {
        let colors = accordionHeaderColors(isFocused: configuration.isFocused, isPressed: configuration.isPressed)
        let caret = asciiOnly ? (isExpanded ? "v" : ">") : (isExpanded ? "▾" : "▸")
        HStack(spacing: 1) {
            Text(caret).foregroundColor(colors.caret)
            configuration.label.textRole(.headline).focusCue(configuration.isFocused)
        }
        .focusRing(configuration.isFocused, on: theme.color(colors.fill ?? .bg), ink: .fg)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(
            EdgeInsets(
                top: accordionMetrics(density: density).headerPadding, leading: 0,
                bottom: accordionMetrics(density: density).headerPadding, trailing: 1)
        )
        .surface(fill: colors.fill.map(theme.rgb))
    }
}

/// A section header's colours: a fill while focused or pressed, and the caret's colour.
struct AccordionHeaderColors: Hashable {
    var fill: ColorToken?
    var caret: ColorToken
}

/// Header colours: `bgSecondary` behind the focused header, `bgTertiary` while pressed; the caret
/// in `fgMuted` so the title leads.
func accordionHeaderColors(isFocused: Bool, isPressed: Bool) -> AccordionHeaderColors {
    AccordionHeaderColors(fill: isPressed ? .bgTertiary : (isFocused ? .bgSecondary : nil), caret: .fgMuted)
}

/// Rows above and below a header, the content's indent (under the title: the focus ring's
/// columns, the caret and a space) and rows after it.
func accordionMetrics(density: Density) -> (headerPadding: Int, indent: Int, contentBottom: Int) {
    let indent = focusRingInset + 2
    return switch density {
    case .compact: (0, indent, 0)
    case .regular: (0, indent, 1)
    case .spacious: (1, indent, 1)
    }
}
