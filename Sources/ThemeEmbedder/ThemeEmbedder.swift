// Writes a Swift file that holds the text of every built-in theme file, so Tessera finds its
// built-in themes whatever the working directory. Run by the EmbedThemes build-tool plugin:
//
//     ThemeEmbedder OUTPUT.swift Themes/a.json Themes/b.json ...
//
// The theme files stay the source of truth; this only copies their text. Validation is Tessera's
// job (its tests load every built-in), so here a file only has to be UTF-8 with a plain name.
import Foundation

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
    !name.isEmpty && name.utf8.allSatisfy { byte in
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

/// Writes the Swift file (the first argument) holding the text of the theme files (the others).
func embed(_ arguments: [String]) {
    guard let outputPath = arguments.first else { fail("ThemeEmbedder", "usage: ThemeEmbedder OUTPUT.swift THEME.json...") }

    var entries: [(name: String, text: String)] = []
    for path in arguments.dropFirst() {
        let url = URL(fileURLWithPath: path)
        let name = url.deletingPathExtension().lastPathComponent
        guard isPlainName(name) else { fail(path, "a built-in theme's file name must be lower-case letters, digits and dashes") }
        guard let data = FileManager.default.contents(atPath: path) else { fail(path, "cannot read the file") }
        guard let text = String(data: data, encoding: .utf8) else { fail(path, "the file is not UTF-8 text") }
        entries.append((name, text))
    }
    entries.sort { $0.name < $1.name }

    var source = """
        // Generated at build time by ThemeEmbedder from Themes/*.json. Edit those files, not this one.

        /// The text of every built-in theme file, by name (the file name without `.json`), sorted by name.
        let embeddedThemeFiles: [(name: String, text: String)] = [

        """
    for entry in entries {
        source += "    (\(swiftLiteral(entry.name)), \(swiftLiteral(entry.text))),\n"
    }
    source += "]\n"

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
