import Dispatch
import FoundationEssentials
import Synchronization
import Testing

@testable import TesseraGallery
@testable import TesseraStories

#if canImport(Glibc)
import Glibc
#endif

/// The interactive gallery's story checks in a process of their own: what the process writes is
/// what the gallery would have worked out itself, and the gallery gets every page however the
/// process ends.
@Suite("Story checks in a process")
struct StoryCheckProcessTests {
    /// The `gallery` executable SwiftPM built next to this test bundle.
    static var gallery: String {
        var path = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &path, path.count - 1)
        let bundle = String(decoding: path.prefix(max(0, count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return String(bundle[..<(bundle.lastIndex(of: "/") ?? bundle.endIndex)]) + "/gallery"
    }

    static let state = GalleryChecks.State(theme: .default, scheme: .dark, colors: .c8, density: .compact)

    @Test func aPageReadsBackAsItWasWritten() throws {
        let report = GalleryChecks.Report(
            id: "book/tab\there", title: "Line\nbreak \\ and CR\r\n end ✓",
            problems: [StoryProblem(.contrast, "fg on bg: 2.1:1\tat (3, 4)"), StoryProblem(.clipping, "")],
            waivers: [.contrast: "disabled\\exempt"])
        let page = StoryCheckPage(
            page: 7, reports: [report.id: report, "other": .init(id: "other", title: "", problems: [], waivers: [:])])
        var reader = StoryCheckPage.Reader()
        var read: [StoryCheckPage] = []
        for line in page.lines.split(separator: "\n") {
            if let page = try reader.read(line) { read.append(page) }
        }
        #expect(read == [page])
    }

    @Test func aLineOutsideABlockIsMalformed() {
        for lines in [
            ["story a\tb"], ["page 1", "problem contrast\tx"], ["page 1", "story a\tb", "problem nonsense\tx"], ["end"], ["hello"],
        ] {
            var reader = StoryCheckPage.Reader()
            #expect(throws: StoryCheckPage.Malformed.self, "\(lines)") {
                for line in lines { _ = try reader.read(line[...]) }
            }
        }
    }

    /// The process, run as the gallery runs it, gives each page the reports the gallery's own
    /// check gives, in the order asked.
    @Test func theProcessGivesWhatTheGalleryWouldWorkOut() throws {
        let catalog = GalleryCatalog.tessera
        let pages = [5, 0, 12]
        let arguments =
            [StoryCheckProcess.command] + StoryCheckProcess.arguments(themeIndex: 0, themeSpec: nil, state: Self.state, pages: pages)
        let child = try #require(StoryCheckChild(executable: Self.gallery, arguments: arguments))
        var read: [StoryCheckPage] = []
        while let page = child.nextPage() { read.append(page) }
        child.finish()
        #expect(read.map(\.page) == pages)
        for page in read {
            #expect(page.reports == GalleryChecks.reports(for: catalog.storiesByPage[page.page], in: Self.state), "page \(page.page)")
        }
    }

    /// The pages the runner tests check: the catalogue's first four (a process numbers pages as the
    /// whole catalogue does), so that the suite does not check every story several times over.
    static let pages = Array(GalleryCatalog.tessera.storiesByPage.prefix(4))

    /// Each page's reports of ``pages``, as a runner with `command` hands them back. Waits for
    /// `expected` pages (all unless told), then a moment more for any extra.
    static func deliveries(_ command: GalleryCheckRunner.ChildCommand, first: Int, expected: Int? = nil)
        -> [[String: GalleryChecks.Report]]
    {
        let runner = GalleryCheckRunner(delivery: DispatchQueue(label: "process-checks-test"), childCommand: command)
        let delivered = Mutex<[[String: GalleryChecks.Report]]>([])
        let arrived = DispatchSemaphore(value: 0)
        runner.request(Self.state, pages: pages, first: first) { _, reports in
            delivered.withLock { $0.append(reports) }
            arrived.signal()
        }
        // One deadline for the whole run: a runner that loses pages must fail the test, not stall it.
        let deadline = DispatchTime.now() + 120
        for _ in 0..<(expected ?? pages.count) where arrived.wait(timeout: deadline) == .timedOut { break }
        _ = arrived.wait(timeout: .now() + 1)
        return delivered.withLock { $0 }
    }

    @Test func theRunnerGetsEveryPageFromTheProcessTheOpenOneFirst() {
        let delivered = Self.deliveries(.init(executable: Self.gallery, themeSpec: nil), first: 2)
        #expect(delivered.count == Self.pages.count)
        #expect(delivered.first.map { Set($0.keys) } == Set(Self.pages[2].map(\.id)))
        let all = delivered.reduce(into: [String: GalleryChecks.Report]()) { $0.merge($1) { first, _ in first } }
        #expect(all == GalleryChecks.reports(for: Array(Self.pages.joined()), in: Self.state))
    }

    /// A program that cannot be started, or ends before its first page, leaves the checks to the
    /// runner's own queue: the gallery still gets every page.
    @Test(arguments: ["/nonexistent/gallery", "/bin/false"])
    func aProcessThatCannotCheckLeavesItToTheQueue(executable: String) {
        let delivered = Self.deliveries(.init(executable: executable, themeSpec: nil), first: 0)
        #expect(delivered.count == Self.pages.count)
        #expect(delivered.flatMap(\.keys).count == Self.pages.joined().count)
    }

    /// A process that ends in the middle (a story that crashes it) costs the page it was checking,
    /// and a new process takes the rest: here each one gives its first page back and dies on the
    /// next, so every other page comes back, and the run ends.
    @Test func aProcessThatDiesCostsOnlyThePageItWasOn() throws {
        let script = "/tmp/tessera-dying-checks-\(getpid()).sh"
        let text = """
            #!/bin/sh
            for argument in "$@"; do [ "$previous" = --pages ] && pages=$argument; previous=$argument; done
            printf 'page %s\\nend\\n' "${pages%%,*}"
            kill -9 $$
            """
        #expect(writeAll(Array(text.utf8), toFileAt: script))
        defer { unlink(script) }
        chmod(script, 0o755)
        let half = (Self.pages.count + 1) / 2
        let delivered = Self.deliveries(.init(executable: script, themeSpec: nil), first: 0, expected: half)
        #expect(delivered.count == half)
    }

    private func writeAll(_ bytes: [UInt8], toFileAt path: String) -> Bool {
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard file >= 0 else { return false }
        defer { close(file) }
        return bytes.withUnsafeBytes { write(file, $0.baseAddress, $0.count) } == bytes.count
    }
}
