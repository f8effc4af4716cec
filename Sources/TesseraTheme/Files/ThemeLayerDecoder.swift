import TesseraCore

/// Turns the JSON of one theme file into a ``ThemeLayer``, reporting every problem it finds
/// (it does not stop at the first) into the file's diagnostics.
struct ThemeLayerDecoder {
    var diagnostics: ThemeDiagnostics

    // The keys of each object the format has; `Themes/theme.schema.json` lists the same, and
    // `$schema`, which points an editor to it (ThemeSchemaTests keeps the two in agreement).
    static let topLevelKeys = [
        "name", "description", "source", "extends", "contrast", "palette", "colors",
        "terminalColors", "typography", "spacing", "borders", "focus", "motion",
    ]
    static let roleKeys = ["bold", "dim", "italic", "underline", "reverse", "strikethrough", "uppercase", "color"]
    static let schemeKeys = ["light", "dark"]
    static let borderKeys = ["default", "control"]
    static let focusKeys = ["color", "attributes", "leading", "trailing"]
    static let motionKeys = ["spinnerFrames", "frameInterval", "animate"]
    static let attributeNames = TextAttributes.named.map(\.1)

    /// Decodes a file's top-level value.
    mutating func decode(_ root: JSONValue) -> ThemeLayer {
        var layer = ThemeLayer()
        guard let object = object(root, at: .root, what: "a theme (a JSON object at the top level)") else { return layer }
        for (key, value) in object {
            let path = JSONPath.root.appending(key)
            switch key {
            case "$schema": _ = text(value, at: path, maximumLength: 1024)   // for editors
            case "name": layer.name = text(value, at: path, maximumLength: 64)
            case "description": layer.description = text(value, at: path, maximumLength: 200)
            case "source": layer.source = text(value, at: path, maximumLength: 500)
            case "extends": layer.extends = text(value, at: path, maximumLength: 1024)
            case "contrast": layer.contrast = choice(value, at: path, from: ContrastLevel.allCases)
            case "palette": layer.palette = palette(value, at: path)
            case "colors": layer.colors = colors(value, at: path)
            case "terminalColors": layer.terminalColors = bool(value, at: path).map { (on: $0, path: path) }
            case "typography": layer.typography = typography(value, at: path)
            case "spacing": layer.spacing = spacing(value, at: path)
            case "borders": decodeBorders(value, at: path, into: &layer)
            case "focus": decodeFocus(value, at: path, into: &layer)
            case "motion": decodeMotion(value, at: path, into: &layer)
            default: unknown(.unknownKey, "key", key, at: path, among: Self.topLevelKeys)
            }
        }
        return layer
    }

    // MARK: Sections

    private mutating func palette(_ value: JSONValue, at path: JSONPath) -> [String: RGB] {
        var palette: [String: RGB] = [:]
        for (name, entry) in object(value, at: path, what: "an object of named colours") ?? [:] {
            let entryPath = path.appending(name)
            guard ThemeColorParser.isPaletteName(name) else {
                diagnostics.report(
                    .invalidValue, at: entryPath, atKey: true,
                    "\(MessageText.quoted(name)) cannot name a colour (a letter, then letters, digits, - or _)")
                continue
            }
            switch ThemeColorParser.parse(entry) {
            case .success(.rgb(let rgb)): palette[name] = rgb
            case .success(.terminalDefault):
                diagnostics.report(
                    .badColor, at: entryPath,
                    "a palette entry is #rrggbb or 0–255; \"default\" is written where a colour is used")
            case .success(.palette(let other)):
                diagnostics.report(
                    .badColor, at: entryPath,
                    "a palette entry is #rrggbb or 0–255, not another name (\(MessageText.quoted(other)))")
            case .failure(let problem): diagnostics.report(problem.kind, at: entryPath, problem.message)
            }
        }
        return palette
    }

    private mutating func colors(_ value: JSONValue, at path: JSONPath) -> [ColorToken: ThemeLayer.ColorOverride] {
        var colors: [ColorToken: ThemeLayer.ColorOverride] = [:]
        for (name, entry) in object(value, at: path, what: "an object of colour tokens") ?? [:] {
            let tokenPath = path.appending(name)
            guard let token = ColorToken(rawValue: name) else {
                unknown(.unknownColorToken, "colour token", name, at: tokenPath, among: ColorToken.allCases.map(\.rawValue))
                continue
            }
            if case .object(let schemes) = entry {
                var override = ThemeLayer.ColorOverride()
                if schemes.isEmpty {
                    diagnostics.report(.missingValue, at: tokenPath, "give \"light\", \"dark\" or both")
                }
                for (scheme, schemeValue) in schemes {
                    let schemePath = tokenPath.appending(scheme)
                    switch scheme {
                    case "light": override.light = color(schemeValue, at: schemePath)
                    case "dark": override.dark = color(schemeValue, at: schemePath)
                    default: unknown(.unknownKey, "key", scheme, at: schemePath, among: Self.schemeKeys)
                    }
                }
                colors[token] = override
            } else if let both = color(entry, at: tokenPath) {
                colors[token] = ThemeLayer.ColorOverride(light: both, dark: both)
            }
        }
        return colors
    }

    private mutating func color(_ value: JSONValue, at path: JSONPath) -> ThemeColorValue? {
        switch ThemeColorParser.parse(value) {
        case .success(let reference): return ThemeColorValue(reference: reference, path: path)
        case .failure(let problem):
            diagnostics.report(problem.kind, at: path, problem.message)
            return nil
        }
    }

    private mutating func typography(_ value: JSONValue, at path: JSONPath) -> [TextRole: ThemeLayer.TextRoleOverride] {
        var roles: [TextRole: ThemeLayer.TextRoleOverride] = [:]
        for (name, entry) in object(value, at: path, what: "an object of text roles") ?? [:] {
            let rolePath = path.appending(name)
            guard let role = TextRole(rawValue: name) else {
                unknown(.unknownTextRole, "text role", name, at: rolePath, among: TextRole.allCases.map(\.rawValue))
                continue
            }
            guard let fields = object(entry, at: rolePath, what: "an object like {\"bold\": true, \"color\": \"fgMuted\"}")
            else { continue }
            var override = ThemeLayer.TextRoleOverride()
            for (key, fieldValue) in fields {
                let fieldPath = rolePath.appending(key)
                if let attribute = TextAttributes.named.first(where: { $0.1 == key })?.0 {
                    switch bool(fieldValue, at: fieldPath) {
                    case true?: override.set.insert(attribute)
                    case false?: override.cleared.insert(attribute)
                    case nil: break
                    }
                } else if key == "uppercase" {
                    override.uppercase = bool(fieldValue, at: fieldPath)
                } else if key == "color" {
                    if case .null = fieldValue {
                        override.color = .some(nil)
                    } else if let token = token(fieldValue, at: fieldPath, orNull: true) {
                        override.color = .some(token)
                    }
                } else {
                    unknown(.unknownKey, "key", key, at: fieldPath, among: Self.roleKeys)
                }
            }
            roles[role] = override
        }
        return roles
    }

    private mutating func spacing(_ value: JSONValue, at path: JSONPath) -> [Int]? {
        guard let items = array(value, at: path, what: "an array of cell counts, e.g. [0, 1, 2, 3, 4, 6, 8]") else { return nil }
        guard !items.isEmpty, items.count <= 32 else {
            diagnostics.report(.invalidValue, at: path, "the scale needs 1 to 32 steps, found \(items.count)")
            return nil
        }
        var steps: [Int] = []
        for (index, item) in items.enumerated() {
            let itemPath = path.appending(index: index)
            guard let step = integer(item, at: itemPath, in: 0...100, unit: "cells") else { continue }
            if let previous = steps.last, step < previous {
                diagnostics.report(.invalidValue, at: itemPath, "steps must not get smaller (\(step) after \(previous))")
            }
            steps.append(step)
        }
        return steps.count == items.count ? steps : nil
    }

    private mutating func decodeBorders(_ value: JSONValue, at path: JSONPath, into layer: inout ThemeLayer) {
        for (key, entry) in object(value, at: path, what: "an object like {\"default\": \"rounded\"}") ?? [:] {
            let entryPath = path.appending(key)
            switch key {
            case "default": layer.defaultBorder = choice(entry, at: entryPath, from: BorderStyle.allCases)
            case "control": layer.controlBorder = choice(entry, at: entryPath, from: BorderStyle.allCases)
            default: unknown(.unknownKey, "key", key, at: entryPath, among: Self.borderKeys)
            }
        }
    }

    private mutating func decodeFocus(_ value: JSONValue, at path: JSONPath, into layer: inout ThemeLayer) {
        for (key, entry) in object(value, at: path, what: "an object like {\"color\": \"bgLinePrimary\"}") ?? [:] {
            let entryPath = path.appending(key)
            switch key {
            case "color": layer.focusColor = token(entry, at: entryPath, orNull: false)
            case "attributes": layer.focusAttributes = attributes(entry, at: entryPath)
            case "leading": layer.focusLeading = character(entry, at: entryPath)
            case "trailing": layer.focusTrailing = character(entry, at: entryPath)
            default: unknown(.unknownKey, "key", key, at: entryPath, among: Self.focusKeys)
            }
        }
    }

    private mutating func decodeMotion(_ value: JSONValue, at path: JSONPath, into layer: inout ThemeLayer) {
        for (key, entry) in object(value, at: path, what: "an object like {\"frameInterval\": 80}") ?? [:] {
            let entryPath = path.appending(key)
            switch key {
            case "spinnerFrames": layer.spinnerFrames = frames(entry, at: entryPath)
            case "frameInterval": layer.frameInterval = integer(entry, at: entryPath, in: 16...10_000, unit: "milliseconds")
            case "animate": layer.animate = bool(entry, at: entryPath)
            default: unknown(.unknownKey, "key", key, at: entryPath, among: Self.motionKeys)
            }
        }
    }

    private mutating func attributes(_ value: JSONValue, at path: JSONPath) -> TextAttributes? {
        guard let items = array(value, at: path, what: "an array of attribute names, e.g. [\"bold\", \"underline\"]")
        else { return nil }
        var result: TextAttributes = []
        var valid = true
        for (index, item) in items.enumerated() {
            let itemPath = path.appending(index: index)
            guard let name = text(item, at: itemPath, maximumLength: 64) else {
                valid = false
                continue
            }
            if let attribute = TextAttributes.named.first(where: { $0.1 == name })?.0 {
                result.insert(attribute)
            } else {
                valid = false
                unknown(.invalidValue, "attribute", name, at: itemPath, among: Self.attributeNames, atKey: false)
            }
        }
        return valid ? result : nil
    }

    private mutating func frames(_ value: JSONValue, at path: JSONPath) -> [String]? {
        guard let items = array(value, at: path, what: "an array of strings, e.g. [\"-\", \"\\\\\", \"|\", \"/\"]") else {
            return nil
        }
        guard !items.isEmpty, items.count <= 64 else {
            diagnostics.report(.invalidValue, at: path, "a spinner needs 1 to 64 frames, found \(items.count)")
            return nil
        }
        let frames = items.enumerated().compactMap { index, item in
            text(item, at: path.appending(index: index), maximumLength: 16, allowEmpty: false)
        }
        return frames.count == items.count ? frames : nil
    }

    private mutating func character(_ value: JSONValue, at path: JSONPath) -> Character? {
        guard let text = text(value, at: path, maximumLength: 1, allowEmpty: false) else { return nil }
        return text.first
    }

    // MARK: Values

    private mutating func object(_ value: JSONValue, at path: JSONPath, what: String) -> [String: JSONValue]? {
        if case .object(let object) = value { return object }
        diagnostics.report(.wrongType, at: path, "expected \(what), found \(value.summary)")
        return nil
    }

    private mutating func array(_ value: JSONValue, at path: JSONPath, what: String) -> [JSONValue]? {
        if case .array(let array) = value { return array }
        diagnostics.report(.wrongType, at: path, "expected \(what), found \(value.summary)")
        return nil
    }

    private mutating func bool(_ value: JSONValue, at path: JSONPath) -> Bool? {
        if case .bool(let bool) = value { return bool }
        diagnostics.report(.wrongType, at: path, "expected true or false, found \(value.summary)")
        return nil
    }

    private mutating func integer(_ value: JSONValue, at path: JSONPath, in range: ClosedRange<Int>, unit: String) -> Int? {
        guard case .number = value else {
            diagnostics.report(.wrongType, at: path, "expected a number of \(unit), found \(value.summary)")
            return nil
        }
        guard let integer = value.integer, range.contains(integer) else {
            diagnostics.report(
                .invalidValue, at: path,
                "\(value.numberText) is not a whole number from \(range.lowerBound) to \(range.upperBound) (\(unit))")
            return nil
        }
        return integer
    }

    /// A string that may go on screen: printable, of a sensible length.
    private mutating func text(_ value: JSONValue, at path: JSONPath, maximumLength: Int, allowEmpty: Bool = true) -> String? {
        guard case .string(let string) = value else {
            diagnostics.report(.wrongType, at: path, "expected a string, found \(value.summary)")
            return nil
        }
        if !MessageText.isPrintable(string) {
            diagnostics.report(.invalidValue, at: path, "\(MessageText.quoted(string)) contains control characters")
        } else if string.isEmpty && !allowEmpty {
            diagnostics.report(.invalidValue, at: path, "must not be empty")
        } else if string.count > maximumLength {
            let limit = maximumLength == 1 ? "one character" : "at most \(maximumLength) characters"
            diagnostics.report(.invalidValue, at: path, "\(MessageText.quoted(string)) is too long (\(limit))")
        } else {
            return string
        }
        return nil
    }

    /// A colour token name (for typography and focus colours).
    private mutating func token(_ value: JSONValue, at path: JSONPath, orNull: Bool) -> ColorToken? {
        guard case .string(let name) = value else {
            let expected = orNull ? "a colour token name or null" : "a colour token name"
            diagnostics.report(.wrongType, at: path, "expected \(expected), found \(value.summary)")
            return nil
        }
        guard let token = ColorToken(rawValue: name) else {
            unknown(.unknownColorToken, "colour token", name, at: path, among: ColorToken.allCases.map(\.rawValue), atKey: false)
            return nil
        }
        return token
    }

    /// One of a fixed set of names (border styles, contrast levels).
    private mutating func choice<Choice: RawRepresentable & CaseIterable>(
        _ value: JSONValue, at path: JSONPath, from choices: Choice.AllCases
    ) -> Choice? where Choice.RawValue == String {
        let names = choices.map(\.rawValue)
        guard case .string(let name) = value else {
            diagnostics.report(.wrongType, at: path, "expected one of \(names.joined(separator: ", ")), found \(value.summary)")
            return nil
        }
        guard let choice = Choice(rawValue: name) else {
            unknown(.invalidValue, "value", name, at: path, among: names, atKey: false)
            return nil
        }
        return choice
    }

    /// Reports an unknown name, suggesting the nearest known one, or listing them when few.
    private mutating func unknown(
        _ kind: ThemeError.Kind, _ what: String, _ name: String, at path: JSONPath,
        among candidates: [String], atKey: Bool = true
    ) {
        var message = "unknown \(what) \(MessageText.quoted(name))"
        if let suggestion = ThemeSuggestion.nearest(to: name, in: candidates) {
            message += " (did you mean \(MessageText.quoted(suggestion))?)"
        } else if candidates.count <= 13 {
            message += " (expected one of: \(candidates.joined(separator: ", ")))"
        }
        diagnostics.report(kind, at: path, atKey: atKey, message)
    }
}
