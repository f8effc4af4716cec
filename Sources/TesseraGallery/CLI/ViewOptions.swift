import Tessera
import TesseraStories

/// The state the gallery opens in, from the command line (shared by the interactive gallery and
/// `gallery snapshot`).
struct ViewOptions {
    /// The pages and stories `--story` and `--page` may name.
    let catalog: GalleryCatalog
    /// The page or story to open (`--story`, `--page`); the first page when `nil`.
    var link: String?
    var theme: String?
    /// Light or dark; nil follows the terminal's background (light in a snapshot).
    var scheme: ColorScheme?
    var colors: ColorDepth?
    var density: Density = .regular
    var reduceMotion = false
    /// `--accessible`: the accessible linear mode (as `TESSERA_ACCESSIBLE=1` or `TERM=dumb` ask).
    var accessible = false
    /// The story's control values, as given (`--args title=Send,variant=negative`).
    var args: String?

    static let usage = """
          --story ID         open on this story (see `stories`), or on a page (see `pages`)
          --page ID          the same as --story
          --theme NAME|PATH  a built-in theme or a theme file
          --scheme light|dark|automatic  (default automatic: the terminal's background; light in a snapshot)
          --colors truecolor|256|16|8|mono
          --density compact|regular|spacious
          --reduce-motion    keep spinners still
          --args K=V,...     the --story's control values (a , or % in a value as %2C, %25)
        """

    /// Reads one view option; returns false when `name` is not one.
    mutating func read(_ name: String, inline: String?, from reader: inout ArgumentReader) throws -> Bool {
        switch name {
        case "--story", "--page":
            link = try reader.value(for: name, inline: inline, accepted: "a story or page id (see `stories` and `pages`)") { id in
                catalog.page(for: id) != nil ? id : nil
            }
        case "--theme":
            theme = try reader.value(for: name, inline: inline)
        case "--scheme":
            scheme = try reader.value(for: name, inline: inline, accepted: "light, dark or automatic") { ColorScheme(rawValue: $0) }
        case "--colors":
            colors = try reader.value(for: name, inline: inline, accepted: "truecolor, 256, 16, 8 or mono") { ColorDepth(argument: $0) }
        case "--density":
            density = try reader.value(for: name, inline: inline, accepted: "compact, regular or spacious") { Density(rawValue: $0) }
        case "--reduce-motion":
            reduceMotion = true
        case "--accessible":
            accessible = true
        case "--args":
            args = try reader.value(for: name, inline: inline)
        default:
            return false
        }
        return true
    }

    /// The control values `--args` sets, checked against the `--story`'s controls; throws a
    /// usage error naming the bad arg.
    func controlValues() throws -> [String: StoryControlValue] {
        guard let args else { return [:] }
        guard let id = link, let entry = catalog.story(id) else {
            throw ArgumentReader.UsageError(message: "--args needs --story naming a story (see `stories`), not a page")
        }
        guard entry.story.takesControls else {
            throw ArgumentReader.UsageError(message: "--args: the story \(entry.id) has no controls")
        }
        do {
            return try StoryArgs.parse(args, controls: entry.story.controls)
        } catch {
            throw ArgumentReader.UsageError(message: "--args: \(error.message)")
        }
    }

    /// The built-in themes, then the `--theme` file if it is not one of them. Throws a theme's
    /// load error (naming the file, place and problem).
    func themes() throws -> (themes: [Theme], selected: Int) {
        var themes = try Theme.builtinNames.map { try Theme.builtin(named: $0) }
        guard let requested = theme else { return (themes, 0) }
        if let index = themes.firstIndex(where: { $0.name == requested }) { return (themes, index) }
        themes.append(try Theme.named(requested))
        return (themes, themes.count - 1)
    }
}
