import Foundation
import TesseraStories
import TesseraTesting
import Testing

@Suite("assertStories")
struct AssertStoriesTests {
    /// A folder for one test's references, removed afterwards.
    final class Sandbox {
        let folder: URL
        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("stories-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(at: folder) }
        /// The test file the references sit beside.
        var testFile: String { folder.appendingPathComponent("WalletTests.swift").path }
        var references: [String] {
            let path = folder.appendingPathComponent("__Snapshots__/WalletTests").path
            return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        }
    }

    static func wallet(caption: String) -> StoryBook {
        StoryBook("Wallet") {
            Story("Balance card") { Text(caption).textRole(.caption) }
            Story("Pay button", code: "Button(\"Pay\") { }.buttonStyle(.tessera(.primary))") {
                Button("Pay") {}.buttonStyle(.tessera(.primary))
            }
        }
    }

    /// What `assertStories(book, …)` beside `sandbox`'s test file would report.
    static func failures(
        _ book: StoryBook, _ sandbox: Sandbox, record: SnapshotRecordMode,
        galleryCommand: String = "swift run gallery"
    ) -> [String] {
        storyFailures(
            book, format: .ansi, record: record, galleryCommand: galleryCommand, filePath: sandbox.testFile,
            environment: [:])
    }

    @Test("records one reference per story and mode, fails until reviewed, then passes")
    func recordsThenPasses() throws {
        let sandbox = try Sandbox()
        let first = Self.failures(Self.wallet(caption: "Balance"), sandbox, record: .missing)
        #expect(first.count == 8, "2 stories × 4 modes")
        #expect(first.allSatisfy { $0.contains("No reference yet") })
        #expect(sandbox.references.count == 8)
        #expect(sandbox.references.contains("wallet.pay-button.default.light.16.80x24.regular.ansi"))
        #expect(Self.failures(Self.wallet(caption: "Balance"), sandbox, record: .never).isEmpty)
    }

    @Test("a changed story fails with a diff naming the story, the mode and the deep link")
    func changeFails() throws {
        let sandbox = try Sandbox()
        _ = Self.failures(Self.wallet(caption: "Balance"), sandbox, record: .missing)
        let failures = Self.failures(
            Self.wallet(caption: "Balance due"), sandbox, record: .never,
            galleryCommand: "swift run wallet-gallery")
        #expect(failures.count == 4, "the balance card in each of its modes; the pay button is unchanged")
        let dark = try #require(failures.first { $0.contains("mode default.dark.truecolor.80x24.regular") })
        #expect(dark.hasPrefix("Story wallet/balance-card, mode default.dark.truecolor.80x24.regular:"))
        #expect(dark.contains("+ BALANCE DUE"))
        #expect(
            dark.contains(
                "swift run wallet-gallery --story wallet/balance-card --theme default --scheme dark --colors truecolor --density regular"))
    }

    @Test("assertStories reports through Swift Testing")
    func reports() {
        withKnownIssue {
            assertStories(StoryBook("Empty") {}, record: .never)
        }
    }

    @Test("a failed check fails the story unless it opts out")
    func checksFail() throws {
        let sandbox = try Sandbox()
        let tall = { (story: Story) in StoryBook("Tall", modes: StoryModes([StoryMode(size: TerminalSize(columns: 20, rows: 3))])) { story }
        }
        let story = Story("List") { VStack(spacing: 0) { ForEach(0..<6, id: \.self) { Text("row \($0)") } } }
        let failures = Self.failures(tall(story), sandbox, record: .missing)
        #expect(failures.count == 1)
        #expect(failures.first?.contains("Check clipping: the story needs 5×6 cells; the mode gives 20×3") == true, "\(failures)")
        let waived = Self.failures(tall(story.allowing(.clipping, because: "shows the cut")), sandbox, record: .never)
        #expect(waived.isEmpty, "\(waived)")
    }

    @Test("an empty book is a failure, not a pass")
    func emptyBook() throws {
        let sandbox = try Sandbox()
        let failures = Self.failures(StoryBook("Empty") {}, sandbox, record: .never)
        #expect(failures == ["The book empty has no stories."])
    }
}
