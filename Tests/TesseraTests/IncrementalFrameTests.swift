import Observation
import Testing

@testable import Tessera

/// A frame evaluates only the views whose inputs changed — their state, the observed properties
/// they read, their environment, the focused control, or their parent's arguments — and draws
/// again only the rows that changed; what it shows is always what resolving everything shows.
@Suite struct IncrementalFrameTests {
    /// Counts body evaluations by view name.
    final class Evaluations {
        var counts: [String: Int] = [:]
        func note(_ name: String) { counts[name, default: 0] += 1 }
        func reset() { counts = [:] }
    }

    @Observable final class Model {
        var title = "one"
        var other = "x"
    }

    /// Two labels' texts.
    @Observable final class Pair {
        var first = "aa"
        var second = "bb"
    }

    /// The first of the rows a list shows.
    @Observable final class Rows {
        var first = 0
    }

    struct Leaf: View {
        let name: String
        let evaluations: Evaluations
        @State private var taps = 0
        var body: some View {
            evaluations.note(name)
            return Button("\(name) \(taps)") { taps += 1 }
        }
    }

    struct Reader: View {
        let evaluations: Evaluations
        let model: Model
        var body: some View {
            evaluations.note("reader")
            return Text(model.title)
        }
    }

    struct Screen: View {
        let evaluations: Evaluations
        let model: Model
        var body: some View {
            evaluations.note("screen")
            return VStack(alignment: .leading) {
                Leaf(name: "a", evaluations: evaluations)
                Leaf(name: "b", evaluations: evaluations)
                Reader(evaluations: evaluations, model: model)
            }
        }
    }

    private let size = TerminalSize(columns: 20, rows: 4)

    private func host(_ evaluations: Evaluations, _ model: Model = Model()) -> ViewHost {
        let host = ViewHost(Screen(evaluations: evaluations, model: model))
        _ = host.renderSettled(size: size)
        evaluations.reset()
        return host
    }

    /// Draws `host`, focuses its first control, forgets the evaluations so far, presses Enter on
    /// the control, and returns the settled frame.
    private func pressFirstControl(_ host: ViewHost, _ evaluations: Evaluations) -> CellBuffer {
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.tab)))
        _ = host.renderSettled(size: size)
        evaluations.reset()
        host.handle(.key(KeyPress(.enter)))
        return host.renderSettled(size: size)
    }

    private func text(_ buffer: CellBuffer) -> [String] {
        (0..<buffer.rows).map { String(buffer.row($0).map(\.grapheme)) }
    }

    @Test func aStateChangeEvaluatesOnlyTheViewThatOwnsIt() {
        let evaluations = Evaluations()
        let host = host(evaluations)
        host.handle(.key(KeyPress(.tab)))
        _ = host.renderSettled(size: size)
        evaluations.reset()
        host.handle(.key(KeyPress(.enter)))   // taps a's button: a's @State changes
        let frame = host.renderSettled(size: size)
        #expect(text(frame)[0].contains("a 1"), "\(text(frame))")
        #expect(evaluations.counts == ["a": 1], "only a's body: \(evaluations.counts)")
        #expect(host.verifyLastFrame() == nil, "the last frame is what resolving everything draws")
    }

    /// Owns two states and hands both on as bindings; its body reads neither.
    struct FlagOwner: View {
        let evaluations: Evaluations
        @State private var flag = false
        @State private var bumps = 0
        var body: some View {
            evaluations.note("owner")
            return VStack(alignment: .leading) {
                FlagReader(isOn: $flag, evaluations: evaluations)
                Bumper(count: $bumps, evaluations: evaluations)
            }
        }
    }

    /// Changes the count it is bound to without reading it in its body.
    struct Bumper: View {
        @Binding var count: Int
        let evaluations: Evaluations
        var body: some View {
            evaluations.note("bumper")
            return Button("bump") { count += 1 }
        }
    }

    struct FlagReader: View {
        @Binding var isOn: Bool
        let evaluations: Evaluations
        var body: some View {
            evaluations.note("flag reader")
            return Button(isOn ? "flag on" : "flag off") { isOn.toggle() }
        }
    }

    @Test func aStateChangeEvaluatesOnlyTheViewsWhoseBodiesReadIt() {
        let evaluations = Evaluations()
        let host = ViewHost(FlagOwner(evaluations: evaluations))
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.tab)))
        _ = host.renderSettled(size: size)
        evaluations.reset()
        host.handle(.key(KeyPress(.enter)))   // flips the owner's flag through the binding
        var frame = host.renderSettled(size: size)
        #expect(text(frame)[0].contains("flag on"), "\(text(frame))")
        #expect(evaluations.counts == ["flag reader": 1], "only the reader's body: \(evaluations.counts)")
        #expect(host.verifyLastFrame() == nil, "the last frame is what resolving everything draws")

        host.handle(.key(KeyPress(.tab)))
        _ = host.renderSettled(size: size)
        evaluations.reset()
        host.handle(.key(KeyPress(.enter)))   // bumps a state that no body reads
        frame = host.renderSettled(size: size)
        // The bumper resolves again because its button took the input and no body read what the
        // action changed (the view that made the control shows an untracked change that way,
        // below); the owner does not.
        #expect(evaluations.counts == ["bumper": 1], "no body read it: \(evaluations.counts)")
        #expect(host.verifyLastFrame() == nil)
    }

    /// Writes a value nothing tracks (a binding into a plain class) and shows it.
    final class Untracked {
        var taps = 0
    }

    struct UntrackedCounter: View {
        let storage: Untracked
        let evaluations: Evaluations
        var body: some View {
            evaluations.note("counter")
            let storage = self.storage
            return VStack(alignment: .leading) {
                Text("taps \(storage.taps)")
                Button("tap") { storage.taps += 1 }
            }
        }
    }

    /// A control's action that changes only what nothing tracks still shows: the view that made
    /// the control resolves again with it (a tracked change resolves only its readers, above).
    @Test func anUntrackedChangeResolvesTheViewThatMadeTheControl() {
        let evaluations = Evaluations()
        let storage = Untracked()
        let host = ViewHost(UntrackedCounter(storage: storage, evaluations: evaluations))
        let frame = pressFirstControl(host, evaluations)
        #expect(storage.taps == 1)
        #expect(text(frame)[0].hasPrefix("taps 1"), "\(text(frame))")
        #expect(evaluations.counts == ["counter": 1])
        #expect(host.verifyLastFrame() == nil)
    }

    @Test func anObservedChangeEvaluatesOnlyTheViewThatReadIt() {
        let evaluations = Evaluations()
        let model = Model()
        let host = host(evaluations, model)
        model.title = "two"
        let frame = host.renderSettled(size: size)
        #expect(text(frame)[2].hasPrefix("two"))
        #expect(evaluations.counts == ["reader": 1], "only the reader's body: \(evaluations.counts)")
        model.other = "y"   // nobody read it: no frame is needed
        #expect(!host.needsRender)
        #expect(host.verifyLastFrame() == nil, "the last frame is what resolving everything draws")
    }

    /// A control resolves in a record of its own, so a focus move resolves the two buttons and
    /// none of the views around them.
    @Test func aFocusMoveEvaluatesOnlyTheTwoControls() {
        let evaluations = Evaluations()
        let host = host(evaluations)
        host.handle(.key(KeyPress(.tab)))
        _ = host.renderSettled(size: size)
        #expect(host.focusedLabel == "a 0")
        #expect(evaluations.counts == [:], "focus came to a: \(evaluations.counts)")
        host.handle(.key(KeyPress(.tab)))
        _ = host.renderSettled(size: size)
        #expect(host.focusedLabel == "b 0")
        #expect(evaluations.counts == [:], "focus left a for b: \(evaluations.counts)")
        #expect(host.verifyLastFrame() == nil, "the last frame is what resolving everything draws")
    }

    @Test func aChangedArgumentEvaluatesTheChildAndAnUnchangedOneDoesNot() {
        struct Parent: View {
            let evaluations: Evaluations
            @State private var count = 0
            var body: some View {
                evaluations.note("parent")
                return VStack {
                    Counter(value: count, evaluations: evaluations)
                    Fixed(evaluations: evaluations)
                    Button("more") { count += 1 }
                }
            }
        }
        struct Counter: View {
            let value: Int
            let evaluations: Evaluations
            var body: some View {
                evaluations.note("counter")
                return Text("value \(value)")
            }
        }
        struct Fixed: View {
            let evaluations: Evaluations
            var body: some View {
                evaluations.note("fixed")
                return Text("fixed")
            }
        }
        let evaluations = Evaluations()
        let host = ViewHost(Parent(evaluations: evaluations))
        let frame = pressFirstControl(host, evaluations)
        #expect(text(frame).contains { $0.contains("value 1") })
        #expect(evaluations.counts["parent"] == 1 && evaluations.counts["counter"] == 1)
        #expect(evaluations.counts["fixed"] == nil, "an unchanged child keeps its nodes: \(evaluations.counts)")
        #expect(host.verifyLastFrame() == nil, "the last frame is what resolving everything draws")
    }

    @Test func anEnvironmentChangeReachesEveryViewBelowIt() {
        struct Parent: View {
            let evaluations: Evaluations
            @State private var disabled = false
            var body: some View {
                VStack {
                    Leaf(name: "a", evaluations: evaluations)
                    Button("switch") { disabled.toggle() }
                }
                .disabled(disabled)
            }
        }
        let evaluations = Evaluations()
        let host = ViewHost(Parent(evaluations: evaluations))
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.tab)))
        _ = host.renderSettled(size: size)
        evaluations.reset()
        host.handle(.key(KeyPress(.enter)))   // disables the subtree
        _ = host.renderSettled(size: size)
        #expect(evaluations.counts["a"] == 1, "a reads isEnabled through its button: \(evaluations.counts)")
        #expect(host.focusOrderLabels.isEmpty, "everything is disabled")
        #expect(host.verifyLastFrame() == nil, "the last frame is what resolving everything draws")
    }

    @Test func aBodyWhoseNodeCountChangesIsLaidOutAsIfInline() {
        struct Rows: View {
            let count: Int
            var body: some View {
                ForEach(0..<count) { Text("row \($0)") }
            }
        }
        struct Parent: View {
            @State private var count = 1
            var body: some View {
                VStack(alignment: .leading, spacing: 1) {
                    Button("add") { count += 1 }
                    Rows(count: count)
                    Text("end")
                }
            }
        }
        let host = ViewHost(Parent())
        let size = TerminalSize(columns: 10, rows: 9)
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.enter)))
        let frame = host.renderSettled(size: size)
        // The rows of `Rows` are the stack's own children: one row apart, as inline.
        #expect(
            Array(text(frame).map { $0.trimmingTrailing() }.dropFirst()) == ["", "row 0", "", "row 1", "", "end", "", ""],
            "\(text(frame))")
        #expect(host.verifyLastFrame() == nil, "the last frame is what resolving everything draws")
    }

    /// Two labels in one row whose text changes in the same frame, one keeping its width and one
    /// growing, in either order: a walk up from the first to settle must not stop the second's.
    @Test(arguments: [true, false])
    func siblingsChangedInOneFrameAreLaidOutAsResolvingEverythingLaysThemOut(firstGrows: Bool) {
        struct Label: View {
            let pair: Pair
            let first: Bool
            var body: some View { Text(first ? pair.first : pair.second) }
        }
        struct Row: View {
            let pair: Pair
            var body: some View {
                VStack(alignment: .leading) {
                    HStack(spacing: 1) {
                        Label(pair: pair, first: true)
                        Label(pair: pair, first: false)
                        Text("|")
                    }
                    Text("end")
                }
            }
        }
        let pair = Pair()
        let host = ViewHost(Row(pair: pair))
        let size = TerminalSize(columns: 20, rows: 2)
        _ = host.renderSettled(size: size)
        if firstGrows {
            (pair.first, pair.second) = ("aaaa", "cc")
        } else {
            (pair.first, pair.second) = ("dd", "bbbb")
        }
        let frame = host.render(size: size)
        #expect(text(frame)[0].trimmingTrailing() == (firstGrows ? "aaaa cc |" : "dd bbbb |"), "\(text(frame))")
        #expect(host.verifyLastFrame() == nil, "the last frame is what resolving everything draws")
    }

    @Test func aSmallChangeDrawsOnlyItsRows() {
        let evaluations = Evaluations()
        let model = Model()
        let host = host(evaluations, model)
        model.title = "two"
        _ = host.render(size: size)
        #expect(host.lastFrameTrace.drawnRows == 1, "only the reader's row: \(String(describing: host.lastFrameTrace.drawnRows))")
        #expect(host.verifyLastFrame() == nil, "the last frame is what resolving everything draws")
    }

    /// A frame draws the damaged area, not its whole rows: the rest of the row is the last
    /// frame's, so a timeline beside the change, which is not drawn, still asks for its beats.
    @Test func aChangeBesideATimelineDrawsOnlyItsAreaAndTheTimelineKeepsItsBeats() {
        let model = Model()
        let host = ViewHost(
            HStack(spacing: 2) {
                TimelineView(interval: 100) { beat in Text("beat \(beat)") }
                Reader(evaluations: Evaluations(), model: model)
            })
        _ = host.renderSettled(size: size)
        host.time = 50
        model.title = "two"
        let buffer = host.render(size: size)
        #expect(text(buffer)[0].hasPrefix("beat 0  two"), "\(text(buffer))")
        #expect(host.animationInterval == 100, "the timeline beside the change is still on screen")
        #expect(host.verifyLastFrame() == nil)
        host.time = 100
        #expect(text(host.render(size: size))[0].hasPrefix("beat 1  two"))
    }

    /// An area drawn again never starts or ends inside a wide glyph: where its edge would, it
    /// takes the whole glyph (what shows is what drawing everything shows). Here a letter under
    /// wide glyphs changes, at each column of the first two glyphs.
    @Test(arguments: [0, 1, 2, 3])
    func aDamagedAreaTakesTheWholeWideGlyphsAtItsEdges(column: Int) {
        // Only the letter's own record resolves again: the damage is its one cell.
        struct Letter: View {
            let model: Model
            var body: some View { Text(model.title == "one" ? "a" : "b") }
        }
        // The letter changes under the wide glyphs drawn in front of it.
        struct Marked: View {
            let model: Model
            let column: Int
            var body: some View {
                HStack(spacing: 0) {
                    Text(String(repeating: " ", count: column))
                    Letter(model: model)
                    Text(String(repeating: " ", count: 7 - column))
                }
                .overlay(alignment: .leading) { Text("漢字かな") }
            }
        }
        let model = Model()
        let host = ViewHost(VStack(alignment: .leading) { Marked(model: model, column: column) })
        _ = host.renderSettled(size: size)
        model.title = "two"
        let buffer = host.render(size: size)
        #expect(host.lastFrameTrace.drawnRows == 1)
        #expect(host.verifyLastFrame() == nil, "column \(column): \(text(buffer)[0])")
    }

    @Test func aTimelineTheFrameDoesNotDrawStillAsksForItsBeats() {
        let model = Model()
        let host = ViewHost(
            VStack(alignment: .leading, spacing: 0) {
                TimelineView(interval: 100) { beat in Text("beat \(beat)") }
                Reader(evaluations: Evaluations(), model: model)
            })
        var buffer = host.renderSettled(size: size)
        #expect(host.animationInterval == 100)
        // Time passes within the beat and the reader's row changes: only that row is drawn.
        host.time = 50
        model.title = "two"
        _ = host.render(size: size)
        #expect(host.lastFrameTrace.drawnRows == 1)
        #expect(host.animationInterval == 100, "the timeline it left alone is still on screen")
        host.time = 100
        buffer = host.render(size: size)
        #expect(text(buffer)[0].hasPrefix("beat 1"))
    }

    struct BoundSwitch: View {
        @Binding var isOn: Bool
        let evaluations: Evaluations
        var body: some View {
            evaluations.note("switch")
            return Toggle("Wi-Fi", isOn: $isOn)
        }
    }

    struct Owner: View {
        let evaluations: Evaluations
        @State private var isOn = false
        @State private var count = 0
        var body: some View {
            evaluations.note("owner")
            return VStack(alignment: .leading, spacing: 0) {
                Button("Count \(count)") { count += 1 }
                BoundSwitch(isOn: $isOn, evaluations: evaluations)
            }
        }
    }

    @Test func aViewHandedABindingResolvesAgainOnlyWhenItsValueChanges() {
        let evaluations = Evaluations()
        let host = ViewHost(Owner(evaluations: evaluations))
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.tab)))   // focuses the owner's button
        _ = host.renderSettled(size: size)
        evaluations.reset()
        // The owner's other state changes: the owner resolves again; the switch, handed the same
        // binding and the same arguments, does not.
        host.handle(.key(KeyPress(.enter)))
        var buffer = host.renderSettled(size: size)
        #expect(text(buffer)[0].contains("Count 1"))
        #expect(evaluations.counts == ["owner": 1], "\(evaluations.counts)")
        #expect(host.verifyLastFrame() == nil)
        host.handle(.key(KeyPress(.tab)))   // focuses the switch
        _ = host.renderSettled(size: size)
        evaluations.reset()
        // The value changes through the binding: the toggle, which read it, resolves again in its
        // own record and shows it; the view around it only passed the binding on.
        let before = text(buffer)
        host.handle(.key(KeyPress(.character(" "))))
        buffer = host.renderSettled(size: size)
        #expect(evaluations.counts.isEmpty, "\(evaluations.counts)")
        #expect(text(buffer) != before, "the switch shows its new value")
        #expect(host.verifyLastFrame() == nil, "the switch shows its new value")
    }

    @Test func watchesDoNotPileUpWhileAViewResolvesAgainAndAgain() {
        struct Spinning: View {
            let model: Model
            var body: some View {
                TimelineView(interval: 16) { tick in Text("\(model.title) \(tick)") }
            }
        }
        let model = Model()
        let host = ViewHost(Spinning(model: model))
        for tick in 0..<200 {
            host.time = tick * 16
            _ = host.render(size: size)
        }
        #expect(host.liveObservationWatches <= 3, "watches alive: \(host.liveObservationWatches)")
        model.title = "two"
        host.time += 1
        #expect(String(host.render(size: size).row(0).map(\.grapheme)).hasPrefix("two"))
    }

    /// A view that reads no observable property holds no watch, however often it resolves: its
    /// state's readers are all it needs. One that reads a model holds a few.
    @Test func aViewReadingNoModelHoldsNoWatch() {
        struct Ticking: View {
            var body: some View {
                TimelineView(interval: 16) { tick in Text("tick \(tick)") }
            }
        }
        let host = ViewHost(Ticking())
        for tick in 0..<50 {
            host.time = tick * 16
            _ = host.render(size: size)
        }
        #expect(host.liveObservationWatches == 0, "watches alive: \(host.liveObservationWatches)")
        let model = Model()
        let reading = ViewHost(Reader(evaluations: Evaluations(), model: model))
        _ = reading.render(size: size)
        #expect(reading.liveObservationWatches == 1)
    }

    /// A `@State` value keeps one entry per record that reads it, however often that record
    /// resolves; records let go leave it, so rows that come and go do not pile up in it.
    @Test func stateReadersDoNotPileUpAsViewsResolveAndLeave() {
        struct Row: View {
            let number: Int
            @Binding var shared: Int
            var body: some View { Text("\(number) \(shared)") }
        }
        struct Rotating: View {
            let rows: Rows
            @State private var shared = 0
            var body: some View {
                VStack(alignment: .leading) {
                    Button("bump") { shared += 1 }
                    ForEach(rows.first..<(rows.first + 3), id: \.self) { Row(number: $0, shared: $shared) }
                }
            }
        }
        let rows = Rows()
        let host = ViewHost(Rotating(rows: rows))
        _ = host.renderSettled(size: size)
        #expect(host.stateReaderCounts.live == 3, "the three rows read it; the owner only passed it on")
        for first in 1...200 {
            rows.first = first
            _ = host.renderSettled(size: size)
        }
        #expect(host.stateReaderCounts.live == 3)
        #expect(host.stateReaderCounts.held <= 16, "entries held: \(host.stateReaderCounts.held)")
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.enter)))
        let shown = text(host.renderSettled(size: size))
        #expect(shown[1].hasPrefix("200 1") && shown[3].hasPrefix("202 1"), "\(shown)")
        #expect(host.verifyLastFrame() == nil)
        #expect(host.stateReaderCounts.live == 3, "each row read the new value")
    }

    /// A change made after a body read the value, while its record is still resolving, is not
    /// lost: the record resolves again in the next frame.
    @Test func aChangeWhileTheReaderResolvesMakesItResolveAgain() {
        struct Counting: View {
            @State private var count = 0
            var body: some View {
                let shown = count
                if shown < 3 { count = shown + 1 }
                return Text("count \(shown)")
            }
        }
        let host = ViewHost(Counting())
        let shown = text(host.renderSettled(size: size))
        #expect(shown[0].hasPrefix("count 3"), "\(shown)")
    }

    @Test func stateLivesAsLongAsItsViewIsInTheTree() {
        struct Parent: View {
            let evaluations: Evaluations
            @State private var shows = true
            var body: some View {
                VStack {
                    Button("toggle") { shows.toggle() }
                    if shows { Leaf(name: "a", evaluations: evaluations) }
                }
            }
        }
        let evaluations = Evaluations()
        let host = ViewHost(Parent(evaluations: evaluations))
        _ = host.renderSettled(size: size)
        let withLeaf = host.stateCount
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.enter)))   // hides the leaf
        _ = host.renderSettled(size: size)
        #expect(host.stateCount == withLeaf - 1, "the leaf's state went with it")
        host.handle(.key(KeyPress(.enter)))   // shows it again, fresh
        let frame = host.renderSettled(size: size)
        #expect(text(frame).contains { $0.contains("a 0") })
        #expect(host.verifyLastFrame() == nil, "the last frame is what resolving everything draws")
    }
}

private extension String {
    func trimmingTrailing() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
