/// One problem found in a theme file: where it is and what is wrong.
///
/// Its `description` reads like a compiler diagnostic:
/// `Themes/mine.json:12:5: colors.bgPrimary.dark: "#12345" is not a colour (expected #rrggbb, a palette name, or 0–255)`.
public struct ThemeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem this is.
    public enum Kind: String, Hashable, Sendable {
        /// The file could not be read (missing, a directory, no permission).
        case unreadable
        /// The file is larger than a theme file can be.
        case tooLarge
        /// The file is empty or only whitespace.
        case empty
        /// The file is not UTF-8 text.
        case notUTF8
        /// Arrays and objects are nested deeper than a theme file can be.
        case tooDeep
        /// The text is not valid JSON.
        case malformedJSON
        /// A value has the wrong JSON type (a string where a number belongs, …).
        case wrongType
        /// A key the format does not know.
        case unknownKey
        /// The same key appears twice in one object.
        case duplicateKey
        /// A colour value that is not `#rrggbb`, a palette name or 0–255.
        case badColor
        /// A colour names a palette entry that does not exist.
        case unknownPaletteName
        /// A semantic colour token that does not exist.
        case unknownColorToken
        /// A typography role that does not exist.
        case unknownTextRole
        /// A value of the right type that is not allowed (an unknown border style, a negative step, …).
        case invalidValue
        /// Something a theme must define is missing.
        case missingValue
        /// `extends` names no built-in theme and no file.
        case missingParent
        /// A name given to the loader is neither a built-in theme nor a file.
        case unknownTheme
        /// The `extends` chain comes back to a theme already in it.
        case extendsCycle
    }

    /// What kind of problem this is.
    public var kind: Kind
    /// The file, as it was named to the loader (`Themes/nord.json` for a built-in).
    public var file: String
    /// The JSON path of the offending value, e.g. `colors.bgPrimary.dark`; empty for the whole file.
    public var path: String
    /// The 1-based line of the offending key or value, where known.
    public var line: Int?
    /// The 1-based column (in characters) of the offending key or value, where known.
    public var column: Int?
    /// What is wrong, in a phrase.
    public var problem: String

    /// Creates an error.
    public init(kind: Kind, file: String, path: String = "", line: Int? = nil, column: Int? = nil, problem: String) {
        self.kind = kind
        self.file = file
        self.path = path
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// `file:line:column: path: problem`, leaving out the parts that are not known. A control
    /// character in the file's name is written out (`\u{1b}`), so the line is safe on a terminal.
    public var description: String {
        var text = MessageText.escaped(file)
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        text += ": "
        if !path.isEmpty { text += "\(path): " }
        return text + problem
    }
}
