import TesseraCore

/// What one theme file says, before the themes it extends are merged in: every field is optional,
/// and colours may still name palette entries.
struct ThemeLayer {
    /// A semantic colour's override; a child may give only one scheme.
    struct ColorOverride {
        var light: ThemeColorValue?
        var dark: ThemeColorValue?
    }

    /// A text role's override, field by field.
    struct TextRoleOverride {
        /// Attributes turned on.
        var set: TextAttributes = []
        /// Attributes turned off.
        var cleared: TextAttributes = []
        var uppercase: Bool?
        /// `.some(nil)` when the file says `"color": null` (keep the inherited foreground).
        var color: ColorToken??

        func applied(to style: TextRoleStyle) -> TextRoleStyle {
            var result = style
            result.attributes.formUnion(set)
            result.attributes.subtract(cleared)
            if let uppercase { result.uppercase = uppercase }
            if let color { result.color = color }
            return result
        }
    }

    var name: String?
    var description: String?
    var source: String?
    /// The parent as written, and the path of the `extends` key.
    var extends: String?
    var contrast: ContrastLevel?
    var palette: [String: RGB] = [:]
    var colors: [ColorToken: ColorOverride] = [:]
    /// `"terminalColors"`, and where it was written.
    var terminalColors: (on: Bool, path: JSONPath)?
    var typography: [TextRole: TextRoleOverride] = [:]
    var spacing: [Int]?
    var defaultBorder: BorderStyle?
    var controlBorder: BorderStyle?
    var focusColor: ColorToken?
    var focusAttributes: TextAttributes?
    var focusLeading: Character?
    var focusTrailing: Character?
    var spinnerFrames: [String]?
    var frameInterval: Int?
    var animate: Bool?
}
