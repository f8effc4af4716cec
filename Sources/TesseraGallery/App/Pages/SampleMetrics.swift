import Synchronization
import Tessera
import TesseraStories

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a page's layout needs to know of a story's sample, measured by drawing it once
/// headlessly at its ideal size.
struct SampleMetrics: Equatable, Sendable {
    /// The columns the sample asks for (flexible samples: what their content needs), or draws in
    /// (a presented tooltip wider than its anchor).
    let width: Int
    /// The first row, counted from the top of the rows the sample needs (``overhang`` included),
    /// that holds something other than a border or a fill: a button's label (or a loading
    /// button's spinner) under its padding row, a field's text inside its border; 0 when none does.
    let textRow: Int
    /// The first column the sample draws in (a list cell's text after its inset).
    let inkColumn: Int
    /// The rows the sample draws above its own frame (a tooltip presented above its anchor): its
    /// row keeps them free, so no story has to make room with an empty row of its own.
    var overhang: Int = 0
    /// The rows of the sample's own frame.
    var height: Int = 1

    /// Measured samples, by story and environment: a page asks for its stories' on every frame.
    private static let cache = Mutex<[CacheKey: SampleMetrics]>([:])

    /// A sample's measurements are kept by story, code, control values and setting (a plain value:
    /// asked for by every sample on every frame, where building a string key showed in profiles).
    struct CacheKey: Hashable {
        struct Setting: Hashable {
            let density: Density
            let depth: ColorDepth
            let asciiOnly: Bool
            let theme: String
            let scheme: ColorScheme
        }
        let story: String
        let code: String
        let args: String
        let setting: Setting
    }

    /// What a sample is measured in: what changes its size and glyphs.
    struct Environment {
        /// Density, colour depth and ASCII.
        let values: EnvironmentValues
        let theme: Theme
        let scheme: ColorScheme

        /// The same at another colour depth.
        func at(_ depth: ColorDepth) -> Environment {
            var values = values
            values.colorDepth = depth
            return Environment(values: values, theme: theme, scheme: scheme)
        }

        /// What of it the measurements depend on.
        var cacheKey: CacheKey.Setting {
            CacheKey.Setting(
                density: values.density, depth: values.colorDepth, asciiOnly: values.asciiOnly,
                theme: theme.name, scheme: scheme)
        }
    }

    /// The metrics of `story` drawn in `environment` with control `values`; `key` names the story
    /// uniquely in its catalog.
    static func of(
        _ story: Story, key: String, environment: Environment,
        values: [String: StoryControlValue] = [:]
    ) -> SampleMetrics {
        let args = values.isEmpty ? "" : StoryArgs.format(values, controls: story.controls)
        let cacheKey = CacheKey(story: key, code: story.code ?? "", args: args, setting: environment.cacheKey)
        if let known = cache.withLock({ $0[cacheKey] }) { return known }
        let measured = measure(story, environment: environment, values: values)
        cache.withLock { $0[cacheKey] = measured }
        return measured
    }

    private static let measuringSize = TerminalSize(columns: 240, rows: 120)
    /// A row of the measuring screen before anything is drawn on it.
    private static let blankRow = [Cell](repeating: .blank(), count: measuringSize.columns)
    /// Rows left free above the sample while it is measured, for what it draws above itself.
    private static let measuringMargin = 8

    private static func measure(_ story: Story, environment: Environment, values: [String: StoryControlValue]) -> SampleMetrics {
        let canvas = StoryCanvas(story, controls: StoryControls(values: values)).fixedSize().padding(.top, measuringMargin)
            .theme(environment.theme, scheme: environment.scheme)
        let host = ViewHost(canvas, environment: environment.values)
        let buffer = host.renderSettled(size: measuringSize)
        // The whole screen is scanned: a presented tooltip draws outside the canvas's frame.
        var textRow: Int?
        var inkRow: Int?
        var inkColumn: Int?
        var drawnColumns = 0
        for y in 0..<buffer.rows {
            let row = buffer.row(y)
            // Most rows are blank, told so by comparing their bytes with a blank row's (a cell holds
            // no references): reading all 28,800 cells one by one was most of the cost of a page's
            // first frame, or of a theme switch. Bytes that differ (padding, say) are read cell by cell.
            if isBlank(row) { continue }
            for (x, cell) in zip(0..., row) {
                // A cell without ink: a space on no fill.
                if case .default = cell.style.background, cell.isSpace { continue }
                if textRow == nil, isContent(cell) { textRow = y }
                inkRow = min(inkRow ?? y, y)
                inkColumn = min(inkColumn ?? x, x)
                drawnColumns = max(drawnColumns, x + 1)
            }
        }
        let overhang = max(0, measuringMargin - (inkRow ?? measuringMargin))
        let top = measuringMargin - overhang
        return SampleMetrics(
            width: max(host.rootSize.columns, drawnColumns), textRow: textRow.map { max(0, $0 - top) } ?? 0,
            inkColumn: inkColumn ?? 0, overhang: overhang,
            height: max(1, host.rootSize.rows - measuringMargin))
    }

    /// Whether `row` holds the same bytes as a row of the blank measuring screen.
    private static func isBlank(_ row: ArraySlice<Cell>) -> Bool {
        row.withUnsafeBytes { cells in
            blankRow.withUnsafeBytes { blank in
                guard cells.count == blank.count, let cells = cells.baseAddress, let blank = blank.baseAddress else { return false }
                return memcmp(cells, blank, blankRow.count * MemoryLayout<Cell>.stride) == 0
            }
        }
    }

    /// Whether `cell` shows content a label lines up with, not a border, a track or a fill:
    /// anything but white space and the box-drawing and block elements (U+2500–U+259F).
    private static func isContent(_ cell: Cell) -> Bool {
        guard !cell.isSpace else { return false }
        guard let scalar = cell.singleScalar else { return !cell.grapheme.isWhitespace }
        return !scalar.properties.isWhitespace && !(0x2500...0x259F).contains(scalar.value)
    }
}
