import Tessera

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive gallery's story checks, run in a process of their own: the gallery started again
/// with ``command`` and arguments naming the state to check. Checking every story instantiates every
/// story's types and fills the runtime's and Tessera's caches for them — memory a process keeps
/// until it ends — so the gallery hands the work to a process that ends when it is done.
///
/// It writes one ``StoryCheckPage`` per page, in the order it was given, to standard output, and
/// ends when done, when the gallery stops it, or at its next page once the gallery has gone (the
/// pipe it writes to is closed). Not a command for people: `gallery --help` does not list it.
enum StoryCheckProcess {
    /// The hidden sub-command.
    static let command = "__story-checks"

    /// The arguments after ``command`` for `state`, whose theme is `themeIndex` in the gallery's
    /// themes (the built-ins, then `themeSpec`, the `--theme` the gallery was started with), for
    /// `pages` in that order.
    static func arguments(themeIndex: Int, themeSpec: String?, state: GalleryChecks.State, pages: [Int]) -> [String] {
        var arguments = [
            "--theme-index", String(themeIndex), "--scheme", state.scheme.rawValue, "--colors", state.colors.rawValue,
            "--density", state.density.rawValue, "--pages", pages.map(String.init).joined(separator: ","),
        ]
        if let themeSpec { arguments += ["--theme", themeSpec] }
        return arguments
    }

    /// Runs the checks the arguments name for `catalog`; returns the exit status.
    static func run(_ arguments: [String], catalog: GalleryCatalog) throws -> Int32 {
        // Background work: the gallery it reports to, and whatever else the person runs, come first.
        #if canImport(Glibc)
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
        #else
        _ = setpriority(PRIO_PROCESS, 0, 10)
        #endif
        var options = ViewOptions(catalog: catalog)
        var themeIndex = 0, scheme = ColorScheme.light, colors = ColorDepth.c256, density = Density.regular
        var pages: [Int] = []
        var reader = ArgumentReader(arguments)
        while let (name, inline) = reader.next() {
            switch name {
            case "--theme-index": themeIndex = try reader.value(for: name, inline: inline, accepted: "a number") { Int($0) }
            case "--theme": options.theme = try reader.value(for: name, inline: inline)
            case "--scheme": scheme = try reader.value(for: name, inline: inline, accepted: "light or dark") { ColorScheme(rawValue: $0) }
            case "--colors": colors = try reader.value(for: name, inline: inline, accepted: "a depth") { ColorDepth(rawValue: $0) }
            case "--density": density = try reader.value(for: name, inline: inline, accepted: "a density") { Density(rawValue: $0) }
            case "--pages":
                let list = try reader.value(for: name, inline: inline)
                pages = list.split(separator: ",").compactMap { Int($0) }.filter { catalog.storiesByPage.indices.contains($0) }
            default: throw ArgumentReader.UsageError(message: "\(command): unknown argument '\(MessageText.escaped(name))'")
            }
        }
        let themes = try options.themes().themes
        guard themes.indices.contains(themeIndex) else {
            throw ArgumentReader.UsageError(message: "\(command): no theme \(themeIndex)")
        }
        let state = GalleryChecks.State(theme: themes[themeIndex], scheme: scheme, colors: colors, density: density)
        for page in pages {
            let block = StoryCheckPage(page: page, reports: GalleryChecks.reports(for: catalog.storiesByPage[page], in: state))
            guard writeAll(Array(block.lines.utf8), to: STDOUT_FILENO) == 0 else { return 1 }
        }
        return 0
    }
}
