/// Which column a ``Table`` is sorted by, and which way: what its header shows (`From ▲`) and what
/// clicks on the header and ← → on the focused table change. The table does not sort the rows
/// itself: sort them by this value where you pass them in.
public struct TableSort: Hashable, Sendable {
    /// The sorting column's title.
    public var column: String
    /// Whether the smallest value comes first.
    public var ascending: Bool

    /// A sort by the column titled `column`.
    public init(column: String, ascending: Bool = true) {
        self.column = column
        self.ascending = ascending
    }

    /// Whether `lhs` comes before `rhs` in this sort's direction: for `sorted(by:)`.
    ///
    /// ```swift
    /// let rows = messages.sorted { sort.column == "From" ? sort.orders($0.from, $1.from) : sort.orders($0.date, $1.date) }
    /// ```
    public func orders<Value: Comparable>(_ lhs: Value, _ rhs: Value) -> Bool {
        ascending ? lhs < rhs : rhs < lhs
    }
}

/// The sort after a click on the header of `column`: the same column reverses, another sorts
/// ascending by it.
func tableSort(afterChoosing column: String, current: TableSort?) -> TableSort {
    guard let current, current.column == column else { return TableSort(column: column) }
    return TableSort(column: column, ascending: !current.ascending)
}

/// The sort → or ← steps to: the columns' sorts in order (first ascending, first descending, second
/// ascending, …), stopping at the ends. With no sort yet, → starts at the first column ascending.
func tableSort(stepping step: Int, current: TableSort?, columns: [String]) -> TableSort? {
    guard !columns.isEmpty else { return nil }
    let sorts = columns.flatMap { [TableSort(column: $0), TableSort(column: $0, ascending: false)] }
    guard let current, let index = sorts.firstIndex(of: current) else { return step > 0 ? sorts.first : sorts.last }
    return sorts[min(max(0, index + step), sorts.count - 1)]
}

/// The mark after the sorting column's title: `▲` ascending, `▼` descending (ASCII `^`, `v`).
func tableSortMark(ascending: Bool, asciiOnly: Bool) -> String {
    asciiOnly ? (ascending ? "^" : "v") : (ascending ? "▲" : "▼")
}
