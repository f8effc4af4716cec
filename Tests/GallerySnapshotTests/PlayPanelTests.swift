import TesseraTesting
import Testing

@testable import TesseraGallery

/// `p` plays the open page's play scripts inside the gallery, step by step or on a timer.
@Suite struct PlayPanelTests {
    static func gallery(page: String, size: TerminalSize = TerminalSize(columns: 120, rows: 40)) -> (HeadlessApp, GalleryModel) {
        let model = GalleryModel(themes: [.default], page: page)
        return (HeadlessApp(size: size) { GalleryRoot(model: model) }, model)
    }

    @Test func stepsThroughTheScriptShowingEachScreen() {
        let (app, model) = Self.gallery(page: "text-field")
        app.press(.character("p"))
        #expect(model.showsPlayer)
        #expect(app.text.contains("Play: House field"))
        #expect(app.text.contains("▸ start"))
        #expect(app.text.contains("2  type \"Ada Lovelace\""))
        #expect(app.text.contains("Space play"), "the footer shows the player's keys")
        app.press(.character("n"))
        app.press(.character("n"))
        #expect(app.text.contains("▸ 2  type \"Ada Lovelace\""))
        #expect(app.text.contains("✓ 1  press Tab"))
        #expect(app.text.contains("┃ Ada Lovelace"), "the story's screen after typing, the field focused")
        app.press(.character("b"))
        #expect(app.text.contains("▸ 1  press Tab"))
        #expect(!app.text.contains("┃ Ada Lovelace"))
        app.press(.escape)
        #expect(!model.showsPlayer)
        #expect(!app.text.contains("Play: House field"))
    }

    @Test func playingAdvancesOneStepPerBeatAndStopsAtTheEnd() {
        let (app, model) = Self.gallery(page: "alert")
        app.press(.character("p"))
        app.press(.character(" "))
        #expect(model.player?.isPlaying == true)
        #expect(model.player?.step == 0)
        app.advance(by: .milliseconds(StoryPlayer.stepInterval))
        #expect(model.player?.step == 1)
        app.advance(by: .milliseconds(StoryPlayer.stepInterval * 10))
        #expect(model.player?.step == model.player?.stepCount)
        #expect(model.player?.isPlaying == false)
        #expect(app.text.contains("Done: r plays it again."))
        #expect(app.text.contains("deleted"), "the last screen: the alert's destructive action ran")
        // Review 17d: done, the last step is ticked like the others, not marked as still to come.
        let count = model.player?.stepCount ?? 0
        #expect(app.text.contains("✓ \(count)  "), "\(app.text)")
        #expect(!app.text.contains("▸ \(count)  "), "\(app.text)")
        app.press(.character("r"))
        #expect(model.player?.step == 0)
    }

    @Test func aPageWithoutScriptsSaysSo() {
        let (app, model) = Self.gallery(page: "palette")
        app.press(.character("p"))
        #expect(model.showsPlayer)
        #expect(app.text.contains("No story on this page has a play script."))
        app.press(.escape)
        #expect(!model.showsPlayer)
    }

    @Test("the alert a step opens shows whole, its actions in view, at 80×24, 120×40 and 200×60")
    func theStoryScreenShowsTheWholeAlert() {
        for size in GalleryCallSiteTests.sizes {
            let (app, _) = Self.gallery(page: "alert", size: size)
            app.press(.character("p"))
            app.press(.character("n"))
            app.press(.character("n"))
            let shown = "\(size.columns)×\(size.rows):\n\(app.text)"
            #expect(app.text.contains("▸ Cancel ◂    Delete"), "\(shown)")
            #expect(app.text.contains("funds stay safe."), "\(shown)")
            #expect(app.text.contains("4  press Enter"), "the last step in view: \(shown)")
            // The alert's bottom border, inside the story's screen: nothing of the alert is cut.
            #expect(app.text.split(separator: "\n").contains { $0.hasPrefix("│ │") && $0.contains("╰") }, "\(shown)")
        }
    }

    @Test("a resize draws the story again on the screen the panel has room for, at the same step")
    func aResizeRefitsTheStory() {
        let (app, model) = Self.gallery(page: "alert", size: TerminalSize(columns: 200, rows: 60))
        app.press(.character("p"))
        app.press(.character("n"))
        app.press(.character("n"))
        #expect(model.player?.mode.size.columns == PlayPanel.maximumScreen.columns)
        app.resize(to: TerminalSize(columns: 80, rows: 24))
        #expect(model.player?.mode.size == PlayPanel.screenSize(within: app.size, entries: model.player?.entries ?? []))
        #expect(model.player?.step == 2)
        let lines = app.text.split(separator: "\n")
        #expect(app.text.contains("▸ Cancel ◂    Delete"), "\(app.text)")
        // The story's screen closes inside the panel: its right border, then the panel's.
        #expect(lines.contains { $0.hasPrefix("│ ╰") && $0.hasSuffix("╯     │") }, "\(app.text)")
    }

    @Test func fitsOnTheSmallestGallery() {
        let (app, _) = Self.gallery(page: "alert", size: GalleryRoot.minimumSize)
        app.press(.character("p"))
        app.press(.character("n"))
        app.press(.character("n"))
        #expect(app.text.contains("Play: Last choice"))
        #expect(app.text.contains("Esc"), "the footer stays in view")
    }
}

/// A deep link, or the Controls panel opening, brings its story into view on a long page.
@Suite struct StoryScrollTests {
    @Test func aDeepLinkScrollsToItsStory() {
        let model = GalleryModel(themes: [.default], page: "controls/button/sizes/large")
        let app = HeadlessApp(size: TerminalSize(columns: 80, rows: 24)) { GalleryRoot(model: model) }
        #expect(app.text.contains("size: .large"))
        let top = GalleryModel(themes: [.default], page: "button")
        let unlinked = HeadlessApp(size: TerminalSize(columns: 80, rows: 24)) { GalleryRoot(model: top) }
        #expect(!unlinked.text.contains("size: .large"), "without a link the page opens at its top")
    }

    @Test func openingControlsShowsTheStoryTheyEdit() {
        let model = GalleryModel(themes: [.default], page: "button")
        let app = HeadlessApp(size: TerminalSize(columns: 120, rows: 40)) { GalleryRoot(model: model) }
        #expect(!app.text.contains("Pay button"))
        app.press(.character("a"))
        #expect(app.text.contains("Controls · Pay button"))
        let page = app.text.split(separator: "\n").prefix { !$0.contains("Controls · Pay button") }
        #expect(page.contains { $0.contains("Pay button") && $0.contains("Pay") }, "the story is above the panel")
        app.scroll(.up, by: 30, at: Point(x: 60, y: 5))
        #expect(app.text.contains("INHERITED DEFAULT"), "then the page scrolls freely")
    }
}
