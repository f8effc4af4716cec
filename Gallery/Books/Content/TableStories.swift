import Tessera
import TesseraStories

extension TesseraBooks {
    /// Tables: columns under a header, the sort, lazy rows.
    static var table: StorySection {
        StorySection(
            "Table",
            notes:
                "A list whose rows are cells in columns under a header. Columns are fixed or share the width; a cell too wide ends with …. With a sortOrder binding a click on a title or ← → sorts; the app sorts its rows by it."
        ) {
            StorySection("Inherited default") {
                Story(
                    "Sorted, with a selection",
                    code:
                        "Table(Transfer.sorted(by: sort), selection: $selected, sortOrder: $sort) {\n    TableColumn(\"Name\", value: \\.name)\n    TableColumn(\"Date\", value: \\.date).width(10)\n    TableColumn(\"Amount\", value: \\.amount).width(9).alignment(.trailing)\n}\n.frame(height: 8)"
                ) {
                    StoryState(TableSort?(TableSort(column: "Date"))) { $sort in
                        StoryState(Int?.none) { $selected in
                            Table(Transfer.sorted(by: sort), selection: $selected, sortOrder: $sort) {
                                TableColumn("Name", value: \.name)
                                TableColumn("Date", value: \.date).width(10)
                                TableColumn("Amount", value: \.amount).width(9).alignment(.trailing)
                            }
                            .frame(height: 8)
                        }
                    }
                }
                .play(.press(.tab), .press(.right), .press(.down), .press(.down))
            }
            StorySection("States") {
                Story(
                    "Narrow",
                    code:
                        "Table(Transfer.recent) {\n    TableColumn(\"Name\", value: \\.name)\n    TableColumn(\"Amount\", value: \\.amount).alignment(.trailing)\n}\n.frame(width: 30, height: 6)",
                    notes: "Cells wider than their column end with … and wide glyphs are never split."
                ) {
                    Table(Transfer.recent) {
                        TableColumn("Name", value: \.name)
                        TableColumn("Amount", value: \.amount).alignment(.trailing)
                    }
                    .frame(width: 30, height: 6)
                }
            }
        }
    }
}
