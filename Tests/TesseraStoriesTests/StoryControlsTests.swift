import Foundation
import Synchronization
import Tessera
import TesseraStories
import Testing

/// Controls: typed values with defaults, bounds, the call site for the values, and the action log.
@Suite struct StoryControlsTests {
    enum Size: CaseIterable { case small, medium, large }

    static let story = Story("Pay", code: "Button($(title), action: { }).size($(size)).count($(item-count)).off($(off))") { controls in
        let title = controls.text("Title", default: "Pay")
        let size = controls.choice("Size", Size.allCases, default: .medium)
        let count = controls.integer("Item count", default: 3, in: 1...9)
        let off = controls.toggle("Off", default: false)
        Button("\(title) \(size) \(count) \(off)", action: controls.action("pay"))
    }

    @Test func declaresEachInputWithItsArgumentAndDefault() {
        #expect(
            Self.story.controls == [
                StoryControl("Title", .text(default: "Pay")),
                StoryControl("Size", .choice(cases: ["small", "medium", "large"], default: "medium")),
                StoryControl("Item count", .integer(default: 3, range: 1...9)),
                StoryControl("Off", .toggle(default: false)),
            ])
        #expect(Self.story.controls.map(\.argument) == ["title", "size", "item-count", "off"])
        #expect(Story("Plain") { Text("a") }.controls.isEmpty)
    }

    @Test func valuesComeBackTypedAndUnsuitableOnesFallBackToTheDefault() {
        let controls = StoryControls(values: ["title": .text("Send"), "size": .choice("large"), "item-count": .integer(9)])
        #expect(controls.text("Title", default: "Pay") == "Send")
        #expect(controls.choice("Size", Size.allCases, default: .medium) == .large)
        #expect(controls.integer("Item count", default: 3, in: 1...9) == 9)
        #expect(controls.toggle("Off", default: true) == true, "not set: the default")
        let odd = StoryControls(values: ["title": .toggle(true), "size": .choice("huge"), "item-count": .integer(10)])
        #expect(odd.text("Title", default: "Pay") == "Pay", "a value of another kind")
        #expect(odd.choice("Size", Size.allCases, default: .medium) == .medium, "not among the cases")
        #expect(odd.integer("Item count", default: 3, in: 1...9) == 3, "out of bounds")
        #expect(StoryControls().integer("N", default: 50, in: 1...9) == 9, "a default outside the bounds is brought in")
        #expect(StoryControls(values: ["title": .text("a\u{1b}[2J")]).text("Title", default: "Pay") == "Pay")
    }

    @Test func theCallSiteShowsTheValuesAsSwift() {
        #expect(Self.story.code(with: [:]) == #"Button("Pay", action: { }).size(.medium).count(3).off(false)"#)
        let values: [String: StoryControlValue] = ["title": .text(#"Say "hi" \ bye"#), "size": .choice("small"), "off": .toggle(true)]
        #expect(Self.story.code(with: values) == #"Button("Say \"hi\" \\ bye", action: { }).size(.small).count(3).off(true)"#)
        let unknown = Story("U", code: "Text($(nothing)) $(") { controls in Text(controls.text("Some", default: "x")) }
        #expect(unknown.code(with: [:]) == "Text($(nothing)) $(", "a placeholder naming no input is kept")
    }

    @Test func theLogRecordsEachCallWithItsCountAndTime() {
        let clock = Mutex(0.0)
        let log = StoryActionLog(now: {
            clock.withLock {
                $0 += 1; return Date(timeIntervalSince1970: $0)
            }
        })
        let controls = StoryControls(actions: log)
        let pay = controls.action("pay")
        pay()
        controls.action("cancel")()
        pay()
        #expect(log.calls.map(\.name) == ["pay", "cancel", "pay"])
        #expect(log.calls.map(\.count) == [1, 1, 2])
        #expect(log.calls.map(\.time.timeIntervalSince1970) == [1, 2, 3])
        #expect(log.count(of: "pay") == 2 && log.count(of: "other") == 0)
        log.clear()
        #expect(log.calls.isEmpty)
    }

    @Test func pressingTheStorysButtonRecordsItsAction() {
        let controls = StoryControls()
        let host = ViewHost(StoryCanvas(Self.story, controls: controls))
        _ = host.renderSettled(size: TerminalSize(columns: 40, rows: 5))
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.enter)))
        host.handle(.key(KeyPress(.character(" "))))
        #expect(controls.actions.calls.map(\.name) == ["pay", "pay"])
    }
}
