import TesseraTesting
import Testing

@testable import TesseraGallery

/// `gallery --theme terminal`: every page, light and dark, reaches the terminal with only its
/// default colours and the 16 ANSI colours, read from the ANSI snapshot (SGR 30–37, 90–97,
/// 40–47, 100–107, 39 and 49; never 38/48, which carry 256-colour indices and RGB).
@Suite("Gallery in the terminal theme")
struct TerminalThemeGalleryTests {
    /// The colour parameters of every SGR sequence in `ansi` that are not the default or an ANSI
    /// colour, with the sequence they were in.
    static func foreignColors(in ansi: String) -> [String] {
        var found: [String] = []
        var rest = Substring(ansi)
        while let start = rest.range(of: "\u{1B}[") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(where: { !($0.isASCII && ($0.isNumber || $0 == ";")) }) else { break }
            guard rest[end] == "m" else { continue }
            let parameters = rest[..<end].split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
            for parameter in parameters {
                switch parameter {
                case 0...29, 30...37, 39, 40...47, 49, 90...97, 100...107: continue
                default: found.append("\(parameter) in ESC[\(rest[..<end])m")
                }
            }
            rest = rest[end...]
        }
        return found
    }

    @Test("every page uses only default and ANSI colours", arguments: GalleryCatalog.tessera.pages.map(\.id))
    func everyPage(page: String) throws {
        let terminal = try Theme.builtin(named: "terminal")
        for scheme in ColorScheme.allCases {
            let model = GalleryModel(themes: [terminal], page: page, scheme: scheme, depth: .truecolor, reduceMotion: true)
            let frame = Snapshot.Frame(
                GalleryRoot(model: model), size: TerminalSize(columns: 120, rows: 40),
                theme: terminal, scheme: scheme, colors: .truecolor)
            #expect(frame.depth == .c16, "\(page) \(scheme): presented at 16 colours")
            let ansi = frame.serialized(as: .ansi)
            #expect(ansi.contains("\u{1B}[") && ansi.contains("m"), "\(page) \(scheme): the snapshot has styles")
            let foreign = Self.foreignColors(in: ansi)
            #expect(foreign.isEmpty, "\(page) \(scheme): \(foreign.prefix(5))")
        }
    }

    /// The reading is not vacuous: the default theme's page is full of RGB colours.
    @Test func theDefaultThemeIsNotANSIOnly() {
        let model = GalleryModel(themes: [.default], page: "button", depth: .truecolor, reduceMotion: true)
        let ansi = Snapshot.render(GalleryRoot(model: model), size: TerminalSize(columns: 120, rows: 40), format: .ansi)
        #expect(Self.foreignColors(in: ansi).contains { $0.hasPrefix("38 in") || $0.hasPrefix("48 in") })
    }
}
