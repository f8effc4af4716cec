import Tessera
import TesseraHeadless

/// A story drawn headlessly in one mode: the frame, cropped to what the story drew, and what the
/// checks need to know about it.
public struct StoryRender {
    /// The story's frame, cropped to the size its canvas takes or to all it draws, if more (at
    /// most the mode's size).
    public let frame: Snapshot.Frame
    /// The mode it was drawn in.
    public let mode: StoryMode
    /// The size the canvas asked for; wider or taller than the mode's size when it does not fit.
    public let neededSize: (columns: Int, rows: Int)
    /// Where interactive elements without an accessibility label sit.
    public let unlabeledElements: [Rect]

    /// The controls it was drawn with: their values, and the actions the render called.
    public let controls: StoryControls

    /// Draws `story` in `mode`, as `Snapshot.render` would (settling focus into modals), with the
    /// values of `controls` (the defaults when `nil`).
    public init(_ story: Story, in mode: StoryMode, controls: StoryControls? = nil) {
        let controls = controls ?? StoryControls()
        self.init(StoryCanvas(story, controls: controls), in: mode, controls: controls)
    }

    /// Draws any view the way a story's canvas is drawn.
    init<Content: View>(_ content: Content, in mode: StoryMode, controls: StoryControls = StoryControls()) {
        self.controls = controls
        let host = StoryRender.host(content, in: mode)
        let buffer = host.renderSettled(size: mode.size)
        self.mode = mode
        neededSize = host.rootSize
        unlabeledElements = host.unlabeledElements
        let depth = min(mode.colors, host.requestedColorDepth ?? mode.colors)
        // What the story draws outside its canvas (a presented tooltip) is part of its frame.
        let drawn = StoryRender.drawnExtent(buffer)
        let cropped = StoryRender.crop(
            buffer, columns: max(host.rootSize.columns, drawn.columns),
            rows: max(host.rootSize.rows, drawn.rows))
        frame = Snapshot.Frame(buffer: cropped, depth: depth, theme: mode.theme, scheme: mode.scheme)
    }

    /// A host for `content` in `mode`: the theme without ThemeProvider's greedy frame, so the root
    /// is exactly the canvas, on the theme's background.
    static func host<Content: View>(_ content: Content, in mode: StoryMode) -> ViewHost {
        var environment = EnvironmentValues()
        environment.colorDepth = mode.colors
        return ViewHost(
            content.background(.bg).theme(mode.theme, scheme: mode.scheme).density(mode.density),
            environment: environment)
    }

    /// Whether the canvas fit in the mode's size.
    public var fits: Bool { neededSize.columns <= mode.size.columns && neededSize.rows <= mode.size.rows }

    /// The top-left `columns × rows` of `buffer` (at least one cell, at most the whole buffer).
    static func crop(_ buffer: CellBuffer, columns: Int, rows: Int) -> CellBuffer {
        let size = TerminalSize(columns: min(max(1, columns), buffer.columns), rows: min(max(1, rows), buffer.rows))
        guard size != buffer.size else { return buffer }
        var cropped = CellBuffer(size: size)
        for y in 0..<size.rows {
            for x in 0..<size.columns { cropped[x, y] = buffer[x, y] }
        }
        return cropped
    }

    /// The columns and rows up to the last cell that is not a default blank.
    static func drawnExtent(_ buffer: CellBuffer) -> (columns: Int, rows: Int) {
        let blank = Cell.blank()
        var columns = 0
        var rows = 0
        for y in 0..<buffer.rows {
            for x in stride(from: buffer.columns - 1, through: columns, by: -1) where buffer[x, y] != blank {
                columns = x + 1
                rows = y + 1
                break
            }
            if rows < y + 1, buffer.row(y).contains(where: { $0 != blank }) { rows = y + 1 }
        }
        return (columns, rows)
    }
}
