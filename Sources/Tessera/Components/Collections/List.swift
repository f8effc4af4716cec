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
public struct List<SelectionValue: Hashable, Content: View>: View {
    private let rows: RowCollection<SelectionValue, Content, EmptyView>

    /// The list's rows with the keyboard cursor and the selection.
    public var body: some View { rows }
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
        rows = RowCollection(count: data.count, id: { element($0)[keyPath: id] },
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

/// One row of a ``List``: the content its row builder made.
public struct ListRow<Content: View>: View {
    let content: Content

    /// The row's content.
    public var body: some View { content }
}
