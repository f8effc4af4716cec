import Tessera

/// Renders any view headlessly — no terminal needed — to text, ANSI or SVG, exactly as the
/// terminal would show it. The same input always gives the same bytes.
///
/// ```swift
/// let svg = Snapshot.render(AccountView(settings: settings), size: TerminalSize(columns: 60, rows: 12),
///                           theme: .default, scheme: .dark, colors: .c256, format: .svg)
/// ```
public enum Snapshot {
    /// The view as text, ANSI or SVG.
    ///
    /// - Parameters:
    ///   - view: any view; it is wrapped in a ``ThemeProvider`` for `theme` and `scheme`.
    ///   - size: the screen size in cells.
    ///   - colors: the colour depth of the imagined terminal (colours degrade as it would).
    ///   - density: compact, regular or spacious.
    ///   - format: `.text` (one line per row, every row `columns` wide), `.ansi` or `.svg`.
    public static func render<V: View>(
        _ view: V, size: TerminalSize, theme: Theme = .default, scheme: ColorScheme = .light,
        colors: ColorDepth = .truecolor, density: Density = .regular, format: SnapshotFormat = .text
    ) -> String {
        let frame = Frame(view, size: size, theme: theme, scheme: scheme, colors: colors, density: density)
        return frame.serialized(as: format)
    }

    /// A rendered frame: its cells and the depth and theme colours to serialise it with.
    public struct Frame {
        /// The cells of the frame.
        public let buffer: CellBuffer
        /// The depth the frame is shown at (the requested one, or lower if the view asked).
        public let depth: ColorDepth
        /// What the terminal's default foreground shows as: the theme's `fg` in the frame's scheme.
        public let defaultForeground: RGB
        /// What the terminal's default background shows as: the theme's `bg` in the frame's scheme.
        public let defaultBackground: RGB
        /// The contrast level the frame's theme promises.
        public let contrastLevel: ContrastLevel

        /// Renders `view` at `size` with the same options as `Snapshot.render`; then again while
        /// the view asks (focus moving into a modal), at most 8 more times.
        public init<V: View>(
            _ view: V, size: TerminalSize, theme: Theme = .default, scheme: ColorScheme = .light,
            colors: ColorDepth = .truecolor, density: Density = .regular
        ) {
            var environment = EnvironmentValues()
            environment.colorDepth = colors
            let host = ViewHost(ThemeProvider(theme, scheme: scheme) { view }.density(density), environment: environment)
            // A frame may need another pass (focus moving into a modal); it settles quickly.
            buffer = host.renderSettled(size: size)
            depth = min(colors, host.requestedColorDepth ?? colors)
            let resolved = theme.resolved(for: scheme)
            defaultForeground = resolved.rgb(.fg)
            defaultBackground = resolved.rgb(.bg)
            contrastLevel = theme.contrast
        }

        /// A frame of cells already drawn, shown at `depth` with `theme`'s colours for `scheme`.
        package init(buffer: CellBuffer, depth: ColorDepth, theme: Theme, scheme: ColorScheme) {
            self.buffer = buffer
            self.depth = depth
            let resolved = theme.resolved(for: scheme)
            defaultForeground = resolved.rgb(.fg)
            defaultBackground = resolved.rgb(.bg)
            contrastLevel = theme.contrast
        }

        /// The frame in a format.
        public func serialized(as format: SnapshotFormat) -> String {
            let presenter = HeadlessPresenter(svg: SVGSerializer(foreground: defaultForeground, background: defaultBackground))
            return presenter.render(buffer, as: format, depth: depth)
        }
    }
}
