@testable import Tessera

/// Renders a view at a size and returns its rows as text (continuations skipped, trailing
/// spaces trimmed so expectations read naturally).
func renderText<V: View>(_ view: V, columns: Int, rows: Int) -> [String] {
    let host = ViewHost(view)
    return rowsOf(host.render(size: TerminalSize(columns: columns, rows: rows)))
}

func rowsOf(_ buffer: CellBuffer) -> [String] {
    (0..<buffer.rows).map { y in
        var line = String(buffer.row(y).filter { !$0.isContinuation }.map(\.grapheme))
        while line.last == " " { line.removeLast() }
        return line
    }
}
