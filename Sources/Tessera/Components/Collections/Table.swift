/// Rows of values in columns under a header: a ``List`` whose rows are cells. Rows are built only
/// as they come on screen; the keys, clicks and selection are a list's (↑ ↓ PgUp PgDn Home End,
/// type-to-jump on the first column, Space in a multiple selection, Enter runs `onSubmit`).
///
/// ```swift
/// Table(messages, selection: $selected, sortOrder: $sort) {
///     TableColumn("From", value: \.from).width(min: 8, ideal: 16)
///     TableColumn("Subject", value: \.subject)
///     TableColumn("Size") { "\($0.size) KB" }.width(7).alignment(.trailing)
/// }
/// .frame(height: 12)
/// ```
///
/// With a `sortOrder` binding the header shows the sorting column (`From ▲`); a click on a title
/// sorts by it (again: the other way), and ← → step through the columns' sorts. Sort the rows you
/// pass in by it (``TableSort/orders(_:_:)``). Columns share the width by their
/// ``TableColumn/width(min:ideal:max:)``; a cell wider than its column ends with `…`.
public struct Table<Value, SelectionValue: Hashable>: View {
    private let rows: RowCollection<SelectionValue, TableCells, TableHeader>

    /// The header over the rows, the keyboard cursor and the selection.
    public var body: some View { rows }
}

extension Table {
    /// A table of `data`'s elements, each identified by `id`; selecting one sets `selection` to its id.
    public init<Data: RandomAccessCollection>(
        _ data: Data, id: KeyPath<Value, SelectionValue>, selection: Binding<SelectionValue?>?,
        sortOrder: Binding<TableSort?>? = nil, @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
    ) where Data.Element == Value {
        self.init(
            data, id: id, selection: selection.map(RowSelection.single) ?? .noSelection, sortOrder: sortOrder,
            columns: columns())
    }

    /// A table of `data`'s elements, each identified by `id`, any number of them selected.
    public init<Data: RandomAccessCollection>(
        _ data: Data, id: KeyPath<Value, SelectionValue>, selection: Binding<Set<SelectionValue>>,
        sortOrder: Binding<TableSort?>? = nil, @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
    ) where Data.Element == Value {
        self.init(data, id: id, selection: .multiple(selection), sortOrder: sortOrder, columns: columns())
    }

    /// A table of `data`'s elements identified by `id`, without a selection.
    public init<Data: RandomAccessCollection>(
        _ data: Data, id: KeyPath<Value, SelectionValue>, sortOrder: Binding<TableSort?>? = nil,
        @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
    ) where Data.Element == Value {
        self.init(data, id: id, selection: .noSelection, sortOrder: sortOrder, columns: columns())
    }

    private init<Data: RandomAccessCollection>(
        _ data: Data, id: KeyPath<Value, SelectionValue>, selection: RowSelection<SelectionValue>,
        sortOrder: Binding<TableSort?>?, columns: [TableColumn<Value>]
    ) where Data.Element == Value {
        func element(_ offset: Int) -> Value { data[data.index(data.startIndex, offsetBy: offset)] }
        let widths = columns.map(\.width), alignments = columns.map(\.alignment)
        let titles = columns.map(\.title)
        let titleWidths = titles.map { DisplayWidth.of($0) + (sortOrder == nil ? 0 : 2) }
        let geometry = TableGeometry()
        var collection = RowCollection(
            count: data.count, id: { element($0)[keyPath: id] },
            row: { offset in
                let value = element(offset)
                return TableCells(
                    cells: columns.map { Text($0.text(value)) }, widths: widths, titleWidths: titleWidths,
                    alignments: alignments)
            },
            text: { offset in columns.first.map { $0.text(element(offset)) } },
            selection: selection,
            header: TableHeader(
                titles: titles, widths: widths, titleWidths: titleWidths, alignments: alignments,
                sort: sortOrder?.wrappedValue, showsCheck: selection.isMultiple, geometry: geometry),
            label: "Table")
        collection.reservesBar = true
        if let sortOrder {
            collection.pressOutsideRows = { event in
                guard let column = geometry.column(at: event.position.x, y: event.position.y) else { return false }
                sortOrder.wrappedValue = tableSort(afterChoosing: titles[column], current: sortOrder.wrappedValue)
                return true
            }
            collection.sideKeys = { press in
                guard press.modifiers.isEmpty, press.key == .left || press.key == .right,
                    let next = tableSort(
                        stepping: press.key == .right ? 1 : -1, current: sortOrder.wrappedValue,
                        columns: titles)
                else { return false }
                if next != sortOrder.wrappedValue { sortOrder.wrappedValue = next }
                return true
            }
        }
        rows = collection
    }
}

extension Table where Value: Identifiable, SelectionValue == Value.ID {
    /// A table of identifiable elements; selecting one sets `selection` to its id.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<SelectionValue?>?, sortOrder: Binding<TableSort?>? = nil,
        @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
    ) where Data.Element == Value {
        self.init(data, id: \.id, selection: selection, sortOrder: sortOrder, columns: columns)
    }

    /// A table of identifiable elements, any number of them selected.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<SelectionValue>>, sortOrder: Binding<TableSort?>? = nil,
        @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
    ) where Data.Element == Value {
        self.init(data, id: \.id, selection: selection, sortOrder: sortOrder, columns: columns)
    }

    /// A table of identifiable elements without a selection.
    public init<Data: RandomAccessCollection>(
        _ data: Data, sortOrder: Binding<TableSort?>? = nil, @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
    ) where Data.Element == Value {
        self.init(data, id: \.id, sortOrder: sortOrder, columns: columns)
    }
}

/// A table's header: the column titles in the rows' columns, the sorting one marked, in
/// `fgMuted` and bold, over a rule in `bgLine`.
struct TableHeader: View {
    let titles: [String]
    let widths: [TableColumnWidth]
    let titleWidths: [Int]
    let alignments: [HorizontalAlignment]
    let sort: TableSort?
    let showsCheck: Bool
    let geometry: TableGeometry

    @Environment(\.asciiOnly) private var asciiOnly

    var body: some View {
        let cells = titles.map { title in
            guard let sort, sort.column == title else { return Text(title).bold() }
            return Text(title + " " + tableSortMark(ascending: sort.ascending, asciiOnly: asciiOnly)).bold()
        }
        // The same columns as a row's: the marker's, the check's, the cells, the row's trailing
        // cell and the scroll bar's. The rule is laid over the row under the titles, so it is as
        // wide as they are however the table is sized.
        HStack(spacing: 1) {
            Text(" ")
            if showsCheck { Text(" ") }
            TableCells(
                cells: cells, widths: widths, titleWidths: titleWidths, alignments: alignments,
                geometry: geometry
            )
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(.trailing, 2)
        .foregroundColor(.fgMuted)
        .padding(.bottom, 1)
        .overlay(alignment: .bottom) { Divider() }
    }
}
