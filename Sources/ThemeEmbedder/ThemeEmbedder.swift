// Writes a Swift file that holds every built-in theme twice: the text of its file, and the theme
// it resolves to as a Swift value, so Tessera finds its built-in themes whatever the working
// directory and parses none of them at run time. Run by the EmbedThemes build-tool plugin:
//
//     ThemeEmbedder OUTPUT.swift Themes/a.json Themes/b.json ...
//
// The theme files stay the source of truth. Each is resolved by Tessera's own loader
// (`ThemeResolver`, with `extends` among the files given), so the values are what the loader
// produces; a built-in with a problem fails the build with the loader's messages. Tessera's tests
// check every generated value against the loader again.
import Foundation
import TesseraCore
import TesseraTheme

/// A Swift string literal holding `text` exactly.
func swiftLiteral(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": literal += "\\\\"
        case "\"": literal += "\\\""
        case "\n": literal += "\\n"
        case "\r": literal += "\\r"
        case "\t": literal += "\\t"
        case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
            literal += "\\u{\(String(scalar.value, radix: 16))}"
        default: literal.unicodeScalars.append(scalar)
        }
    }
    return literal + "\""
}

/// Whether a theme name is lower-case letters, digits and dashes.
func isPlainName(_ name: String) -> Bool {
    !name.isEmpty
        && name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "-")
        }
}

func fail(_ file: String, _ message: String) -> Never {
    FileHandle.standardError.write(Data("\(file): error: \(message)\n".utf8))
    exit(1)
}

// How it starts. A plain build compiles this file as a script, so the initialiser of `started`
// runs at start-up. `swift build --sanitize=fuzzer` (Scripts/fuzz.sh) compiles every executable
// it builds, this build tool too, as a library linked with libFuzzer, whose main() first calls
// LLVMFuzzerInitialize: the embedder runs there instead, and exits before any fuzzing starts.
private let started: Void = embed(Array(CommandLine.arguments.dropFirst()))

@_cdecl("LLVMFuzzerInitialize")
func startUnderLibFuzzer(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>
) -> CInt {
    embed((1..<max(1, Int(argc.pointee))).compactMap { argv.pointee[$0].map { String(cString: $0) } })
    exit(0)
}

@_cdecl("LLVMFuzzerTestOneInput")
func neverFuzzed(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { 0 }

/// Writes the Swift file (the first argument) holding the built-in theme files (the others).
func embed(_ arguments: [String]) {
    guard let outputPath = arguments.first else { fail("ThemeEmbedder", "usage: ThemeEmbedder OUTPUT.swift THEME.json...") }

    var files: [BuiltinThemeFiles.File] = []
    for path in arguments.dropFirst() {
        let url = URL(fileURLWithPath: path)
        let name = url.deletingPathExtension().lastPathComponent
        guard isPlainName(name) else { fail(path, "a built-in theme's file name must be lower-case letters, digits and dashes") }
        guard let data = FileManager.default.contents(atPath: path) else { fail(path, "cannot read the file") }
        guard let text = String(data: data, encoding: .utf8) else { fail(path, "the file is not UTF-8 text") }
        files.append(BuiltinThemeFiles.File(name: name, text: text))
    }
    files.sort { $0.name < $1.name }
    let builtins = BuiltinThemeFiles(files)
    guard builtins.names.first == "default" else { fail("Themes/default.json", "Tessera's default theme is missing") }

    var themes: [(name: String, theme: Theme)] = []
    var problems: [String] = []
    for name in builtins.names {
        switch ThemeResolver.resolve(.builtin(name), builtins: builtins) {
        case .success(let theme): themes.append((name, theme))
        case .failure(let error): problems += error.errors.map(diagnostic)
        }
    }
    if !problems.isEmpty {
        FileHandle.standardError.write(Data((problems.joined(separator: "\n") + "\n").utf8))
        exit(1)
    }

    var source = """
        // Generated at build time by ThemeEmbedder from Themes/*.json. Edit those files, not this one.
        import TesseraCore
        import TesseraTheme

        /// The built-in themes: the text of each file, and the theme it resolves to.
        enum EmbeddedThemes {
            /// The text of every built-in theme file, by name (the file name without `.json`), sorted by name.
            static let files: [BuiltinThemeFiles.File] = [

        """
    for file in files {
        source += "        BuiltinThemeFiles.File(name: \(swiftLiteral(file.name)), text: \(swiftLiteral(file.text))),\n"
    }
    source += "    ]\n\n"
    source += "    /// Every built-in name: `default` first, then alphabetical.\n"
    source += "    static let names: [String] = [\(builtins.names.map(swiftLiteral).joined(separator: ", "))]\n\n"
    source += "    /// The built-in theme named `name`, as the loader resolves its file.\n"
    source += "    static func theme(named name: String) -> Theme? {\n"
    source += "        switch name {\n"
    for (name, _) in themes {
        source += "        case \(swiftLiteral(name)): \(functionName(name))()\n"
    }
    source += "        default: nil\n        }\n    }\n"
    for (name, theme) in themes {
        source += "\n    /// `Themes/\(name).json`.\n"
        source += "    static func \(functionName(name))() -> Theme {\n"
        source += ThemeSource.body(of: theme, indent: "        ")
        source += "    }\n"
    }
    source += "}\n"

    // Rewrite only on change, so an unchanged theme set does not recompile Tessera.
    let outputURL = URL(fileURLWithPath: outputPath)
    if (try? String(contentsOf: outputURL, encoding: .utf8)) != source {
        do {
            try source.write(to: outputURL, atomically: true, encoding: .utf8)
        } catch {
            fail(outputPath, "cannot write: \(error.localizedDescription)")
        }
    }
}

/// A loader error as a compiler-style diagnostic, so the build shows it at its place in the file.
func diagnostic(_ error: ThemeError) -> String {
    let place = [error.line, error.column].compactMap { $0.map { ":\($0)" } }.joined()
    let path = error.path.isEmpty ? "" : "\(error.path): "
    return "\(error.file)\(place): error: \(path)\(error.problem)"
}

/// The function that builds a built-in: `default` is `defaultTheme`, `high-contrast` is `highContrastTheme`.
func functionName(_ themeName: String) -> String {
    let words = themeName.split(separator: "-")
    return words.enumerated().map { index, word in index == 0 ? String(word) : word.prefix(1).uppercased() + word.dropFirst() }
        .joined() + "Theme"
}

/// Swift source that rebuilds a ``Theme`` value, field by field, through the public initialisers.
enum ThemeSource {
    /// The statements of a function body that returns `theme`.
    static func body(of theme: Theme, indent: String) -> String {
        let palette = theme.palette.keys.sorted().map { "\(swiftLiteral($0)): \(rgb(theme.palette[$0]))" }
        let colors = ColorToken.allCases.compactMap { token in
            theme.colors[token].map { ".\(token): SchemeColor(light: \(rgb($0.light)), dark: \(rgb($0.dark)))" }
        }
        let typography = TextRole.allCases.compactMap { role in
            theme.typography[role].map { style in
                ".\(role): TextRoleStyle(attributes: \(attributes(style.attributes)), uppercase: \(style.uppercase), color: \(style.color.map { ".\($0)" } ?? "nil"))"
            }
        }
        var lines: [String] = []
        lines.append("let palette: [String: RGB] = \(dictionary(palette, indent: indent))")
        lines.append("let colors: [ColorToken: SchemeColor] = \(dictionary(colors, indent: indent))")
        lines.append("let typography: [TextRole: TextRoleStyle] = \(dictionary(typography, indent: indent))")
        lines.append(
            """
            return Theme(
            \(indent)    name: \(swiftLiteral(theme.name)), description: \(swiftLiteral(theme.description)),
            \(indent)    source: \(theme.source.map(swiftLiteral) ?? "nil"), parent: \(theme.parent.map(swiftLiteral) ?? "nil"),
            \(indent)    palette: palette, colors: colors, typography: typography,
            \(indent)    spacing: SpacingScale([\(theme.spacing.steps.map(String.init).joined(separator: ", "))]),
            \(indent)    borders: ThemeBorders(default: .\(theme.borders.default), control: .\(theme.borders.control)),
            \(indent)    focus: FocusRing(color: .\(theme.focus.color), attributes: \(attributes(theme.focus.attributes)),
            \(indent)                     leading: \(swiftLiteral(String(theme.focus.leading))), trailing: \(swiftLiteral(String(theme.focus.trailing)))),
            \(indent)    motion: Motion(spinnerFrames: [\(theme.motion.spinnerFrames.map(swiftLiteral).joined(separator: ", "))],
            \(indent)                   frameInterval: \(theme.motion.frameInterval), animate: \(theme.motion.animate)),
            \(indent)    contrast: .\(theme.contrast), terminalColors: \(terminalColors(theme.terminalColors))
            \(indent))
            """)
        return lines.map { indent + $0 + "\n" }.joined()
    }

    private static func rgb(_ color: RGB?) -> String {
        guard let color else { return "RGB(0, 0, 0)" }
        func hex(_ component: UInt8) -> String {
            let digits = String(component, radix: 16)
            return "0x" + (digits.count == 1 ? "0" + digits : digits)
        }
        return "RGB(\(hex(color.red)), \(hex(color.green)), \(hex(color.blue)))"
    }

    private static func terminalColors(_ colors: TerminalColors?) -> String {
        guard let colors else { return "nil" }
        func tokens(_ set: Set<ColorToken>) -> String {
            "[" + ColorToken.allCases.filter(set.contains).map { ".\($0)" }.joined(separator: ", ") + "]"
        }
        return "TerminalColors(defaultTokensInLight: \(tokens(colors.defaultTokensInLight)), "
            + "defaultTokensInDark: \(tokens(colors.defaultTokensInDark)))"
    }

    private static func attributes(_ attributes: TextAttributes) -> String {
        "[" + TextAttributes.named.filter { attributes.contains($0.0) }.map { ".\($0.1)" }.joined(separator: ", ") + "]"
    }

    private static func dictionary(_ entries: [String], indent: String) -> String {
        entries.isEmpty ? "[:]" : "[\n" + entries.map { "\(indent)    \($0),\n" }.joined() + "\(indent)]"
    }
}
