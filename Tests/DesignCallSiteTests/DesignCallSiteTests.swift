import Testing

@testable import Tessera

@MainActor
@Suite struct DesignCallSiteTests {
    private func render(_ settings: Settings, focusSteps: Int = 0) -> (ViewHost, [String]) {
        let host = ViewHost(ThemeProvider(.default) { AccountView(settings: settings) })
        let size = TerminalSize(columns: 60, rows: 20)
        _ = host.render(size: size)
        for _ in 0..<focusSteps { host.handle(.key(KeyPress(.tab))) }
        let buffer = host.render(size: size)
        let rows = (0..<buffer.rows).map { y in
            String(buffer.row(y).filter { !$0.isContinuation }.map(\.grapheme))
        }
        return (host, rows)
    }

    @Test func rendersTheCallSite() {
        let (_, rows) = render(Settings())
        let screen = rows.joined(separator: "\n")
        for expected in ["Balance", "$1,024.00", "Details", "Continue", "Notifications", "Name"] {
            #expect(screen.contains(expected), "missing \(expected)")
        }
    }

    @Test func controlsAreFocusableAndLabelled() {
        let (host, _) = render(Settings())
        #expect(host.focusOrderLabels == ["Details", "Continue", "Notifications", "Name"])
        #expect(host.unlabeledElements.isEmpty)
    }

    @Test func bindingsReachTheModel() {
        let settings = Settings()
        let (host, _) = render(settings, focusSteps: 3)
        #expect(host.focusedLabel == "Notifications")
        host.handle(.key(KeyPress(.character(" "))))
        #expect(settings.notifications == false)
        host.handle(.key(KeyPress(.tab)))
        _ = host.render(size: TerminalSize(columns: 60, rows: 20))
        for character in "Ada" { host.handle(.key(KeyPress(.character(character)))) }
        #expect(settings.name == "Ada")
    }

    @Test func savingDisablesEveryControl() {
        let settings = Settings()
        settings.isSaving = true
        let (host, _) = render(settings)
        #expect(host.focusOrderLabels.isEmpty)
    }
}
