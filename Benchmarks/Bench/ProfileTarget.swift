import PeerApp
import Tessera
import TesseraGallery

/// What `tessera-bench --profile TARGET` runs for about ten seconds, for a profiler: a gallery
/// page's frames from scratch at 200×60, or one of the incremental workloads.
enum ProfileTarget {
    /// The names that are not page ids.
    static let workloads = ["peer", "peer-toggle", "toggle", "focus", "theme"]

    /// The body to run in a loop for `target`, or nil when it names nothing known.
    static func body(for target: String) -> (() -> Void)? {
        let large = GallerySizes.large
        switch target {
        case "peer":
            return { _ = FrameBenchmarks.peerHost().render(size: GallerySizes.peer) }
        case "peer-toggle":
            let host = FrameBenchmarks.peerHost()
            guard host.focus(label: PeerScreen.flippedSwitch, size: GallerySizes.peer) else { return nil }
            return { _ = host.flipFocused(size: GallerySizes.peer) }
        case "toggle":
            let screen = GalleryScreen(page: FrameBenchmarks.densestPage)
            guard screen.host.focus(label: FrameBenchmarks.densestSwitch, size: large) else { return nil }
            return { _ = screen.host.flipFocused(size: large) }
        case "focus":
            let screen = GalleryScreen(page: FrameBenchmarks.densestPage)
            return {
                screen.host.handle(.key(KeyPress(.tab)))
                _ = screen.host.render(size: large)
            }
        case "theme":
            let screen = GalleryScreen(page: FrameBenchmarks.densestPage)
            return {
                screen.nextTheme()
                _ = screen.host.render(size: large)
            }
        default:
            guard let page = GalleryCatalog.tessera.page(for: target)?.id else { return nil }
            return { _ = GalleryScreen(page: page).host.render(size: large) }
        }
    }
}
