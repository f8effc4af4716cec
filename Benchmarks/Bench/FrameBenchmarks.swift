import PeerApp
import Tessera
import TesseraGallery
import TesseraHeadless

/// The frame metrics: every gallery page from scratch, the densest page's incremental frames,
/// the peer screen, lazy lists, snapshots and allocations.
struct FrameBenchmarks {
    let sampler: Sampler
    let wanted: (String) -> Bool

    /// The page the incremental frames are measured on: the Toggle page, whose live
    /// "Notifications" switch a flip changes (the pages that cost most have no switch of their own).
    static let densestPage = "controls/toggle"
    static let densestSwitch = "Notifications"

    /// `frame.full.<page>.200x60` and `.120x40`: the first frame of a new gallery on each page.
    func fullFrames() -> [Metric] {
        var metrics: [Metric] = []
        for page in GalleryCatalog.tessera.pages.map(\.id) {
            for size in [GallerySizes.large, GallerySizes.medium] {
                let name = "frame.full.\(page).\(size.name)"
                guard wanted(name) else { continue }
                var screen = GalleryScreen(page: page)
                metrics.append(
                    sampler.time(name, setUp: { screen = GalleryScreen(page: page) }) {
                        _ = screen.host.render(size: size)
                    })
            }
        }
        return metrics
    }

    /// Frames of a running gallery on the densest page at 200×60.
    func incrementalFrames() -> [Metric] {
        let size = GallerySizes.large
        var metrics: [Metric] = []
        if wanted("frame.toggle.200x60") {
            let screen = GalleryScreen(page: Self.densestPage)
            if screen.host.focus(label: Self.densestSwitch, size: size) {
                var previous = screen.host.render(size: size)
                var unchanged = 0
                metrics.append(
                    sampler.time("frame.toggle.200x60") {
                        let frame = screen.host.flipFocused(size: size)
                        if frame == previous { unchanged += 1 }
                        previous = frame
                    })
                if unchanged > 0 { warn("frame.toggle.200x60: \(unchanged) flips changed no cell") }
            } else {
                warn("frame.toggle.200x60: Tab never reached \(Self.densestSwitch) on \(Self.densestPage)")
            }
        }
        if wanted("frame.focus.200x60") {
            let screen = GalleryScreen(page: Self.densestPage)
            _ = screen.host.render(size: size)
            metrics.append(
                sampler.time("frame.focus.200x60") {
                    screen.host.handle(.key(KeyPress(.tab)))
                    _ = screen.host.render(size: size)
                })
        }
        if wanted("frame.unchanged.200x60") {
            let screen = GalleryScreen(page: Self.densestPage)
            _ = screen.host.render(size: size)
            metrics.append(sampler.time("frame.unchanged.200x60") { _ = screen.host.render(size: size) })
        }
        if wanted("frame.theme.200x60") {
            let screen = GalleryScreen(page: Self.densestPage)
            _ = screen.host.render(size: size)
            metrics.append(
                sampler.time("frame.theme.200x60") {
                    screen.nextTheme()
                    _ = screen.host.render(size: size)
                })
        }
        if wanted("alloc.unchanged") {
            let screen = GalleryScreen(page: Self.densestPage)
            _ = screen.host.render(size: size)
            metrics.append(sampler.allocations("alloc.unchanged", runs: 50) { _ = screen.host.render(size: size) })
        }
        return metrics
    }

    /// The peer screen at 120×40: from scratch, and one switch flipped.
    func peerFrames() -> [Metric] {
        let size = GallerySizes.peer
        var metrics: [Metric] = []
        if wanted("frame.peer.full.120x40") {
            var host = Self.peerHost()
            metrics.append(
                sampler.time("frame.peer.full.120x40", setUp: { host = Self.peerHost() }) {
                    _ = host.render(size: size)
                })
        }
        if wanted("frame.peer.toggle.120x40") {
            let host = Self.peerHost()
            if host.focus(label: PeerScreen.flippedSwitch, size: size) {
                metrics.append(sampler.time("frame.peer.toggle.120x40") { _ = host.flipFocused(size: size) })
            } else {
                warn("frame.peer.toggle.120x40: Tab never reached \(PeerScreen.flippedSwitch)")
            }
        }
        return metrics
    }

    static func peerHost() -> ViewHost { ViewHost(ThemeProvider(.default) { PeerScreen() }) }

    /// `lazy.rows_100` and `lazy.rows_1000000`: the first frame of a lazy list at 200×60.
    func lazyLists() -> [Metric] {
        [(100, "lazy.rows_100"), (1_000_000, "lazy.rows_1000000")].compactMap { rows, name in
            guard wanted(name) else { return nil }
            var host = ViewHost(LazyRows(count: rows))
            return sampler.time(name, setUp: { host = ViewHost(LazyRows(count: rows)) }) {
                _ = host.render(size: GallerySizes.large)
            }
        }
    }

    /// `inbox.full.rows_5` / `rows_500` (the first frame of issue 13's inbox at 120×40) and
    /// `inbox.down.rows_5` / `rows_500` (a frame after ↓ in its table, which moves the table's and
    /// the list's selection), and the same with 50,000 rows: lazy rows make 500 and 50,000 cost the
    /// same (5 rows show fewer rows and no scroll bars, so they cost a little less).
    func inboxFrames() -> [Metric] {
        let size = GallerySizes.medium
        var metrics: [Metric] = []
        for rows in [5, 500, 50_000] {
            let messages = InboxScreen.messages(rows)
            let full = "inbox.full.rows_\(rows)"
            if wanted(full) {
                var host = ViewHost(ThemeProvider(.default) { InboxScreen(messages: messages) })
                metrics.append(
                    sampler.time(full, setUp: { host = ViewHost(ThemeProvider(.default) { InboxScreen(messages: messages) }) }) {
                        _ = host.render(size: size)
                    })
            }
            let down = "inbox.down.rows_\(rows)"
            if wanted(down) {
                let host = ViewHost(ThemeProvider(.default) { InboxScreen(messages: messages) })
                guard host.focus(label: "Table", size: size) else {
                    warn("\(down): Tab never reached the table")
                    continue
                }
                var step = 0
                metrics.append(
                    sampler.time(down) {
                        // Down to the last row and back up, so every frame moves the selection.
                        step += 1
                        host.handle(.key(KeyPress(step % (2 * rows) < rows ? .down : .up)))
                        _ = host.render(size: size)
                    })
            }
        }
        metrics += inboxRatios()
        return metrics
    }

    /// `inbox.full.ratio` and `inbox.down.ratio`: the frames of the inbox with 500 rows over the
    /// same frames with 5, measured in turns (``Sampler/pairedRatio(_:numerator:denominator:)``).
    /// Both take the same keys — five ↓ then five ↑, so neither scrolls: what scrolling a long
    /// table costs is `inbox.down.rows_500`.
    private func inboxRatios() -> [Metric] {
        let size = GallerySizes.medium
        func inbox(_ rows: Int) -> ViewHost {
            let messages = InboxScreen.messages(rows)
            return ViewHost(ThemeProvider(.default) { InboxScreen(messages: messages) })
        }
        var metrics: [Metric] = []
        if wanted("inbox.full.ratio") {
            var few = inbox(5), many = inbox(500)
            metrics.append(
                sampler.pairedRatio(
                    "inbox.full.ratio",
                    numerator: ({ many = inbox(500) }, { _ = many.render(size: size) }),
                    denominator: ({ few = inbox(5) }, { _ = few.render(size: size) })))
        }
        if wanted("inbox.down.ratio") {
            let few = inbox(5), many = inbox(500)
            guard few.focus(label: "Table", size: size), many.focus(label: "Table", size: size) else {
                warn("inbox.down.ratio: Tab never reached the table")
                return metrics
            }
            var fewStep = 0, manyStep = 0
            func step(_ host: ViewHost, _ step: inout Int) {
                step += 1
                host.handle(.key(KeyPress(step % 10 < 5 ? .down : .up)))
                _ = host.render(size: size)
            }
            metrics.append(
                sampler.pairedRatio(
                    "inbox.down.ratio",
                    numerator: ({}, { step(many, &manyStep) }),
                    denominator: ({}, { step(few, &fewStep) })))
        }
        return metrics
    }

    /// `snapshot.svg.100x30` and `snapshot.txt.100x30`: the peer screen rendered and serialised.
    func snapshots() -> [Metric] {
        [(SnapshotFormat.svg, "snapshot.svg.100x30"), (.text, "snapshot.txt.100x30")].compactMap { format, name in
            guard wanted(name) else { return nil }
            var length = 0
            let metric = sampler.time(name) {
                length &+= Snapshot.render(PeerScreen(), size: GallerySizes.snapshot, format: format).utf8.count
            }
            if length == 0 { warn("\(name) produced nothing") }
            return metric
        }
    }
}

/// A scrolling list of `count` two-column rows, built lazily.
struct LazyRows: View {
    let count: Int

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<count) { index in
                    HStack {
                        Text("Row \(index)").textRole(.label1)
                        Spacer()
                        Text("detail \(index % 97)").foregroundColor(.fgMuted)
                    }
                }
            }
        }
    }
}

extension TerminalSize {
    /// `200x60`: the size as metric names spell it.
    var name: String { "\(columns)x\(rows)" }
}
