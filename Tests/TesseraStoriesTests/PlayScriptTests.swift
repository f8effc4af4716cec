import Foundation
import TesseraStories
import TesseraTesting
import Testing

/// Play scripts: steps played headlessly, one reference per step.
@Suite("Play scripts")
struct PlayScriptTests {
    typealias Sandbox = AssertStoriesTests.Sandbox

    static let oneMode = StoryModes([StoryMode(size: TerminalSize(columns: 30, rows: 8))])

    static func signUp(_ steps: PlayStep...) -> StoryBook {
        let story = Story("Sign up") {
            StoryState("") { $name in
                VStack(alignment: .leading, spacing: 0) {
                    TextField("Name", text: $name)
                    Text(name.isEmpty ? "nobody yet" : "hello \(name)")
                }
            }
        }
        return StoryBook("Forms", modes: oneMode) { story.play(steps) }
    }

    @Test("each step is played and drawn in order")
    func stepsInOrder() {
        let book = Self.signUp(.press(.tab), .type("Ada"), .press(.backspace))
        let playback = StoryPlayback(book.stories[0].story, in: Self.oneMode.all[0])
        let text = playback.steps.map { $0.frame.serialized(as: .text) }
        #expect(playback.start.serialized(as: .text).contains("nobody yet"))
        #expect(text.count == 3)
        #expect(text[0].contains("nobody yet"))
        #expect(text[1].contains("hello Ada"))
        #expect(text[2].contains("hello Ad") && !text[2].contains("hello Ada"))
        #expect(playback.steps.allSatisfy { $0.problem == nil })
    }

    @Test("assertStories records one reference per step and passes once reviewed")
    func recordsPerStep() throws {
        let sandbox = try Sandbox()
        let book = Self.signUp(.press(.tab), .type("Ada"))
        let first = AssertStoriesTests.failures(book, sandbox, record: .missing)
        #expect(first.count == 1)
        #expect(
            sandbox.references == [
                "forms.sign-up.default.light.truecolor.30x8.regular.ansi",
                "forms.sign-up.default.light.truecolor.30x8.regular.step-1.ansi",
                "forms.sign-up.default.light.truecolor.30x8.regular.step-2.ansi",
            ])
        #expect(AssertStoriesTests.failures(book, sandbox, record: .never).isEmpty)
        let changed = AssertStoriesTests.failures(Self.signUp(.press(.tab), .type("Bob")), sandbox, record: .never)
        #expect(changed.count == 1)
        #expect(changed.first?.contains("Step 2 (type \"Bob\")") == true, "\(changed)")
        #expect(changed.first?.contains("Step 1") == false)
    }

    @Test("a step that cannot be done fails naming the step, and the rest still run")
    func missingLabel() throws {
        let sandbox = try Sandbox()
        let book = Self.signUp(.click("Submit"), .press(.tab), .type("x"))
        let failures = AssertStoriesTests.failures(book, sandbox, record: .missing)
        let message = try #require(failures.first)
        #expect(message.contains("Step 1 (click \"Submit\") could not be done: \"Submit\" is not on the 30×8 screen."), "\(message)")
        let playback = StoryPlayback(book.stories[0].story, in: Self.oneMode.all[0])
        #expect(playback.steps[2].frame.serialized(as: .text).contains("hello x"))
    }

    @Test("a modal opened by a step is drawn over the whole mode")
    func modalStep() {
        struct Confirm: View {
            @State private var asking = false
            var body: some View {
                Button("Delete") { asking = true }
                    .alert(isPresented: $asking) { Alert(title: "Sure?", actions: [AlertAction("Cancel", role: .cancel)]) }
            }
        }
        let story = Story("Delete") { Confirm() }.play(.click("Delete"), .press(.escape))
        let playback = StoryPlayback(story, in: Self.oneMode.all[0])
        #expect(playback.start.buffer.size.rows < 8)
        #expect(playback.steps[0].frame.buffer.size == TerminalSize(columns: 30, rows: 8))
        #expect(playback.steps[0].frame.serialized(as: .text).contains("Sure?"))
        #expect(!playback.steps[1].frame.serialized(as: .text).contains("Sure?"))
    }

    @Test("actions called by the script are what .expecting(actions:) checks")
    func actionsFromTheScript() throws {
        let story = Story("Pay") { controls in
            Button("Pay", action: controls.action("pay"))
        }
        let book = { (expected: [String]) in
            StoryBook("Shop", modes: Self.oneMode) { story.play(.press(.tab), .press(.enter), .click("Pay")).expecting(actions: expected) }
        }
        let sandbox = try Sandbox()
        _ = AssertStoriesTests.failures(book(["pay", "pay"]), sandbox, record: .missing)
        #expect(AssertStoriesTests.failures(book(["pay", "pay"]), sandbox, record: .never).isEmpty)
        let wrong = AssertStoriesTests.failures(book(["pay"]), sandbox, record: .never)
        #expect(wrong.first?.contains("Actions: expected [pay], called [pay, pay]") == true, "\(wrong)")
        let playback = StoryPlayback(story.play(.press(.tab), .press(.enter)), in: Self.oneMode.all[0])
        #expect(playback.controls.actions.calls.map(\.name) == ["pay"])
    }

    @Test("steps describe themselves for the gallery, escapes included")
    func descriptions() {
        #expect(PlayStep.press(.tab).description == "press Tab")
        #expect(PlayStep.press(.character("k"), modifiers: .control).description == "press Ctrl-k")
        #expect(PlayStep.press(.right, times: 7).description == "press → ×7")
        #expect(PlayStep.type("Ada").description == "type \"Ada\"")
        #expect(PlayStep.click("Pay").description == "click \"Pay\"")
        #expect(PlayStep.wait(.milliseconds(500)).description == "wait 500 ms")
        #expect(!PlayStep.type("\u{1B}[2J").description.contains("\u{1B}"))
    }
}
