import TesseraStories

/// One page's story reports as a ``StoryCheckProcess`` writes them to the gallery: a block of
/// lines, each a kind and tab-separated fields (tabs, newlines and backslashes in a field escaped):
///
///     page 3
///     story controls/button<TAB>Button
///     problem contrast<TAB>…
///     waiver clipping<TAB>…
///     end
///
/// A format of its own rather than JSON: reading it takes a few lines of code, where a JSON
/// decoder's code and metadata, paged in to read the checks, stayed resident in an idle gallery
/// (about 1 MB, more than the checks themselves had left).
struct StoryCheckPage: Equatable {
    /// The page's index in the catalogue's pages.
    let page: Int
    let reports: [String: GalleryChecks.Report]

    /// The block of lines for this page.
    var lines: String {
        var lines = ["page \(page)"]
        for report in reports.values.sorted(by: { $0.id < $1.id }) {
            lines.append("story \(Self.escaped(report.id))\t\(Self.escaped(report.title))")
            for problem in report.problems { lines.append("problem \(problem.check.rawValue)\t\(Self.escaped(problem.message))") }
            for (check, reason) in report.waivers.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                lines.append("waiver \(check.rawValue)\t\(Self.escaped(reason))")
            }
        }
        lines.append("end")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads blocks line by line: ``read(_:)`` returns a page at each `end`.
    struct Reader {
        private var page: Int?
        private var reports: [String: GalleryChecks.Report] = [:]
        /// The story being read: its id and title, and its problems and waivers so far.
        private var story: (id: String, title: String)?
        private var problems: [StoryProblem] = []
        private var waivers: [StoryCheck: String] = [:]

        /// Takes one line (without its newline); the page it ends, if it is `end`. Throws on a
        /// line that is not part of a block (a process from another build, a truncated write).
        mutating func read(_ line: Substring) throws(Malformed) -> StoryCheckPage? {
            let kind = line.prefix { $0 != " " }
            let fields = line.dropFirst(kind.count + 1).split(separator: "\t", omittingEmptySubsequences: false).map(
                StoryCheckPage.unescaped)
            switch (kind, fields.count) {
            case ("page", 1):
                guard page == nil, let index = Int(fields[0]) else { throw Malformed() }
                page = index
            case ("story", 2):
                guard page != nil else { throw Malformed() }
                finishStory()
                story = (fields[0], fields[1])
            case ("problem", 2):
                guard story != nil, let check = StoryCheck(rawValue: fields[0]) else { throw Malformed() }
                problems.append(StoryProblem(check, fields[1]))
            case ("waiver", 2):
                guard story != nil, let check = StoryCheck(rawValue: fields[0]) else { throw Malformed() }
                waivers[check] = fields[1]
            case ("end", _):
                guard let index = page else { throw Malformed() }
                finishStory()
                defer { page = nil; reports = [:] }
                return StoryCheckPage(page: index, reports: reports)
            default:
                throw Malformed()
            }
            return nil
        }

        private mutating func finishStory() {
            if let story {
                reports[story.id] = GalleryChecks.Report(id: story.id, title: story.title, problems: problems, waivers: waivers)
            }
            story = nil
            problems = []
            waivers = [:]
        }
    }

    /// A line that is not part of a page's block.
    struct Malformed: Error {}

    /// `field` with its backslashes, tabs and line breaks escaped (by scalar: "\r\n" is one
    /// `Character`).
    static func escaped(_ field: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in field.unicodeScalars {
            switch scalar {
            case "\\": result.append(contentsOf: "\\\\".unicodeScalars)
            case "\t": result.append(contentsOf: "\\t".unicodeScalars)
            case "\n": result.append(contentsOf: "\\n".unicodeScalars)
            case "\r": result.append(contentsOf: "\\r".unicodeScalars)
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    static func unescaped(_ field: Substring) -> String {
        var result = String.UnicodeScalarView()
        var escaping = false
        for scalar in field.unicodeScalars {
            if escaping {
                switch scalar {
                case "t": result.append("\t")
                case "n": result.append("\n")
                case "r": result.append("\r")
                default: result.append(scalar)
                }
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
