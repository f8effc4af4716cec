import TesseraTesting
import Testing

@testable import TesseraGallery

/// The gallery's own story checks (contrast, focus visibility, clipping: what `!` lists) pass on
/// every page in every built-in theme, in both schemes, at truecolor and 256 colours. They once
/// failed on the Alert page (a secondary Cancel's bracket caps, nord dark's line grey on its card
/// at 3.21:1), on the List page (a selected row's muted amount on the selection wash, 4.23:1 in
/// nord dark) and on the Inheritance page (the focus ring of a plain button on a subtree's green
/// primary fill, 1.83:1 in catppuccin light at 256 colours), and the sidebar marked them with `!`.
@Suite struct PageChecksTests {
    @Test(arguments: Theme.builtinNames)
    func everyPagePassesItsChecks(_ name: String) throws {
        let theme = try Theme.builtin(named: name)
        let catalog = GalleryCatalog.tessera
        #expect(catalog.pages.count > 25)
        for page in catalog.pages {
            for scheme in ColorScheme.allCases {
                for colors in [ColorDepth.truecolor, .c256] {
                    let state = GalleryChecks.State(theme: theme, scheme: scheme, colors: colors, density: .regular)
                    let reports = GalleryChecks.reports(for: catalog.stories(on: page), in: state)
                    let problems = reports.values.flatMap { report in report.problems.map { "\(report.title): \($0)" } }
                    #expect(problems.isEmpty, "\(page.id) \(name) \(scheme) \(colors.rawValue): \(problems)")
                }
            }
        }
    }
}
