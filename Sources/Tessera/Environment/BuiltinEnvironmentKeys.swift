// The environment values Tessera itself reads. Each is a key plus a property on
// EnvironmentValues, so it works with `@Environment(\.name)` and `.environment(\.name, value)`.

struct ThemeKey: EnvironmentKey {
    static var defaultValue: Theme { .default }
}

struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}

struct ResolvedThemeKey: EnvironmentKey {
    static let defaultResolved = Theme.default.resolved(for: ColorSchemeKey.defaultValue)
    static var defaultValue: ResolvedTheme { defaultResolved }
}

struct ColorDepthKey: EnvironmentKey {
    static var defaultValue: ColorDepth { .truecolor }
}

struct DensityKey: EnvironmentKey {
    static var defaultValue: Density { .regular }
}

struct IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

struct ReduceMotionKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

struct TextRoleKey: EnvironmentKey {
    static var defaultValue: TextRole { .body }
}

struct ForegroundTokenKey: EnvironmentKey {
    static var defaultValue: ColorToken { .fg }
}

struct ForegroundIsExplicitKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

struct TextAttributesKey: EnvironmentKey {
    static var defaultValue: TextAttributes { [] }
}

struct LineLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

struct MultilineTextAlignmentKey: EnvironmentKey {
    static var defaultValue: HorizontalAlignment { .leading }
}

struct IsFocusedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The theme every component reads its tokens from.
    public var theme: Theme {
        get { self[ThemeKey.self] }
        set {
            self[ThemeKey.self] = newValue
            self[ResolvedThemeKey.self] = newValue.resolved(for: colorScheme, depth: colorDepth)
        }
    }

    /// Light or dark.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set {
            self[ColorSchemeKey.self] = newValue
            self[ResolvedThemeKey.self] = theme.resolved(for: newValue, depth: colorDepth)
        }
    }

    /// The theme's values for the current scheme and colour depth: what styles read while drawing.
    public var resolvedTheme: ResolvedTheme {
        self[ResolvedThemeKey.self]
    }

    /// The colour depth the frame will be shown at; components keep states distinguishable at
    /// every depth (attributes in monochrome).
    public var colorDepth: ColorDepth {
        get { self[ColorDepthKey.self] }
        set {
            self[ColorDepthKey.self] = newValue
            self[ResolvedThemeKey.self] = theme.resolved(for: colorScheme, depth: newValue)
        }
    }

    /// Compact, regular or spacious: padding and control heights.
    public var density: Density {
        get { self[DensityKey.self] }
        set { self[DensityKey.self] = newValue }
    }

    /// Whether controls respond to input. `.disabled(true)` turns it off for a whole subtree.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// Whether animations (spinners, indeterminate progress) should stay still.
    public var reduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// The typography role of text that sets none.
    public var textRole: TextRole {
        get { self[TextRoleKey.self] }
        set { self[TextRoleKey.self] = newValue }
    }

    /// The colour of text that sets none of its own: a `.foregroundColor(_:)` around it wins over
    /// its role's colour, and the inherited default (`fg`) yields to it.
    public var foregroundToken: ColorToken {
        get { self[ForegroundTokenKey.self] }
        set { self[ForegroundTokenKey.self] = newValue }
    }

    /// Whether `foregroundToken` was set by a `.foregroundColor(_:)` rather than inherited from the
    /// theme provider, so that it wins over a text role's colour.
    var foregroundIsExplicit: Bool {
        get { self[ForegroundIsExplicitKey.self] }
        set { self[ForegroundIsExplicitKey.self] = newValue }
    }

    /// Attributes added to all text in the subtree.
    public var textAttributes: TextAttributes {
        get { self[TextAttributesKey.self] }
        set { self[TextAttributesKey.self] = newValue }
    }

    /// The most lines a text may take; `nil` for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// How the lines of a wrapped text align.
    public var multilineTextAlignment: HorizontalAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// Whether the nearest enclosing control has keyboard focus.
    public internal(set) var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }
}

/// How much room controls take: the terminal's answer to Dynamic Type.
public enum Density: String, CaseIterable, Hashable, Sendable {
    /// Less padding and fewer rows in controls, the default, or more of both.
    case compact, regular, spacious
}

struct ASCIIOnlyKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether only ASCII can be shown (the terminal's locale is not UTF-8; the runtime sets it).
    /// Borders fall back to `+-|`, components pick ASCII markers, and text shows every other
    /// character as its ASCII stand-in (`>` for `›`, `...` for `…`, `?` per column for CJK).
    public var asciiOnly: Bool {
        get { self[ASCIIOnlyKey.self] }
        set { self[ASCIIOnlyKey.self] = newValue }
    }
}

struct ScreenSizeKey: EnvironmentKey {
    static var defaultValue: TerminalSize { TerminalSize(columns: 80, rows: 24) }
}

extension EnvironmentValues {
    /// The size of the whole screen (the terminal, or the snapshot), for layouts that adapt —
    /// a sidebar that becomes a drawer on narrow terminals, say.
    public var screenSize: TerminalSize {
        get { self[ScreenSizeKey.self] }
        set { self[ScreenSizeKey.self] = newValue }
    }
}
