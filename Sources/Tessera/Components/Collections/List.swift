/// Rows from a collection in a scrolling column, with a keyboard cursor and a selection: one row
/// (`Binding<ID?>`), any number (`Binding<Set<ID>>`), or none. Rows are built only as they come on
/// screen, so a million rows cost what a screenful does; give the list a height
/// (`.frame(height:)`, or a flexible frame) and it scrolls within it.
///
/// ```swift
/// List(messages, selection: $selected) { message in
///     HStack { Text(message.subject); Spacer(); Text(message.date).foregroundColor(.fgMuted) }
/// }
/// .frame(height: 10)
/// .onSubmit { open(selected) }            // Enter: the row action
/// ```
///
/// The list is one stop of Tab. Focused: ↑ ↓ PgUp PgDn Home End move the cursor and the single
/// selection with it (Shift extends a multiple selection); Space toggles a row in a multiple
/// selection; typing jumps to the next row whose text starts with what was typed (a space
/// continues what is being typed); Enter runs
/// `onSubmit`. A click selects a row (toggles it, in a multiple selection); the wheel scrolls. While
/// the list has focus the cursor's row has the theme's focus marker (the first row's, before any
/// key moved it), on `bgSecondary` unless selected; a selected row is on `bgPrimaryWash` (reverse
/// video where the wash cannot show); a multiple selection shows a check column. Rows share the
/// height of the first, and a row's text is one line, cut with `…`.
///
/// A list can also be written as static content: each view is a row, a ``Section`` adds a header
/// row the cursor passes over, and with a selection the cursor stops on the rows that carry a tag
/// of the selection's type (`.tag(_:)`, or a `ForEach` element's id). Static content is listed
/// whole each time the list is drawn; for thousands of rows, pass the data instead.
///
/// ```swift
/// List(selection: $mailbox) {
///     Section("Favourites") {
///         Text("Inbox").tag("inbox")
///         Text("Sent").tag("sent")
///     }
/// }
/// ```
public struct List<SelectionValue: Hashable, Content: View>: View {
    private var dataRows: RowCollection<SelectionValue, Content, EmptyView>?
    private var staticRows: RowCollection<StaticRowKey<SelectionValue>, AnyView, EmptyView>?

    /// The list's rows with the keyboard cursor and the selection.
    public var body: some View {
        if let dataRows {
            dataRows
        } else if let staticRows {
            staticRows
        }
    }
}

extension List {
    /// A list of `data`'s elements, each identified by `id`; selecting one sets `selection` to its id.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, SelectionValue>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ListRow<RowContent> {
        self.init(data, id: id, selection: selection.map(RowSelection.single) ?? .noSelection, rowContent: rowContent)
    }

    /// A list of `data`'s elements, each identified by `id`, any number of them selected.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, SelectionValue>, selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ListRow<RowContent> {
        self.init(data, id: id, selection: .multiple(selection), rowContent: rowContent)
    }

    private init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, SelectionValue>, selection: RowSelection<SelectionValue>,
        rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ListRow<RowContent> {
        func element(_ offset: Int) -> Data.Element { data[data.index(data.startIndex, offsetBy: offset)] }
        dataRows = RowCollection(
            count: data.count, id: { element($0)[keyPath: id] },
            row: { ListRow(content: rowContent(element($0))) },
            text: { plainText(of: rowContent(element($0))) },
            selection: selection, header: EmptyView(), label: "List")
    }
}

extension List where SelectionValue: Hashable {
    /// A list of identifiable elements; selecting one sets `selection` to its id.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ListRow<RowContent>, Data.Element: Identifiable, Data.Element.ID == SelectionValue {
        self.init(data, id: \.id, selection: selection, rowContent: rowContent)
    }

    /// A list of identifiable elements, any number of them selected.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ListRow<RowContent>, Data.Element: Identifiable, Data.Element.ID == SelectionValue {
        self.init(data, id: \.id, selection: selection, rowContent: rowContent)
    }

    /// A list of identifiable elements without a selection: the cursor still moves through them.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ListRow<RowContent>, Data.Element: Identifiable, Data.Element.ID == SelectionValue {
        self.init(data, id: \.id, selection: .noSelection, rowContent: rowContent)
    }

    /// A list of `data`'s elements identified by `id`, without a selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, SelectionValue>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ListRow<RowContent> {
        self.init(data, id: id, selection: .noSelection, rowContent: rowContent)
    }
}

extension List {
    /// A list of the rows in `content`, the one with the tag `selection` holds selected.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        let single = selection.map { binding in
            Binding<StaticRowKey<SelectionValue>?>(
                get: { binding.wrappedValue.map(StaticRowKey.tag) },
                set: { binding.wrappedValue = $0?.tag })
        }
        self.init(staticContent: content(), selection: single.map(RowSelection.single) ?? .noSelection)
    }

    /// A list of the rows in `content`, any number of the tagged ones selected.
    public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
        let multiple = Binding<Set<StaticRowKey<SelectionValue>>>(
            get: { Set(selection.wrappedValue.map(StaticRowKey.tag)) },
            set: { selection.wrappedValue = Set($0.compactMap(\.tag)) })
        self.init(staticContent: content(), selection: .multiple(multiple))
    }

    private init(staticContent: Content, selection: RowSelection<StaticRowKey<SelectionValue>>) {
        let entries = staticListEntries(of: staticContent)
        let keys = entries.indices.map { offset -> StaticRowKey<SelectionValue> in
            if case .row(_, let tag?, _) = entries[offset], let value = tag.base as? SelectionValue { return .tag(value) }
            return .position(offset)
        }
        let isHeader = { (offset: Int) -> Bool in
            if case .header = entries[offset] { return true }
            return false
        }
        var rows = RowCollection(
            count: entries.count, id: { keys[$0] },
            row: { offset -> AnyView in
                switch entries[offset] {
                case .header(let view), .row(let view, _, _): view
                }
            },
            text: { offset -> String? in
                if case .row(_, _, let text) = entries[offset] { return text }
                return nil
            },
            selection: selection, header: EmptyView(), label: "List")
        rows.isHeader = isHeader
        if case .noSelection = selection {} else { rows.stopsOn = { keys[$0].tag != nil } }
        staticRows = rows
    }
}

extension List where SelectionValue == Never {
    /// A list of the rows in `content`, without a selection: the cursor still moves through them.
    public init(@ViewBuilder content: () -> Content) {
        self.init(staticContent: content(), selection: .noSelection)
    }
}

/// One row of a ``List``: the content its row builder made.
public struct ListRow<Content: View>: View {
    let content: Content

    /// The row's content.
    public var body: some View { content }
}
