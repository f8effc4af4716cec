/// One column of a ``Table``: its title, the text of each row's cell, its width and alignment.
///
/// ```swift
/// TableColumn("From", value: \.from)
/// TableColumn("Size") { "\($0.size) KB" }.width(8).alignment(.trailing)
/// TableColumn("Subject", value: \.subject).width(min: 10, ideal: 40)
/// ```
///
/// A cell wider than its column ends with `…`; a wide glyph that would straddle the edge is left
/// out rather than split.
public struct TableColumn<RowValue> {
    let title: String
    let text: (RowValue) -> String
    var width = TableColumnWidth.flexible(min: nil, ideal: nil, max: nil)
    var alignment = HorizontalAlignment.leading

    /// A column whose cells show the string at `value`.
    public init(_ title: String, value: KeyPath<RowValue, String>) {
        self.title = title
        self.text = { $0[keyPath: value] }
    }

    /// A column whose cells show the string `text` makes from the row.
    public init(_ title: String, text: @escaping (RowValue) -> String) {
        self.title = title
        self.text = text
    }

    /// A column exactly `width` cells wide.
    public func width(_ width: Int) -> Self {
        var copy = self
        copy.width = .fixed(max(0, width))
        return copy
    }

    /// A column that grows to `ideal` cells before the columns without an ideal share what is left,
    /// never narrower than `min` (while there is room) nor wider than `max`.
    public func width(min: Int? = nil, ideal: Int? = nil, max: Int? = nil) -> Self {
        var copy = self
        copy.width = .flexible(min: min, ideal: ideal, max: max)
        return copy
    }

    /// Where the cells' text and the title sit in the column.
    public func alignment(_ alignment: HorizontalAlignment) -> Self {
        var copy = self
        copy.alignment = alignment
        return copy
    }
}

/// How wide a table column is.
enum TableColumnWidth: Equatable {
    case fixed(Int)
    case flexible(min: Int?, ideal: Int?, max: Int?)
}

/// Builds a table's columns from a list of ``TableColumn``s, with `if` and `for` as in a view builder.
@resultBuilder
public enum TableColumnBuilder<RowValue> {
    /// One column.
    public static func buildExpression(_ column: TableColumn<RowValue>) -> [TableColumn<RowValue>] { [column] }
    /// The columns one after another.
    public static func buildBlock(_ columns: [TableColumn<RowValue>]...) -> [TableColumn<RowValue>] { columns.flatMap { $0 } }
    /// The columns of an `if` without `else`, or none.
    public static func buildOptional(_ columns: [TableColumn<RowValue>]?) -> [TableColumn<RowValue>] { columns ?? [] }
    /// The columns of an `if`'s first branch.
    public static func buildEither(first columns: [TableColumn<RowValue>]) -> [TableColumn<RowValue>] { columns }
    /// The columns of an `if`'s `else` branch.
    public static func buildEither(second columns: [TableColumn<RowValue>]) -> [TableColumn<RowValue>] { columns }
    /// The columns of every pass of a `for` loop.
    public static func buildArray(_ columns: [[TableColumn<RowValue>]]) -> [TableColumn<RowValue>] { columns.flatMap { $0 } }
}
