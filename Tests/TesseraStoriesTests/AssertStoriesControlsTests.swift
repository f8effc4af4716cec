import Foundation
import TesseraStories
import TesseraTesting
import Testing

/// `assertStories` with controls: the defaults, one reference per arg set the story asks for, and
/// the actions it expects.
@Suite("assertStories with controls")
struct AssertStoriesControlsTests {
    typealias Sandbox = AssertStoriesTests.Sandbox

    static let lightOnly = StoryModes([StoryMode()])

    static func book(_ story: Story) -> StoryBook {
        StoryBook("Wallet", modes: lightOnly) { story }
    }

    static let pay = Story("Pay", code: "Button($(title), action: { })") { controls in
        let title = controls.text("Title", default: "Pay")
        let variant = controls.choice("Variant", ButtonVariant.allCases, default: .primary)
        Button(title, action: controls.action("pay")).buttonStyle(.tessera(variant))
    }

    @Test("each arg set records its own reference, named by its args, drawn with its values")
    func oneReferencePerArgSet() throws {
        let sandbox = try Sandbox()
        let story = Self.pay.snapshotting(args: "title=Send,variant=negative", "title=Go")
        let first = AssertStoriesTests.failures(Self.book(story), sandbox, record: .missing)
        #expect(first.count == 3, "the defaults and two arg sets: \(first)")
        #expect(
            sandbox.references == [
                "wallet.pay.default.light.truecolor.80x24.regular.ansi",
                "wallet.pay.with-title-go.default.light.truecolor.80x24.regular.ansi",
                "wallet.pay.with-title-send-variant-negative.default.light.truecolor.80x24.regular.ansi",
            ])
        let folder = sandbox.folder.appendingPathComponent("__Snapshots__/WalletTests")
        let send = try String(contentsOf: folder.appendingPathComponent(sandbox.references[2]), encoding: .utf8)
        let plain = try String(contentsOf: folder.appendingPathComponent(sandbox.references[0]), encoding: .utf8)
        #expect(send.contains("Send") && !send.contains("Pay"))
        #expect(plain.contains("Pay") && !plain.contains("Send"))
        #expect(AssertStoriesTests.failures(Self.book(story), sandbox, record: .never).isEmpty)
        // Another arg set is another reference: recording it leaves the others as they were.
        let changed = Self.pay.snapshotting(args: "title=Send,variant=positive", "title=Go")
        _ = AssertStoriesTests.failures(Self.book(Self.pay.snapshotting(args: "title=Send,variant=positive")), sandbox, record: .missing)
        let failures = AssertStoriesTests.failures(Self.book(changed), sandbox, record: .never)
        #expect(failures.isEmpty, "the new set got its own reference: \(failures)")
    }

    @Test("a bad arg set is a failure naming the story and the arg, not a crash")
    func badArgSet() throws {
        let sandbox = try Sandbox()
        let failures = AssertStoriesTests.failures(Self.book(Self.pay.snapshotting(args: "colour=\u{1b}[31m")), sandbox, record: .missing)
        #expect(
            failures == [#"Story wallet/pay: snapshot args "colour=\u{1b}[31m": unknown arg "colour": this story takes title, variant"#])
    }

    @Test("a failing arg set's message gives --args in its deep link")
    func argSetDeepLink() throws {
        let sandbox = try Sandbox()
        let story = Self.pay.snapshotting(args: "title=Send now")
        _ = AssertStoriesTests.failures(Self.book(story), sandbox, record: .missing)
        let moved = Story("Pay", code: "Button($(title), action: { })") { controls in
            let title = controls.text("Title", default: "Pay")
            Text("»").bold()
            Button(title, action: controls.action("pay"))
        }.snapshotting(args: "title=Send now")
        let failures = AssertStoriesTests.failures(Self.book(moved), sandbox, record: .never)
        #expect(failures.count == 2)
        #expect(failures.last?.contains("--story wallet/pay --args 'title=Send now' --theme default") == true, "\(failures)")
    }

    @Test("expected actions pass when the story called them, and fail naming both lists")
    func expectedActions() throws {
        let sandbox = try Sandbox()
        let shown = Story("Shown") { controls in
            Text("hello").onAppear(perform: controls.action("appeared"))
        }
        #expect(
            AssertStoriesTests.failures(Self.book(shown.expecting(actions: ["appeared"])), sandbox, record: .missing)
                .allSatisfy { !$0.contains("Actions:") })
        let failures = AssertStoriesTests.failures(Self.book(shown.expecting(actions: ["pay"])), sandbox, record: .never)
        #expect(failures.count == 1)
        #expect(failures.first?.contains("Actions: expected [pay], called [appeared]") == true, "\(failures)")
    }
}
