import Tessera

/// The modes a book, section or story is checked in: a list of ``StoryMode``s, usually a matrix.
///
/// ```swift
/// StoryBook("Wallet", modes: .matrix(themes: [.default, nord], colors: [.truecolor, .c16])) { … }
/// ```
public struct StoryModes: Hashable, Sendable {
    /// Every mode, in order, without repeats.
    public let all: [StoryMode]

    /// The size stories are laid out in unless a mode says otherwise.
    public static let defaultSize = TerminalSize(columns: 80, rows: 24)

    /// Exactly these modes (repeats dropped).
    public init(_ modes: [StoryMode]) {
        var seen = Set<StoryMode>()
        all = modes.filter { seen.insert($0).inserted }
    }

    /// Every combination of the values given.
    public static func matrix(
        themes: [Theme] = [.default], schemes: [ColorScheme] = ColorScheme.allCases,
        colors: [ColorDepth] = [.truecolor], sizes: [TerminalSize] = [defaultSize], densities: [Density] = [.regular]
    ) -> StoryModes {
        StoryModes(
            themes.flatMap { theme in
                schemes.flatMap { scheme in
                    colors.flatMap { depth in
                        sizes.flatMap { size in
                            densities.map { StoryMode(theme: theme, scheme: scheme, colors: depth, size: size, density: $0) }
                        }
                    }
                }
            })
    }

    /// The default: every scheme of `theme` at truecolor, plus 16 colours and monochrome in the
    /// light scheme, at `size` — enough to catch what breaks at low depth without a mode explosion.
    public static func standard(theme: Theme = .default, size: TerminalSize = defaultSize) -> StoryModes {
        matrix(themes: [theme], colors: [.truecolor], sizes: [size])
            + matrix(themes: [theme], schemes: [.light], colors: [.c16, .monochrome], sizes: [size])
    }

    /// These modes, each at `size`.
    public func at(_ size: TerminalSize) -> StoryModes {
        StoryModes(
            all.map { mode in
                var mode = mode
                mode.size = size
                return mode
            })
    }

    /// Both lists of modes, in order.
    public static func + (lhs: StoryModes, rhs: StoryModes) -> StoryModes {
        StoryModes(lhs.all + rhs.all)
    }
}
