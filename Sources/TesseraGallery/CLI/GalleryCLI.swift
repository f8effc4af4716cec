import Tessera
import TesseraStories

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A gallery's command line: the interactive gallery for its books, and its sub-commands.
struct GalleryCLI {
    static let version = "0.1.0"

    /// The pages and stories of the books.
    let catalog: GalleryCatalog
    /// The name in the header.
    let title: String
    /// The command's own name, for usage and deep links.
    let name: String

    var usage: String {
        """
        usage: \(name) [options]            browse every story in this terminal
               \(name) stories              list story ids, one per line
               \(name) pages                list page ids, one per line
               \(name) themes               list the built-in themes
               \(name) theme check FILE...  validate theme files
               \(name) theme contrast NAME|PATH [--scheme light|dark] [--json]
               \(name) snapshot …           render stories headlessly (\(name) snapshot --help)

        options:
        \(ViewOptions.usage)
          --accessible       plain lines for a screen reader, typed commands (also TESSERA_ACCESSIBLE=1, TERM=dumb)
          --help, --version

        exit status: 0 success; 1 the command failed (an invalid theme, a failing contrast pair,
                     snapshot differences, a file that cannot be read or written); 2 bad arguments;
                     3 standard output or standard error could not be written
        """
    }

    /// Runs the process's command line, writes what it printed, and returns the exit status.
    func main() -> Int32 {
        var output = CommandOutput()
        let status: Int32
        if let index = ArgumentReader.firstArgumentNotUTF8() {
            // Swift would see the argument with U+FFFD in place of the bytes, so a file named by
            // it could not be found: say why instead.
            let shown = MessageText.escaped(CommandLine.arguments[index])
            output.printError("\(name): argument \(index) ('\(shown)') is not UTF-8 text; the gallery takes UTF-8 names")
            status = 2
        } else {
            status = run(Array(CommandLine.arguments.dropFirst()), &output)
        }
        return output.flush(status: status)
    }

    /// Runs the command line into `output`; returns the exit status.
    func run(_ arguments: [String], _ output: inout CommandOutput) -> Int32 {
        do {
            return try dispatch(arguments, &output)
        } catch let error as ArgumentReader.UsageError {
            output.printError("\(name): \(error.message)\nRun '\(name) --help' for usage.")
            return 2
        } catch let error as ThemeLoadError {
            for problem in error.errors { output.printError(problem.description) }
            return 1
        } catch {
            output.printError("\(name): \(MessageText.escaped(String(describing: error)))")
            return 1
        }
    }

    private func dispatch(_ arguments: [String], _ output: inout CommandOutput) throws -> Int32 {
        let rest = Array(arguments.dropFirst())
        switch arguments.first {
        case "--help", "-h", "help":
            output.print(usage)
        case "--version":
            output.print("\(name) \(Self.version) (Tessera)")
        case "stories":
            if rest.first == "--help" {
                output.print("usage: \(name) stories\n\nLists the story ids (book/story, kebab case), one per line.")
                return 0
            }
            try expectNoMore(rest, after: "stories")
            output.print(catalog.stories.map(\.id).joined(separator: "\n"))
        case "pages":
            if rest.first == "--help" {
                output.print("usage: \(name) pages\n\nLists the page ids (book/page), one per line.")
                return 0
            }
            try expectNoMore(rest, after: "pages")
            output.print(catalog.pages.map(\.id).joined(separator: "\n"))
        case "themes":
            if rest.first == "--help" {
                output.print("usage: \(name) themes\n\nLists the built-in themes with their parent and a description.")
                return 0
            }
            try expectNoMore(rest, after: "themes")
            return themesCommand(&output)
        case "theme":
            if rest.contains("--help") {
                output.print(themeCommandUsage)
                return 0
            }
            return themeCommand(rest, &output)
        case StoryCheckProcess.command:
            return try StoryCheckProcess.run(rest, catalog: catalog)
        case "snapshot":
            if rest.contains("--help") {
                output.print(SnapshotCommand.usage(name))
                return 0
            }
            return try SnapshotCommand.parse(rest, catalog: catalog).run(&output, title: title, commandName: name)
        default:
            var options = ViewOptions(catalog: catalog)
            var inputLogPath: String?
            var reader = ArgumentReader(arguments)
            while let (name, inline) = reader.next() {
                if name == "--help" || name == "-h" {
                    output.print(usage)
                    return 0
                }
                if name == "--debug-input" {
                    inputLogPath = try reader.value(for: name, inline: inline)
                    continue
                }
                guard try options.read(name, inline: inline, from: &reader) else {
                    let quoted = "'\(MessageText.escaped(name))'"
                    throw ArgumentReader.UsageError(message: name.hasPrefix("-") ? "unknown option \(quoted)" : "unknown command \(quoted)")
                }
            }
            return try InteractiveGallery.run(options, title: title, commandName: name, inputLogPath: inputLogPath, &output)
        }
        return 0
    }

    private func expectNoMore(_ rest: [String], after command: String) throws {
        if let extra = rest.first {
            throw ArgumentReader.UsageError(message: "'\(command)' takes no arguments, not '\(MessageText.escaped(extra))'")
        }
    }
}
