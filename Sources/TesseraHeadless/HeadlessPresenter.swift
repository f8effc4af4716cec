import TesseraCore

/// Presents frames without a terminal: serialises a cell buffer to plain text, ANSI or SVG.
///
/// The same buffer, format and depth always give the same bytes. Configure each format through
/// its serialiser:
///
/// ```swift
/// let presenter = HeadlessPresenter(text: TextSerializer(trimTrailingSpaces: true))
/// let svg = presenter.render(buffer, as: .svg, depth: .c256)
/// ```
public struct HeadlessPresenter: Hashable, Sendable {
    /// Options for ``SnapshotFormat/text``.
    public var text: TextSerializer
    /// Options for ``SnapshotFormat/ansi``.
    public var ansi: ANSISerializer
    /// Options for ``SnapshotFormat/svg``: default colours, cell size and font.
    public var svg: SVGSerializer

    /// Creates a presenter; every serialiser defaults to its own defaults.
    public init(
        text: TextSerializer = TextSerializer(), ansi: ANSISerializer = ANSISerializer(),
        svg: SVGSerializer = SVGSerializer()
    ) {
        self.text = text
        self.ansi = ansi
        self.svg = svg
    }

    /// `buffer` in `format`, with colours as a terminal of `depth` shows them (plain text has no
    /// colours and ignores `depth`).
    public func render(_ buffer: CellBuffer, as format: SnapshotFormat, depth: ColorDepth = .truecolor) -> String {
        switch format {
        case .text: text.serialize(buffer)
        case .ansi: ansi.serialize(buffer, depth: depth)
        case .svg: svg.serialize(buffer, depth: depth)
        }
    }
}
