import Tessera
import TesseraStories
import TesseraTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive gallery in this terminal.
enum InteractiveGallery {
    /// Runs the gallery until it quits; why it cannot start, if it cannot, goes to `output`.
    static func run(
        _ options: ViewOptions, title: String, commandName: String, inputLogPath: String?,
        _ output: inout CommandOutput
    ) throws -> Int32 {
        // Themes load first, so a bad theme file is reported on a normal terminal, or without one.
        let (themes, selected) = try options.themes()
        let args = try options.controlValues()
        if options.accessible || AccessibleApp.isRequested {
            let model = GalleryModel(
                catalog: options.catalog, title: title, commandName: commandName, themes: themes,
                link: options.link, themeIndex: selected, scheme: (options.scheme ?? .light).resolved(detected: .light),
                depth: .monochrome, density: options.density, reduceMotion: true, args: args)
            let failure = AccessibleApp.run(GalleryRoot(model: model))
            guard failure == 0 else {
                // A reader that stopped reading (`| head`) wants no message.
                guard failure != EPIPE else { return CommandOutput.writeFailureStatus }
                output.printError("\(commandName): cannot write to standard output: \(String(cString: strerror(failure)))")
                return CommandOutput.writeFailureStatus
            }
            return 0
        }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            output.printError(
                """
                \(commandName): needs an interactive terminal (standard input and output must be a tty).
                To render stories without one, use `\(commandName) snapshot --story ID`.
                """)
            return 1
        }
        let screen = try TerminalScreen(colorDepth: options.colors)
        let model = GalleryModel(
            catalog: options.catalog, title: title, commandName: commandName, themes: themes,
            link: options.link, themeIndex: selected,
            scheme: (options.scheme ?? .automatic).resolved(detected: screen.backgroundScheme ?? .light),
            depth: screen.colorDepth, density: options.density, reduceMotion: options.reduceMotion,
            args: args)
        #if os(Linux)
        model.checkRunner = GalleryCheckRunner(childCommand: .init(executable: "/proc/self/exe", themeSpec: options.theme))
        #else
        model.checkRunner = GalleryCheckRunner()
        #endif
        let log = inputLogPath.map { InputLog(path: $0) }
        try TerminalApp.run(on: screen, observeInput: log.map { log in { log.append($0) } }, content: GalleryRoot(model: model))
        return 0
    }
}
