import Foundation
import GalleryApp
import Tessera
import TesseraTerminal

/// The interactive gallery in this terminal.
enum InteractiveGallery {
    static func run(_ options: ViewOptions, inputLogPath: String?) throws -> Int32 {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            FileHandle.standardError.write(Data("""
                gallery: needs an interactive terminal (standard input and output must be a tty).
                To render pages without one, use `gallery snapshot --page ID`.

                """.utf8))
            return 1
        }
        // Themes load before the screen opens, so a bad theme file is reported on a normal terminal.
        let (themes, selected) = try options.themes()
        let screen = try TerminalScreen(colorDepth: options.colors)
        let model = GalleryModel(themes: themes, page: options.page, themeIndex: selected, scheme: options.scheme,
                                 depth: screen.colorDepth, density: options.density, reduceMotion: options.reduceMotion)
        let log = inputLogPath.map { InputLog(path: $0) }
        try TerminalApp.run(on: screen, observeInput: log.map { log in { log.append($0) } }, content: GalleryRoot(model: model))
        return 0
    }
}
