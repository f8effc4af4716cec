import PeerApp
import Tessera
import TesseraGallery

/// What `tessera-bench --profile TARGET` runs for about ten seconds, for a profiler: a gallery
/// page's frames from scratch at 200×60, or one of the incremental workloads.
enum ProfileTarget {
    /// The names that are not page ids.
    static let workloads = ["peer", "peer-toggle", "toggle", "focus", "theme"]

    /// One frame of a workload, and the host that renders it when the same one renders every frame
    /// (its `lastFrameTrace` is what `--trace` prints).
    struct Workload {
        let host: ViewHost?
        let frame: () -> Void
    }

    /// The workload `target` names, or nil when it names nothing known.
    static func workload(for target: String) -> Workload? {
        let large = GallerySizes.large
        switch target {
        case "peer":
            return Workload(host: nil) { _ = FrameBenchmarks.peerHost().render(size: GallerySizes.peer) }
        case "peer-toggle":
            let host = FrameBenchmarks.peerHost()
            guard host.focus(label: PeerScreen.flippedSwitch, size: GallerySizes.peer) else { return nil }
            return Workload(host: host) { _ = host.flipFocused(size: GallerySizes.peer) }
        case "toggle":
            let screen = GalleryScreen(page: FrameBenchmarks.densestPage)
            guard screen.host.focus(label: FrameBenchmarks.densestSwitch, size: large) else { return nil }
            return Workload(host: screen.host) { _ = screen.host.flipFocused(size: large) }
        case "focus":
            let screen = GalleryScreen(page: FrameBenchmarks.densestPage)
            return Workload(host: screen.host) {
                screen.host.handle(.key(KeyPress(.tab)))
                _ = screen.host.render(size: large)
            }
        case "theme":
            let screen = GalleryScreen(page: FrameBenchmarks.densestPage)
            return Workload(host: screen.host) {
                screen.nextTheme()
                _ = screen.host.render(size: large)
            }
        default:
            guard let page = GalleryCatalog.tessera.page(for: target)?.id else { return nil }
            return Workload(host: nil) { _ = GalleryScreen(page: page).host.render(size: large) }
        }
    }
}

extension FrameTrace {
    /// One line as `TESSERA_FRAME_TRACE` writes it, without the frame's number and size.
    var line: String {
        if reused { return "unchanged" }
        let rows = drawnRows.map { " rows \($0)" } ?? ""
        return "resolve \(resolveMicroseconds)us layout+draw \(layoutAndDrawMicroseconds)us bodies \(bodies)\(rows)"
    }
}
