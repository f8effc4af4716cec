// The environment values Tessera itself reads. Each is a property on EnvironmentValues, so it
// works with `@Environment(\.name)` and `.environment(\.name, value)`, kept either under a key in
// the environment's dictionary or, for the values read most, as a typed field (HotEnvironmentValues).

struct ThemeKey: EnvironmentKey {
    static var defaultValue: Theme { .default }
}

struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}

struct DetectedColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}

struct ReduceMotionKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The theme every component reads its tokens from.
    public var theme: Theme {
        get { self[ThemeKey.self] }
        set {
            self[ThemeKey.self] = newValue
            setResolvedTheme(newValue.resolved(for: colorScheme, depth: colorDepth))
        }
    }

    /// Light or dark. Setting `.automatic` stores the terminal's detected scheme
    /// (`ColorScheme/automatic`).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set {
            let scheme = newValue.resolved(detected: detectedColorScheme)
            self[ColorSchemeKey.self] = scheme
            setResolvedTheme(theme.resolved(for: scheme, depth: colorDepth))
        }
    }

    /// The scheme of the terminal's background, as the runtime detected it at start-up (light
    /// where it could not be told): what `.automatic` stands for.
    package var detectedColorScheme: ColorScheme {
        get { self[DetectedColorSchemeKey.self] }
        set { self[DetectedColorSchemeKey.self] = newValue.resolved(detected: .light) }
    }

    /// The theme's values for the current scheme and colour depth: what styles read while drawing.
    public var resolvedTheme: ResolvedTheme {
        readHot(.resolvedTheme)
        return hot.resolvedTheme
    }

    private mutating func setResolvedTheme(_ resolved: ResolvedTheme) {
        hot.resolvedTheme = resolved
        wroteHot(.resolvedTheme, resolved)
    }

    /// The colour depth the frame will be shown at; components keep states distinguishable at
    /// every depth (attributes in monochrome).
    public var colorDepth: ColorDepth {
        get { readHot(.colorDepth); return hot.colorDepth }
        set {
            hot.colorDepth = newValue
            wroteHot(.colorDepth, newValue)
            setResolvedTheme(theme.resolved(for: colorScheme, depth: newValue))
        }
    }

    /// Compact, regular or spacious: padding and control heights.
    public var density: Density {
        get { readHot(.density); return hot.density }
        set { hot.density = newValue; wroteHot(.density, newValue) }
    }

    /// Whether controls respond to input. `.disabled(true)` turns it off for a whole subtree.
    public var isEnabled: Bool {
        get { readHot(.isEnabled); return hot.isEnabled }
        set { hot.isEnabled = newValue; wroteHot(.isEnabled, newValue) }
    }

    /// Whether animations (spinners, indeterminate progress) should stay still.
    public var reduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// The typography role of text that sets none. Setting it makes the role's colour, where it
    /// has one, win over a ``foregroundToken`` set further out.
    public var textRole: TextRole {
        get { readHot(.textRole); return hot.textRole }
        set {
            hot.textRole = newValue
            wroteHot(.textRole, newValue)
            foregroundOverridesRole = false
        }
    }

    /// The colour of text that sets none of its own. Setting it wins over the colour of a
    /// ``textRole`` set further out (the nearest wins), not over a role set on the text itself.
    public var foregroundToken: ColorToken {
        get { readHot(.foregroundToken); return hot.foregroundToken }
        set {
            hot.foregroundToken = newValue
            wroteHot(.foregroundToken, newValue)
            foregroundOverridesRole = true
        }
    }

    /// Attributes added to all text in the subtree.
    public var textAttributes: TextAttributes {
        get { readHot(.textAttributes); return hot.textAttributes }
        set { hot.textAttributes = newValue; wroteHot(.textAttributes, newValue) }
    }

    /// The most lines a text may take; `nil` for no limit.
    public var lineLimit: Int? {
        get { readHot(.lineLimit); return hot.lineLimit }
        set { hot.lineLimit = newValue; wroteHot(.lineLimit, newValue) }
    }

    /// How the lines of a wrapped text align.
    public var multilineTextAlignment: HorizontalAlignment {
        get { readHot(.multilineTextAlignment); return hot.multilineTextAlignment }
        set { hot.multilineTextAlignment = newValue; wroteHot(.multilineTextAlignment, newValue) }
    }

    /// Whether the nearest enclosing control has keyboard focus.
    public internal(set) var isFocused: Bool {
        get { readHot(.isFocused); return hot.isFocused }
        set { hot.isFocused = newValue; wroteHot(.isFocused, newValue) }
    }
}

/// How much room controls take: the terminal's answer to Dynamic Type.
public enum Density: String, CaseIterable, Hashable, Sendable {
    /// Less padding and fewer rows in controls, the default, or more of both.
    case compact, regular, spacious
}

extension EnvironmentValues {
    /// Whether only ASCII can be shown (the terminal's locale is not UTF-8; the runtime sets it).
    /// Borders fall back to `+-|`, components pick ASCII markers, and text shows every other
    /// character as its ASCII stand-in (`>` for `›`, `...` for `…`, `?` per column for CJK).
    public var asciiOnly: Bool {
        get { readHot(.asciiOnly); return hot.asciiOnly }
        set { hot.asciiOnly = newValue; wroteHot(.asciiOnly, newValue) }
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
