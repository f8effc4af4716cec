import Tessera

/// One state a story is rendered and checked in: a theme, a scheme, a colour depth, a screen size
/// and a density.
public struct StoryMode: Hashable, Sendable {
    /// The theme.
    public var theme: Theme
    /// Light or dark.
    public var scheme: ColorScheme
    /// The colour depth of the imagined terminal.
    public var colors: ColorDepth
    /// The space the story is laid out in; it must fit.
    public var size: TerminalSize
    /// Compact, regular or spacious.
    public var density: Density

    /// A mode; by default the default theme, light, truecolor, 80×24, regular.
    public init(
        theme: Theme = .default, scheme: ColorScheme = .light, colors: ColorDepth = .truecolor,
        size: TerminalSize = StoryModes.defaultSize, density: Density = .regular
    ) {
        self.theme = theme
        self.scheme = scheme
        self.colors = colors
        self.size = size
        self.density = density
    }

    /// The mode's part of a reference file name: `default.light.truecolor.80x24.regular`.
    public var name: String {
        let theme = String(theme.name.map { $0.isLetter || $0.isNumber || "-_".contains($0) ? $0 : "_" })
        return "\(theme).\(scheme.rawValue).\(colors.rawValue).\(size.columns)x\(size.rows).\(density.rawValue)"
    }

    /// The gallery's options that open this mode: `--theme nord --scheme dark --colors 256 --density compact`.
    public var arguments: [String] {
        ["--theme", theme.name, "--scheme", scheme.rawValue, "--colors", colors.rawValue, "--density", density.rawValue]
    }
}
