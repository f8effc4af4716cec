import Tessera
import TesseraHeadless
import TesseraStories

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `gallery snapshot`: renders the exact screen the interactive gallery shows in a state, with no
/// terminal, to stdout (one page, one format) or to files in a folder.
struct SnapshotCommand {
    var view: ViewOptions
    var allPages = false
    var allThemes = false
    var bothSchemes = false
    var size = TerminalSize(columns: 120, rows: 40)
    var format: SnapshotFormat = .text
    var outputFolder: String?
    var reportFolder: String?
    var compareFolder: String?
    /// The `--story`'s control values, from `--args`.
    var args: [String: StoryControlValue] = [:]

    static func usage(_ name: String) -> String {
        """
        usage: \(name) snapshot (--story ID | --page ID | --all) [options]

        Renders the gallery headlessly, open on a story or page, exactly as the interactive gallery
        shows it. One render goes to standard output; anything more needs --out.

        \(ViewOptions.usage)
          --all, --page all  every page
          --theme all        every built-in theme
          --scheme both      light and dark
          --size COLSxROWS   screen size (default 120x40)
          --format txt|ansi|svg
          --out DIR          write <book>.<page>.<theme>.<scheme>.<colors>.<cols>x<rows>.<ext> files
          --compare REFDIR   with --out: compare with reference files of the same names
          --report DIR       with --compare: write DIR/index.html, reference and actual side by side

        exit status: 0 success (and no differences); 1 differences, or a file that cannot be read
                     or written; 2 bad arguments; 3 standard output or standard error could not be written
        """
    }

    /// The largest reference file `--compare` reads (an SVG of a 1000×500 screen is a few MB).
    static let maximumReferenceSize = 64 << 20

    static func parse(_ arguments: [String], catalog: GalleryCatalog) throws -> SnapshotCommand {
        var command = SnapshotCommand(view: ViewOptions(catalog: catalog))
        var reader = ArgumentReader(arguments)
        var sawPage = false
        while let (name, inline) = reader.next() {
            if name == "--theme", let value = try? peekAll(inline, &reader), value == "all" {
                command.allThemes = true
                continue
            }
            // As `--theme all` is every theme, `--page all` is every page (`--all`).
            if name == "--page", let value = try? peekAll(inline, &reader), value == "all" {
                command.allPages = true
                continue
            }
            if name == "--scheme", let value = try? peekAll(inline, &reader, word: "both"), value == "both" {
                command.bothSchemes = true
                continue
            }
            if name == "--accessible" {
                throw ArgumentReader.UsageError(message: "--accessible is for the interactive gallery; a snapshot is of the screen")
            }
            if try command.view.read(name, inline: inline, from: &reader) {
                sawPage = sawPage || name == "--page" || name == "--story"
                continue
            }
            switch name {
            case "--all": command.allPages = true
            case "--size":
                command.size = try reader.value(for: name, inline: inline, accepted: "COLSxROWS, e.g. 120x40", parseSize)
            case "--format":
                command.format = try reader.value(for: name, inline: inline, accepted: "txt, ansi or svg") { SnapshotFormat(rawValue: $0) }
            case "--out": command.outputFolder = try reader.value(for: name, inline: inline)
            case "--report": command.reportFolder = try reader.value(for: name, inline: inline)
            case "--compare": command.compareFolder = try reader.value(for: name, inline: inline)
            default: throw ArgumentReader.UsageError(message: "unknown option '\(MessageText.escaped(name))' for snapshot")
            }
        }
        guard sawPage || command.allPages else {
            throw ArgumentReader.UsageError(message: "snapshot needs --story ID, --page ID or --all")
        }
        command.args = try command.view.controlValues()
        if command.reportFolder != nil && command.compareFolder == nil {
            throw ArgumentReader.UsageError(message: "--report needs --compare REFDIR")
        }
        if command.compareFolder != nil && command.outputFolder == nil {
            throw ArgumentReader.UsageError(message: "--compare needs --out DIR, where the actual renders are written")
        }
        return command
    }

    /// Accepts `all` / `both` as a value without consuming anything else.
    private static func peekAll(_ inline: String?, _ reader: inout ArgumentReader, word: String = "all") throws -> String? {
        if let inline { return inline == word ? inline : nil }
        var copy = reader
        guard let (next, _) = copy.next(), next == word else { return nil }
        reader = copy
        return next
    }

    static func parseSize(_ text: String) -> TerminalSize? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
            (10...1000).contains(columns), (5...500).contains(rows)
        else { return nil }
        return TerminalSize(columns: columns, rows: rows)
    }

    /// One file to render.
    struct Job {
        /// The page or story id the gallery opens on.
        let link: String
        let themeIndex: Int
        let scheme: ColorScheme

        func fileName(theme: String, colors: ColorDepth, size: TerminalSize, format: SnapshotFormat) -> String {
            // A theme file may name itself anything; only safe characters reach the file system.
            let theme = String(theme.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
            let link = self.link.replacing("/", with: ".")
            return "\(link).\(theme).\(scheme.rawValue).\(colors.rawValue).\(size.columns)x\(size.rows).\(format.fileExtension)"
        }
    }

    func run(_ output: inout CommandOutput, title: String, commandName: String) throws -> Int32 {
        let (themes, selected) = try view.themes()
        let depth = view.colors ?? .truecolor
        let firstPage = view.catalog.pages.first?.id ?? GalleryPage.empty.id
        // Full ids, so that `--page button` and `--all` name the same file `controls.button.…`.
        let requested = view.link.map { view.catalog.story($0)?.id ?? view.catalog.page(for: $0)?.id ?? $0 }
        let pages = allPages ? view.catalog.pages.map(\.id) : [requested ?? firstPage]
        let themeIndices = allThemes ? Array(themes.indices) : [selected]
        let schemes: [ColorScheme] = bothSchemes ? [.light, .dark] : [(view.scheme ?? .light).resolved(detected: .light)]
        let jobs = pages.flatMap { page in
            themeIndices.flatMap { theme in schemes.map { Job(link: page, themeIndex: theme, scheme: $0) } }
        }
        guard let outputFolder else {
            guard jobs.count == 1, let job = jobs.first else {
                throw ArgumentReader.UsageError(message: "\(jobs.count) snapshots need --out DIR")
            }
            output.writeData(render(job, themes: themes, depth: depth, title: title, commandName: commandName))
            return 0
        }
        try OutputFiles.createFolder(outputFolder)
        var differences: [SnapshotReport.Difference] = []
        var progress = Progress()
        do {
            for (index, job) in jobs.enumerated() {
                var name = job.fileName(theme: themes[job.themeIndex].name, colors: depth, size: size, format: format)
                // Renders with control values are not the story's default render: their files say so.
                if let args = view.args, !args.isEmpty {
                    let link = job.link.replacing("/", with: ".")
                    name = link + "." + StoryID.kebabCase("with " + args) + name.dropFirst(link.count)
                }
                let rendered = render(job, themes: themes, depth: depth, title: title, commandName: commandName)
                // The reference is read before the render is written: --out may be the --compare folder.
                if let compareFolder {
                    let reference = try Self.reference(named: name, in: compareFolder)
                    if reference != rendered { differences.append(.init(name: name, reference: reference, actual: rendered)) }
                }
                try OutputFiles.write(rendered, to: PathText.appending(name, to: outputFolder))
                if jobs.count > 1 { progress.report(index + 1, of: jobs.count, name) }
            }
        } catch {
            // The error goes on a line of its own, not after a progress line rewritten in place.
            if jobs.count > 1 { progress.finish() }
            throw error
        }
        if jobs.count > 1 { progress.finish() }
        if let failure = progress.failure { output.noteFailure(failure) }
        output.print("wrote \(jobs.count) file\(jobs.count == 1 ? "" : "s") to \(MessageText.escaped(outputFolder))")
        guard compareFolder != nil else { return 0 }
        if let reportFolder {
            let path = try SnapshotReport(differences: differences, format: format).write(to: reportFolder)
            output.print("report: \(MessageText.escaped(path))")
        }
        output.print(differences.isEmpty ? "no differences" : "\(differences.count) difference\(differences.count == 1 ? "" : "s")")
        return differences.isEmpty ? 0 : 1
    }

    /// The reference file `name` in `folder`, or `nil` when there is none. Throws for one that
    /// cannot be a reference: a folder, a FIFO, a device, a huge or unreadable file.
    private static func reference(named name: String, in folder: String) throws(CommandFailure) -> String? {
        let path = PathText.appending(name, to: folder)
        switch RegularFileReader.contents(atPath: path, limit: maximumReferenceSize) {
        case .success(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .failure(.missing): return nil
        case .failure(let failure): throw CommandFailure("reference \(MessageText.escaped(path)) \(failure)")
        }
    }

    /// Check results by state, shared by the renders of one command.
    private let checkCache = CheckCache()

    private final class CheckCache {
        var reports: [GalleryChecks.State: [String: GalleryChecks.Report]] = [:]
    }

    private func render(_ job: Job, themes: [Theme], depth: ColorDepth, title: String, commandName: String) -> String {
        let model = GalleryModel(
            catalog: view.catalog, title: title, commandName: commandName, themes: themes,
            link: job.link, themeIndex: job.themeIndex, scheme: job.scheme,
            depth: depth, density: view.density, reduceMotion: view.reduceMotion, args: args)
        model.runChecks(cache: &checkCache.reports)
        return GallerySnapshot.render(model, size: size, format: format)
    }
}

/// The gallery's screen for a model, headlessly: what the interactive gallery shows in that state.
enum GallerySnapshot {
    static func frame(_ model: GalleryModel, size: TerminalSize) -> Snapshot.Frame {
        Snapshot.Frame(
            GalleryRoot(model: model), size: size, theme: model.theme, scheme: model.scheme,
            colors: model.depth, density: model.density)
    }

    static func render(_ model: GalleryModel, size: TerminalSize, format: SnapshotFormat) -> String {
        frame(model, size: size).serialized(as: format)
    }
}
