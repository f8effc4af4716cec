/// Moves through numbered pages: `‹ 1 … 4 5 6 … 12 ›`, the current page filled. Focused, ← and →
/// go to the previous and next page, Home and End to the first and last; a click on a number goes
/// there, on an arrow one page along. An arrow whose way is closed is in `fgMuted`.
///
/// ```swift
/// Pagination(page: $page, count: 12)
/// ```
public struct Pagination: View {
    let page: Binding<Int>
    let count: Int

    /// - Parameters:
    ///   - page: the current page, from 1.
    ///   - count: how many pages there are.
    public init(page: Binding<Int>, count: Int) {
        self.page = page
        self.count = max(1, count)
    }

    /// The arrows and page numbers, focusable, moved by keys and clicks.
    public var body: some View {
        let page = self.page, count = self.count
        let current = min(max(1, page.wrappedValue), count)
        let items = paginationItems(page: current, count: count)
        PaginationRow(items: items, page: current, count: count)
            .focusable(handlingPointer: { event, frame in
                guard case .press(.left) = event.kind else { return false }
                let current = min(max(1, page.wrappedValue), count)
                let targets = paginationTargets(paginationItems(page: current, count: count), page: current, count: count)
                guard let target = targets.first(where: { $0.columns.contains(event.position.x - frame.x - focusRingInset) })
                else { return false }
                if target.page != page.wrappedValue { page.wrappedValue = target.page }
                return true
            })
            .onKeyPress { press in
                let current = min(max(1, page.wrappedValue), count)
                guard let next = paginatedPage(current, for: press, count: count) else { return false }
                if next != page.wrappedValue { page.wrappedValue = next }
                return true
            }
            .accessibilityLabel("Page \(current) of \(count)")
    }
}

/// One place in a pagination row: a page number, or a gap standing for the pages left out.
enum PaginationItem: Hashable {
    case page(Int)
    case gap
}

/// The numbers shown for `page` of `count` in at most seven places: every page when they fit,
/// else the first and the last, the current one with its neighbours, and a gap (`…`) for each run
/// left out — a gap always stands for two pages or more.
func paginationItems(page: Int, count: Int) -> [PaginationItem] {
    guard count > 7 else { return (1...max(1, count)).map(PaginationItem.page) }
    if page <= 4 { return (1...5).map(PaginationItem.page) + [.gap, .page(count)] }
    if page >= count - 3 { return [.page(1), .gap] + ((count - 4)...count).map(PaginationItem.page) }
    return [.page(1), .gap, .page(page - 1), .page(page), .page(page + 1), .gap, .page(count)]
}

/// The page a key goes to (nil when it is not a pagination key).
func paginatedPage(_ page: Int, for press: KeyPress, count: Int) -> Int? {
    guard press.modifiers.isEmpty else { return nil }
    switch press.key {
    case .left: return max(1, page - 1)
    case .right: return min(count, page + 1)
    case .home: return 1
    case .end: return count
    default: return nil
    }
}

/// The columns of each clickable part of the row (from the row's first glyph): the arrows and the
/// numbers, each with the page it goes to.
func paginationTargets(_ items: [PaginationItem], page: Int, count: Int) -> [(columns: Range<Int>, page: Int)] {
    var targets: [(columns: Range<Int>, page: Int)] = [(0..<1, max(1, page - 1))]
    var column = 2
    for item in items {
        let width: Int
        switch item {
        case .page(let number):
            width = paginationLabel(number, isCurrent: number == page).count
            targets.append((column..<(column + width), number))
        case .gap:
            width = 1
        }
        column += width + 1
    }
    targets.append((column..<(column + 1), min(count, page + 1)))
    return targets
}

/// How a page number is shown: the current one padded (` 5 `) so its fill reads as a chip.
func paginationLabel(_ number: Int, isCurrent: Bool) -> String { isCurrent ? " \(number) " : "\(number)" }

/// A pagination row's colours: the current page on `bgPrimary` in `fgInverse`, other numbers in
/// `fg`, gaps and closed arrows in `fgMuted`, open arrows in `fg`.
func paginationColors(isCurrent: Bool) -> (fill: ColorToken?, text: ColorToken) {
    isCurrent ? (.bgPrimary, .fgInverse) : (nil, .fg)
}

/// How a pagination row looks, in the house focus ring.
struct PaginationRow: View, ResolvesInline {
    let items: [PaginationItem]
    let page: Int
    let count: Int

    @HotEnvironment private var environment
    private var isFocused: Bool { environment.isFocused }
    private var isEnabled: Bool { environment.isEnabled }
    private var asciiOnly: Bool { environment.asciiOnly }
    private var theme: ResolvedTheme { environment.resolvedTheme }
    private var depth: ColorDepth { environment.colorDepth }

    var body: some View {
        let focused = isFocused && isEnabled
        return HStack(spacing: 1) {
            Text(asciiOnly ? "<" : "‹").foregroundColor(page > 1 ? .fg : .fgMuted)
            ForEach(0..<items.count) { index in
                switch items[index] {
                case .page(let number):
                    let colors = paginationColors(isCurrent: number == page)
                    let label = Text(paginationLabel(number, isCurrent: number == page)).foregroundColor(colors.text)
                    if number == page {
                        label.bold()
                            .surface(
                                fill: depth.showsFills ? colors.fill.map(theme.rgb) : nil,
                                attributes: depth.showsFills ? [] : .reverse)
                    } else {
                        label
                    }
                case .gap:
                    Text(asciiOnly ? "~" : "…").foregroundColor(.fgMuted)
                }
            }
            Text(asciiOnly ? ">" : "›").foregroundColor(page < count ? .fg : .fgMuted)
        }
        .focusRing(focused, on: theme.color(.bg), ink: .fg)
        .fixedSize()
    }
}
