import Tessera
import TesseraBooks
import TesseraStories

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The whole gallery — header, sidebar, search, live switches, inspector, command palette, help —
/// and its command line, for any story books.
///
/// ```swift
/// // main.swift of the app's gallery executable
/// Gallery.main(books: [wallet] + Gallery.tesseraBooks)
/// ```
public enum Gallery {
    /// Tessera's own books: foundations, controls, content, and overlays & navigation.
    public static var tesseraBooks: [StoryBook] { TesseraBooks.all }

    /// Runs the gallery for `books` with this process's command line (the interactive gallery, or
    /// `stories`, `snapshot`, `themes`, `theme check|contrast`, `--help`), then exits with its status.
    ///
    /// - Parameters:
    ///   - books: the story books, in sidebar order.
    ///   - title: the name first in the header.
    public static func main(books: [StoryBook], title: String = "Tessera") -> Never {
        // First of all: a closed stdout or stderr must not lend its number to a file opened later.
        _ = StandardStream.closedAtLaunch
        let cli = GalleryCLI(catalog: GalleryCatalog(books: books), title: title, name: commandName)
        exit(cli.main())
    }

    /// The name this process was started by (`gallery`), for usage and deep links.
    static var commandName: String {
        let name = CommandLine.arguments.first.map(PathText.lastComponent) ?? ""
        return name.isEmpty ? "gallery" : name
    }
}
