import TesseraCore

/// Merges the layers of a chain of `extends`, root first: each layer overrides only what it names,
/// token by token and field by field. Palette names are looked up in the palette as it stands at
/// the layer that uses them (its own entries and those of the themes it extends).
struct ThemeMerger {
    /// Everything merged so far; colours are `.rgb` or `.terminalDefault` here.
    private var merged = ThemeLayer()

    /// Lays `layer` over what is merged so far, reporting unknown palette names into its diagnostics.
    mutating func apply(_ layer: ThemeLayer, diagnostics: inout ThemeDiagnostics) {
        merged.palette.merge(layer.palette) { _, new in new }
        for (token, override) in layer.colors {
            var color = merged.colors[token] ?? ThemeLayer.ColorOverride()
            let light = override.light.map { resolve($0, diagnostics: &diagnostics) }
            // One value written for both schemes is resolved (and reported) once.
            let dark = override.dark == override.light ? light : override.dark.map { resolve($0, diagnostics: &diagnostics) }
            color.light = light.flatMap { $0 } ?? color.light
            color.dark = dark.flatMap { $0 } ?? color.dark
            merged.colors[token] = color
        }
        for (role, override) in layer.typography {
            var style = merged.typography[role] ?? ThemeLayer.TextRoleOverride()
            style.set = style.set.subtracting(override.cleared).union(override.set)
            style.cleared = style.cleared.subtracting(override.set).union(override.cleared)
            style.uppercase = override.uppercase ?? style.uppercase
            style.color = override.color ?? style.color
            merged.typography[role] = style
        }
        merged.contrast = layer.contrast ?? merged.contrast
        merged.terminalColors = layer.terminalColors ?? merged.terminalColors
        merged.spacing = layer.spacing ?? merged.spacing
        merged.defaultBorder = layer.defaultBorder ?? merged.defaultBorder
        merged.controlBorder = layer.controlBorder ?? merged.controlBorder
        merged.focusColor = layer.focusColor ?? merged.focusColor
        merged.focusAttributes = layer.focusAttributes ?? merged.focusAttributes
        merged.focusLeading = layer.focusLeading ?? merged.focusLeading
        merged.focusTrailing = layer.focusTrailing ?? merged.focusTrailing
        merged.spinnerFrames = layer.spinnerFrames ?? merged.spinnerFrames
        merged.frameInterval = layer.frameInterval ?? merged.frameInterval
        merged.animate = layer.animate ?? merged.animate
    }

    /// Reports what the merged chain still lacks, into the root theme's diagnostics: a theme that
    /// extends nothing must define everything.
    func reportMissing(into diagnostics: inout ThemeDiagnostics) {
        let advice = "a theme that extends nothing must define them all; add \"extends\": \"default\" to inherit them"
        var missingColors: [String] = []
        for token in ColorToken.allCases {
            let color = merged.colors[token]
            if color?.light == nil { missingColors.append(color?.dark == nil ? token.rawValue : "\(token.rawValue).light") }
            if color?.light != nil, color?.dark == nil { missingColors.append("\(token.rawValue).dark") }
        }
        let missingRoles = TextRole.allCases.filter { merged.typography[$0] == nil }.map(\.rawValue)
        let sections: [(String, [String])] = [
            ("colors", missingColors),
            ("typography", missingRoles),
            ("spacing", merged.spacing == nil ? ["spacing"] : []),
            ("borders", [("default", merged.defaultBorder == nil), ("control", merged.controlBorder == nil)].filter(\.1).map(\.0)),
            (
                "focus",
                [
                    ("color", merged.focusColor == nil), ("attributes", merged.focusAttributes == nil),
                    ("leading", merged.focusLeading == nil), ("trailing", merged.focusTrailing == nil),
                ].filter(\.1).map(\.0)
            ),
            (
                "motion",
                [
                    ("spinnerFrames", merged.spinnerFrames == nil), ("frameInterval", merged.frameInterval == nil),
                    ("animate", merged.animate == nil),
                ].filter(\.1).map(\.0)
            ),
        ]
        for (section, missing) in sections where !missing.isEmpty {
            let list =
                missing.count > 6
                ? missing.prefix(5).joined(separator: ", ") + " and \(missing.count - 5) more"
                : missing.joined(separator: ", ")
            let what = section == "spacing" ? "the spacing scale is missing" : "missing \(list)"
            diagnostics.report(.missingValue, at: JSONPath.root.appending(section), atKey: true, "\(what) (\(advice))")
        }
    }

    /// Reports colours that do not fit the theme's kind, into the loaded theme's diagnostics: a theme
    /// of terminal colours has only `"default"` and the ANSI colours 0–15, and only such a theme
    /// may say `"default"`.
    func reportColorKinds(into diagnostics: inout ThemeDiagnostics) {
        let isTerminal = merged.terminalColors?.on ?? false
        for token in ColorToken.allCases {
            guard let color = merged.colors[token] else { continue }
            // One value written for both schemes is reported once.
            let values = color.dark == color.light ? [color.light] : [color.light, color.dark]
            for value in values.compactMap({ $0 }) {
                switch (value.reference, isTerminal) {
                case (.terminalDefault, false):
                    diagnostics.report(
                        .badColor, at: value.path,
                        "\"default\" is the terminal's own colour, for themes with \"terminalColors\": true")
                case (.rgb(let rgb), true) where XTermPalette.ansiIndex(of: rgb) == nil:
                    diagnostics.report(
                        .badColor, at: value.path,
                        "\(rgb.hexString) is not a terminal colour: with \"terminalColors\": true every colour is "
                            + "\"default\" or an ANSI index 0–15 (set here or in a theme this one extends)")
                default:
                    continue
                }
            }
        }
    }

    /// The merged theme. Anything still missing (only after reported errors) takes Tessera's defaults.
    func theme(name: String, description: String, source: String?, parent: String?) -> Theme {
        let grey = RGB(0x80, 0x80, 0x80)
        var colors: [ColorToken: SchemeColor] = [:]
        var defaultInLight: Set<ColorToken> = [], defaultInDark: Set<ColorToken> = []
        for token in ColorToken.allCases {
            let light = merged.colors[token]?.light, dark = merged.colors[token]?.dark
            if light?.reference == .terminalDefault { defaultInLight.insert(token) }
            if dark?.reference == .terminalDefault { defaultInDark.insert(token) }
            colors[token] = SchemeColor(light: rgb(light, token, .light) ?? grey, dark: rgb(dark, token, .dark) ?? grey)
        }
        let terminalColors =
            merged.terminalColors?.on == true
            ? TerminalColors(defaultTokensInLight: defaultInLight, defaultTokensInDark: defaultInDark) : nil
        var typography: [TextRole: TextRoleStyle] = [:]
        for role in TextRole.allCases {
            typography[role] = (merged.typography[role] ?? ThemeLayer.TextRoleOverride()).applied(to: TextRoleStyle())
        }
        let focusDefaults = FocusRing()
        let motionDefaults = Motion()
        return Theme(
            name: name, description: description, source: source, parent: parent, palette: merged.palette,
            colors: colors, typography: typography,
            spacing: merged.spacing.map(SpacingScale.init) ?? SpacingScale([0, 1, 2, 3, 4, 6, 8]),
            borders: ThemeBorders(default: merged.defaultBorder ?? .rounded, control: merged.controlBorder ?? .rounded),
            focus: FocusRing(
                color: merged.focusColor ?? focusDefaults.color,
                attributes: merged.focusAttributes ?? focusDefaults.attributes,
                leading: merged.focusLeading ?? focusDefaults.leading,
                trailing: merged.focusTrailing ?? focusDefaults.trailing),
            motion: Motion(
                spinnerFrames: merged.spinnerFrames ?? motionDefaults.spinnerFrames,
                frameInterval: merged.frameInterval ?? motionDefaults.frameInterval,
                animate: merged.animate ?? motionDefaults.animate),
            contrast: merged.contrast ?? .aa,
            terminalColors: terminalColors
        )
    }

    /// The value a merged colour stands for: a terminal's default colour as Tessera assumes it.
    private func rgb(_ value: ThemeColorValue?, _ token: ColorToken, _ scheme: ColorScheme) -> RGB? {
        switch value?.reference {
        case .rgb(let rgb)?: rgb
        case .terminalDefault?: TerminalColors.assumedDefault(for: token, in: scheme)
        default: nil
        }
    }

    /// A colour reference as a fixed colour, or `nil` (reported) when its palette name is unknown.
    private func resolve(_ value: ThemeColorValue, diagnostics: inout ThemeDiagnostics) -> ThemeColorValue? {
        switch value.reference {
        case .rgb, .terminalDefault: return value
        case .palette(let name):
            if let rgb = merged.palette[name] { return ThemeColorValue(reference: .rgb(rgb), path: value.path) }
            let hint =
                ThemeSuggestion.nearest(to: name, in: merged.palette.keys).map { "did you mean \(MessageText.quoted($0))?" }
                ?? (merged.palette.isEmpty ? "this theme and the themes it extends have no palette" : "")
            diagnostics.report(
                .unknownPaletteName, at: value.path,
                "\(MessageText.quoted(name)) is not in the palette\(hint.isEmpty ? "" : " (\(hint))")")
            return nil
        }
    }
}
