import Synchronization
import Tessera
import TesseraStories

/// What a page's layout needs to know of a story's sample, measured by drawing it once
/// headlessly at its ideal size.
struct SampleMetrics: Equatable, Sendable {
    /// The columns the sample asks for (flexible samples: what their content needs), or draws in
    /// (a presented tooltip wider than its anchor).
    let width: Int
    /// The first row that holds a letter or a digit (a button's label under its padding row, a
    /// field's text inside its border); 0 when no row does.
    let textRow: Int
    /// The first column the sample draws in (a list cell's text after its inset).
    let inkColumn: Int

    /// Measured samples, by story and environment: a page asks for its stories' on every frame.
    private static let cache = Mutex<[String: SampleMetrics]>([:])

    /// What a sample is measured in: what changes its size and glyphs.
    struct Environment {
        /// Density, colour depth and ASCII.
        let values: EnvironmentValues
        let theme: Theme
        let scheme: ColorScheme

        var cacheKey: String {
            ["\(values.density)", "\(values.colorDepth)", "\(values.asciiOnly)", theme.name, "\(scheme)"]
                .joined(separator: "\u{0}")
        }
    }

    /// The metrics of `story` drawn in `environment` with control `values`; `key` names the story
    /// uniquely in its catalog.
    static func of(_ story: Story, key: String, environment: Environment,
                   values: [String: StoryControlValue] = [:]) -> SampleMetrics {
        let args = values.isEmpty ? "" : StoryArgs.format(values, controls: story.controls)
        let cacheKey = [key, story.code ?? "", args, environment.cacheKey].joined(separator: "\u{0}")
        if let known = cache.withLock({ $0[cacheKey] }) { return known }
        let measured = measure(story, environment: environment, values: values)
        cache.withLock { $0[cacheKey] = measured }
        return measured
    }

    private static let measuringSize = TerminalSize(columns: 240, rows: 120)

    private static func measure(_ story: Story, environment: Environment, values: [String: StoryControlValue]) -> SampleMetrics {
        let canvas = StoryCanvas(story, controls: StoryControls(values: values)).fixedSize().theme(environment.theme, scheme: environment.scheme)
        let host = ViewHost(canvas, environment: environment.values)
        let buffer = host.renderSettled(size: measuringSize)
        // The whole screen is scanned: a presented tooltip draws outside the canvas's frame.
        var textRow: Int?
        var inkColumn: Int?
        var drawnColumns = 0
        for y in 0..<buffer.rows {
            for x in 0..<buffer.columns {
                let cell = buffer[x, y]
                guard cell.grapheme != " " || cell.style.background != .default else { continue }
                if cell.grapheme.isLetter || cell.grapheme.isNumber, textRow == nil { textRow = y }
                inkColumn = min(inkColumn ?? x, x)
                drawnColumns = max(drawnColumns, x + 1)
            }
        }
        return SampleMetrics(width: max(host.rootSize.columns, drawnColumns), textRow: textRow ?? 0,
                             inkColumn: inkColumn ?? 0)
    }
}
