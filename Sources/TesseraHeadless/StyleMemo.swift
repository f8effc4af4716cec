import TesseraCore

/// Remembers what a per-style computation gave, so a frame computes it once per distinct style
/// rather than once per cell (colour degradation may search a palette).
///
/// The table is only ever looked up, never iterated, so it cannot make output order depend on
/// hashing.
struct StyleMemo<Value> {
    private let compute: (CellStyle) -> Value
    private var last: (style: CellStyle, value: Value)?
    private var table: [CellStyle: Value] = [:]

    init(_ compute: @escaping (CellStyle) -> Value) {
        self.compute = compute
    }

    mutating func value(for style: CellStyle) -> Value {
        if let last, last.style == style { return last.value }
        let value: Value
        if let known = table[style] {
            value = known
        } else {
            value = compute(style)
            table[style] = value
        }
        last = (style, value)
        return value
    }
}

extension CellStyle {
    /// This style as a terminal of `depth` shows it: ``CellStyle/degraded(to:)``, and in
    /// monochrome no colour at all whatever the degradation returns.
    func presented(at depth: ColorDepth) -> CellStyle {
        var style = degraded(to: depth)
        if depth == .monochrome {
            style.foreground = .default
            style.background = .default
        }
        return style
    }
}
