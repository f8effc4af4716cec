import TesseraTesting
import Testing

@testable import TesseraGallery

/// The gallery's own story checks pass on the Alert page in every built-in theme, in both
/// schemes, at truecolor and 256 colours: the secondary Cancel on the alert card draws bracket
/// caps, and `[` is held to the text ratio like any character (nord dark's line grey on its card
/// was 3.21:1 at 256 colours, and the sidebar marked the page with `!`).
@Suite struct AlertPageChecksTests {
    @Test(arguments: Theme.builtinNames)
    func theAlertPagePassesItsChecks(_ name: String) throws {
        let theme = try Theme.builtin(named: name)
        let catalog = GalleryCatalog.tessera
        let page = try #require(catalog.pages.first { $0.id == "overlays/alert" })
        for scheme in ColorScheme.allCases {
            for colors in [ColorDepth.truecolor, .c256] {
                let state = GalleryChecks.State(theme: theme, scheme: scheme, colors: colors, density: .regular)
                let reports = GalleryChecks.reports(for: catalog.stories(on: page), in: state)
                let problems = reports.values.flatMap { report in report.problems.map { "\(report.title): \($0)" } }
                #expect(problems.isEmpty, "\(name) \(scheme) \(colors.rawValue): \(problems)")
            }
        }
    }
}
