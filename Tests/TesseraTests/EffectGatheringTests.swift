import Testing

@testable import Tessera

/// What views ask of a frame (`onAppear`, tasks, presentations, focus observers) is gathered from
/// the records, skipping subtrees that asked nothing and have not changed since; a frame in which
/// only views that asked nothing resolve, and still ask nothing, keeps the last gathering. A
/// subtree that starts asking — a view deep inside that resolves alone, a lazy row that comes on
/// screen — is walked again.
@Suite struct EffectGatheringTests {
    final class Count { var value = 0 }

    struct Leaf: View {
        let count: Count
        @State private var shows = false
        var body: some View {
            VStack(alignment: .leading) {
                Button("Show") { shows = true }
                if shows { Text("shown").onAppear { count.value += 1 } }
            }
        }
    }

    struct Middle: View {
        let count: Count
        var body: some View {
            VStack(alignment: .leading) {
                Text("middle")
                Leaf(count: count)
            }
        }
    }

    private let size = TerminalSize(columns: 20, rows: 6)

    /// A note that asks for things (an `onAppear`, a popover shown all the time) in a record of
    /// its own, beside a switch that asks for nothing.
    struct Note: View {
        let count: Count
        var body: some View {
            Text("note").onAppear { count.value += 1 }.popover(isPresented: true) { Text("tip") }
        }
    }

    struct NoteAndSwitch: View {
        let count: Count
        @State private var isOn = false
        var body: some View {
            VStack(alignment: .leading) {
                Text("")
                Note(count: count)
                Toggle("Switch", isOn: $isOn)
            }
        }
    }

    @Test func aFrameInWhichOnlyViewsThatAskNothingResolveKeepsWhatTheOthersAsked() {
        let count = Count()
        let host = ViewHost(ThemeProvider(.default) { NoteAndSwitch(count: count) })
        let size = TerminalSize(columns: 24, rows: 6)
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.tab)))
        var rows = rowsOf(host.renderSettled(size: size))
        #expect(host.focusedLabel == "Switch")
        #expect(rows.contains { $0.contains("tip") }, "\(rows)")
        for _ in 0..<3 {
            let gatherings = host.graph.effectGatherings
            host.handle(.key(KeyPress(.character(" "))))
            rows = rowsOf(host.renderSettled(size: size))
            // Only the switch resolved: the frame kept what the note asked without walking the
            // records for it — its popover is still shown and its `onAppear` has not run again.
            #expect(host.graph.effectGatherings == gatherings, "\(host.graph.effectGatherings - gatherings) gatherings")
            #expect(rows.contains { $0.contains("tip") }, "\(rows)")
            // (Verifying resolves everything again, and gathers.)
            #expect(host.verifyLastFrame() == nil, "the last frame is what resolving everything draws")
        }
        #expect(count.value == 1)
    }

    @Test func aViewDeepInsideThatStartsAskingIsHeard() {
        let count = Count()
        let host = ViewHost(
            VStack {
                Text("top"); Middle(count: count)
            })
        _ = host.renderSettled(size: size)
        _ = host.renderSettled(size: size)
        #expect(count.value == 0)
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.enter)))
        let rows = rowsOf(host.renderSettled(size: size))
        #expect(rows.contains { $0.contains("shown") }, "\(rows)")
        _ = host.renderSettled(size: size)
        #expect(count.value == 1, "the leaf resolved alone, below records that had asked nothing")
    }

    /// Forty rows in a lazy stack; only row 30 asks for anything.
    struct Feed: View {
        let count: Count
        var body: some View {
            ScrollView(showsIndicators: false) {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<40) { index in
                        if index == 30 {
                            Text("row \(index)").onAppear { count.value += 1 }
                        } else {
                            Text("row \(index)")
                        }
                    }
                }
            }
        }
    }

    /// The feed one record below the screen's, so the records above the rows' owner were marked too.
    struct Screen: View {
        let count: Count
        var body: some View { Feed(count: count) }
    }

    @Test func aLazyRowThatComesOnScreenIsHeard() {
        let count = Count()
        let view = Screen(count: count)
        let host = ViewHost(view)
        let small = TerminalSize(columns: 12, rows: 4)
        _ = host.renderSettled(size: small)
        _ = host.renderSettled(size: small)
        #expect(count.value == 0)
        for _ in 0..<9 { host.handle(.mouse(MouseEvent(.wheelDown, at: Point(x: 1, y: 1)))) }
        let rows = rowsOf(host.renderSettled(size: small))
        #expect(rows.contains("row 30"), "\(rows)")
        host.handle(.mouse(MouseEvent(.wheelDown, at: Point(x: 1, y: 1))))
        _ = host.renderSettled(size: small)
        #expect(count.value == 1, "the row came on screen under a stack whose rows had asked nothing")
    }
}
