/// Which columns of a ``NavigationSplitView`` show.
public enum NavigationSplitViewVisibility: Hashable, Sendable {
    /// The sidebar beside the detail where there is room; on a narrow screen, the detail with the
    /// sidebar's drawer closed.
    case automatic
    /// The sidebar and the detail: on a narrow screen, the drawer open over the detail.
    case all
    /// The detail alone, the sidebar hidden even where there is room for it.
    case detailOnly
}

/// How a split view is shown on a screen `columns` wide whose sidebar is `sidebarWidth` wide: the
/// sidebar beside the detail while the detail keeps at least ``minimumDetailWidth`` columns, else
/// collapsed into a drawer.
func navigationSplitCollapses(columns: Int, sidebarWidth: Int) -> Bool {
    columns - sidebarWidth - 1 < minimumDetailWidth
}

/// The narrowest detail a split view keeps beside its sidebar.
let minimumDetailWidth = 64

/// The sidebar's width when its content does not set one (``View/navigationSplitViewColumnWidth(_:)``).
let defaultSidebarWidth = 24

/// A sidebar beside a detail, the sidebar collapsing to a drawer on narrow screens — the gallery's
/// own layout. Wide, the sidebar sits on `bgAlternate` with a rule between it and the detail.
/// Narrow (when the detail would keep under 64 columns), a `≡` button over the detail opens the
/// sidebar as a drawer from the leading edge: the rest dims, focus moves into it, and Esc, a click
/// outside, a button pressed or a list row chosen in it closes it again.
///
/// ```swift
/// NavigationSplitView("Mailboxes") {
///     List(mailboxes, selection: $mailbox) { Text($0.name) }
///         .navigationSplitViewColumnWidth(28)
/// } detail: {
///     MessageList(mailbox: mailbox)
/// }
/// ```
///
/// Pass `columnVisibility` to open the drawer (or hide the sidebar) from your own keys.
public struct NavigationSplitView<Sidebar: View, Detail: View>: View {
    let title: String
    let visibility: Binding<NavigationSplitViewVisibility>?
    let sidebar: Sidebar
    let detail: Detail

    @State private var ownVisibility = NavigationSplitViewVisibility.automatic
    @Environment(\.screenSize) private var screen
    @Environment(\.asciiOnly) private var asciiOnly

    /// A split view whose drawer button reads `≡ title` on narrow screens.
    public init(
        _ title: String = "Menu", columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.title = title
        self.visibility = columnVisibility
        self.sidebar = sidebar()
        self.detail = detail()
    }

    /// The sidebar beside the detail, or the detail under the drawer's button.
    public var body: some View {
        let columnVisibility = visibility ?? $ownVisibility
        let width = sidebarColumnWidth(of: sidebar) ?? defaultSidebarWidth
        let collapses = navigationSplitCollapses(columns: screen.columns, sidebarWidth: width)
        let drawerIsOpen = Binding(
            get: { collapses && columnVisibility.wrappedValue == .all },
            set: { columnVisibility.wrappedValue = $0 ? .all : .automatic })
        let sidebar = self.sidebar
        return HStack(alignment: .top, spacing: 0) {
            if collapses {
                VStack(alignment: .leading, spacing: 0) {
                    Button((asciiOnly ? "= " : "≡ ") + title) { drawerIsOpen.wrappedValue = true }
                        .padding(.horizontal, 1)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(.bgAlternate)
                    detailColumn
                }
            } else {
                if columnVisibility.wrappedValue != .detailOnly {
                    SidebarColumn(width: width, content: sidebar)
                }
                detailColumn
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .modal(isPresented: drawerIsOpen, alignment: .leading) {
            SidebarColumn(width: width, content: sidebar)
                .environment(\.menuItemAction, { drawerIsOpen.wrappedValue = false })
        }
    }
}

extension NavigationSplitView {
    /// The detail, a column in from the sidebar's rule (and level with the drawer's button).
    private var detailColumn: some View {
        detail
            .padding(.leading, 1)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A split view's sidebar: its content at the column's width on `bgAlternate`, full height, with
/// a rule on its trailing edge.
struct SidebarColumn<Content: View>: View {
    let width: Int
    let content: Content

    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            content
                .frame(width: width)
                .frame(maxHeight: .infinity, alignment: .top)
                .background(.bgAlternate)
            Divider()
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }
}
