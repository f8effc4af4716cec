import TesseraTesting
import Testing

@testable import TesseraGallery

/// A frame may ask for one more (focus moving into a modal) but never for another after that: an
/// idle app draws nothing. Every overlay of the gallery, on every page, settles in at most two
/// frames, and drawing it again and again keeps no more state than the first time.
@Suite("Frame settling")
struct FrameSettlingTests {
    enum Overlay: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case none, help, search, palette, inspector, drawer, alert, tooltip, checks, link, player, controls
        var testDescription: String { rawValue }

        /// The key that opens it, where a key does.
        var key: Character? {
            switch self {
            case .help: "?"
            case .search: "/"
            case .palette: ":"
            case .inspector: "i"
            case .drawer: "s"
            case .checks: "!"
            case .link: "y"
            case .player: "p"
            case .controls: "a"
            case .none, .alert, .tooltip: nil
            }
        }
    }

    static let size = TerminalSize(columns: 80, rows: 24)

    /// Frames drawn until the host stops asking for another, or `limit` + 1 if it never stops.
    static func framesToSettle(_ host: ViewHost, limit: Int = 10) -> Int {
        var frames = 0
        repeat {
            _ = host.render(size: size)
            frames += 1
        } while host.needsRender && frames <= limit
        return frames
    }

    static func press(_ host: ViewHost, _ key: Key) {
        host.handle(.key(KeyPress(key)))
    }

    /// A gallery on `page` with `overlay` opened the way a person would open it.
    static func gallery(page: String, overlay: Overlay) -> (ViewHost, GalleryModel) {
        let model = GalleryModel(themes: [.default], page: page, reduceMotion: true)
        let host = ViewHost(GalleryRoot(model: model))
        _ = framesToSettle(host)
        switch overlay {
        case .alert:
            model.page = model.catalog.page(for: "alert") ?? model.page
            _ = framesToSettle(host)
            // The page's first control opens the alert.
            press(host, .tab)
            _ = framesToSettle(host)
            press(host, .enter)
        case .tooltip:
            model.page = model.catalog.page(for: "tooltip") ?? model.page
            _ = framesToSettle(host)
            press(host, .tab)   // focusing the button shows its tooltip
        default:
            if let key = overlay.key { press(host, .character(key)) }
        }
        return (host, model)
    }

    @Test("every overlay settles on every page", arguments: Overlay.allCases)
    func settles(overlay: Overlay) {
        for page in GalleryCatalog.tessera.pages.map(\.id) {
            let (host, _) = Self.gallery(page: page, overlay: overlay)
            let frames = Self.framesToSettle(host)
            #expect(frames <= 2, "\(overlay) on \(page) drew \(frames) frames without any input")
        }
    }

    @Test("the overlays are really open")
    func overlaysAreOpen() {
        let expectations: [(Overlay, String)] = [
            (.help, "next / previous control"), (.search, "Search pages"), (.palette, "Commands"),
            (.inspector, "Inspector"), (.alert, "Cancel"), (.tooltip, "Copies to the clipboard"),
            (.checks, "Story checks"), (.link, "gallery --story"), (.player, "No story on this page has a play script."),
            (.controls, "Controls · Pay button"),
        ]
        for (overlay, text) in expectations {
            let (host, _) = Self.gallery(page: "button", overlay: overlay)
            var buffer = host.render(size: Self.size)
            while host.needsRender { buffer = host.render(size: Self.size) }
            #expect(TextSerializer().serialize(buffer).contains(text), "\(overlay) shows \(text)")
        }
    }

    /// A play script that has run to its end stops asking for frames; paused, it asks for none.
    @Test("the player settles once it stops")
    func playerSettles() {
        let model = GalleryModel(themes: [.default], page: "alert", reduceMotion: false)
        let host = ViewHost(GalleryRoot(model: model))
        _ = Self.framesToSettle(host)
        Self.press(host, .character("p"))
        #expect(Self.framesToSettle(host) <= 2, "paused at the start")
        Self.press(host, .character(" "))
        _ = Self.framesToSettle(host)
        #expect(host.animationInterval != nil, "playing: the next step is due")
        for beat in 1...12 {
            host.time = beat * StoryPlayer.stepInterval
            _ = Self.framesToSettle(host)
        }
        #expect(model.player?.isAtEnd == true)
        #expect(host.animationInterval == nil, "at the end it sleeps")
        #expect(Self.framesToSettle(host) <= 2)
    }

    @Test("drawing an open overlay 1,000 times keeps the same state")
    func stateDoesNotGrow() {
        let (host, _) = Self.gallery(page: "text-field", overlay: .help)
        _ = Self.framesToSettle(host)
        let kept = host.stateCount
        for _ in 0..<1_000 { _ = host.render(size: Self.size) }
        #expect(host.stateCount == kept)
        #expect(!host.needsRender)
    }

    @Test("the too-small screen asks for no animation frames, spinners or not")
    func tooSmallScreenSleeps() {
        for page in ["button", "progress"] {
            let model = GalleryModel(themes: [.default], page: page, reduceMotion: false)
            let host = ViewHost(GalleryRoot(model: model))
            _ = host.render(size: Self.size)
            // The progress page shows its spinners at once; the button page's loading button is
            // below the fold, so only scrolling to it would make that page animate.
            #expect((host.animationInterval != nil) == (page == "progress"), "\(page) at full size")
            _ = host.render(size: TerminalSize(columns: 39, rows: 11))
            #expect(host.animationInterval == nil, "\(page) behind the too-small screen")
        }
    }
}
