import Foundation
import GalleryApp
import Tessera

/// The `gallery` command line: the interactive gallery, and its sub-commands.
enum GalleryCLI {
    static let version = "0.1.0"

    static let usage = """
        usage: gallery [options]            browse every component in this terminal
               gallery pages                list page ids, one per line
               gallery themes               list the built-in themes
               gallery theme check FILE...  validate theme files
               gallery theme contrast NAME|PATH [--scheme light|dark] [--json]
               gallery snapshot …           render pages headlessly (gallery snapshot --help)

        options:
        \(ViewOptions.usage)
          --help, --version
        """

    /// Runs the command line; returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        do {
            switch arguments.first {
            case "--help", "-h", "help":
                print(usage)
                return 0
            case "--version":
                print("gallery \(version) (Tessera)")
                return 0
            case "pages":
                if arguments.dropFirst().first == "--help" { print("usage: gallery pages\n\nLists the page ids, one per line."); return 0 }
                try expectNoMore(arguments.dropFirst(), after: "pages")
                print(PageID.allCases.map(\.rawValue).joined(separator: "\n"))
                return 0
            case "themes":
                if arguments.dropFirst().first == "--help" {
                    print("usage: gallery themes\n\nLists the built-in themes with their parent and a description.")
                    return 0
                }
                try expectNoMore(arguments.dropFirst(), after: "themes")
                return runThemesCommand()
            case "theme":
                if arguments.dropFirst().contains("--help") { print(usage); return 0 }
                return runThemeCommand(Array(arguments.dropFirst()))
            case "snapshot":
                if arguments.contains("--help") { print(SnapshotCommand.usage); return 0 }
                let command = try SnapshotCommand.parse(Array(arguments.dropFirst()))
                return try CommandOutput.runThrowing { try command.run(&$0) }
            default:
                var options = ViewOptions()
                var inputLogPath: String?
                var reader = ArgumentReader(arguments)
                while let (name, inline) = reader.next() {
                    if name == "--debug-input" {
                        inputLogPath = try reader.value(for: name, inline: inline)
                        continue
                    }
                    guard try options.read(name, inline: inline, from: &reader) else {
                        throw ArgumentReader.UsageError(message: name.hasPrefix("-")
                            ? "unknown option '\(name)'" : "unknown command '\(name)'")
                    }
                }
                return try InteractiveGallery.run(options, inputLogPath: inputLogPath)
            }
        } catch let error as ArgumentReader.UsageError {
            FileHandle.standardError.write(Data("gallery: \(error.message)\nRun 'gallery --help' for usage.\n".utf8))
            return 2
        } catch {
            FileHandle.standardError.write(Data("gallery: \(error)\n".utf8))
            return 1
        }
    }

    private static func expectNoMore(_ rest: ArraySlice<String>, after command: String) throws {
        if let extra = rest.first { throw ArgumentReader.UsageError(message: "'\(command)' takes no arguments, not '\(extra)'") }
    }
}

extension CommandOutput {
    /// Like `run`, for commands that throw: output gathered so far is still written.
    static func runThrowing(_ command: (inout CommandOutput) throws -> Int32) throws -> Int32 {
        var output = CommandOutput()
        defer { output.flush() }
        return try command(&output)
    }
}
