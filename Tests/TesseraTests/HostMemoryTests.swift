import Testing

@testable import Tessera

/// A host that goes away takes everything it made with it: its graph, every record and every
/// node. An app keeps one host for its life, but snapshot tests, story checks and the gallery's
/// background checks make one per render, and a cycle from a record through its own nodes back
/// to it kept the record, its nodes and its rows for ever (about 4 KB per host for a list).
@Suite("Host memory")
struct HostMemoryTests {
    /// A user view holding a probe, so its record keeps the probe alive.
    struct Probed: View {
        let probe: LifetimeProbe
        let title: String
        var body: some View { Text(title) }
    }

    /// A record and its observation, watched weakly.
    struct WatchedRecord {
        weak var record: ViewRecord?
        weak var observation: RecordObservation?
    }

    /// Draws the view `makeView` makes in a host of its own at `size`, hands the host to `drive`,
    /// lets the host go, and returns how many probes are still alive.
    private func probesAlive<V: View>(
        _ tally: ProbeTally, size: TerminalSize, _ makeView: () -> V, drive: (ViewHost) -> Void = { _ in }
    ) -> Int {
        var watched: [WatchedRecord] = []
        do {
            let host = ViewHost(makeView())
            _ = host.render(size: size)
            drive(host)
            watched = host.graph.recordsForTesting.map { WatchedRecord(record: $0, observation: $0.observation) }
            #expect(!watched.isEmpty)
        }
        #expect(watched.allSatisfy { $0.record == nil }, "records kept after their host went away")
        #expect(watched.allSatisfy { $0.observation == nil }, "observations kept after their host went away")
        return tally.alive
    }

    @Test func aHostThatOnlyDrewLetsGoOfEverything() {
        let tally = ProbeTally()
        let alive = probesAlive(tally, size: TerminalSize(columns: 20, rows: 3)) { Probed(probe: LifetimeProbe(tally), title: "One") }
        #expect(alive == 0)
    }

    @Test func aHostThatShowedALazyListLetsGoOfItsRows() {
        let tally = ProbeTally()
        let alive = probesAlive(tally, size: TerminalSize(columns: 20, rows: 8)) {
            List(0..<5, id: \.self) { Probed(probe: LifetimeProbe(tally), title: "Row \($0)") }
        }
        #expect(alive == 0, "\(alive) rows kept after their host went away")
    }

    @Test func aHostThatShowedALazyStackLetsGoOfIt() {
        let tally = ProbeTally()
        let alive = probesAlive(tally, size: TerminalSize(columns: 20, rows: 8)) {
            ScrollView { LazyVStack { ForEach(0..<5, id: \.self) { Probed(probe: LifetimeProbe(tally), title: "Row \($0)") } } }
        }
        #expect(alive == 0, "\(alive) rows kept after their host went away")
    }

    /// A record resolved a second time reads a token its observation owns; the watch on that token
    /// held the observation, which held the token.
    @Test func aHostThatMovedFocusLetsGoOfEverything() {
        let tally = ProbeTally()
        let size = TerminalSize(columns: 30, rows: 6)
        let alive = probesAlive(tally, size: size) {
            ThemeProvider(.default) {
                VStack {
                    Button("Save") {}
                    Toggle("Remember", isOn: .constant(true))
                    Probed(probe: LifetimeProbe(tally), title: "Below")
                }
            }
        } drive: { host in
            for _ in 0..<3 {
                host.handle(.key(KeyPress(.tab)))
                _ = host.render(size: size)
            }
        }
        #expect(alive == 0, "\(alive) views kept after their host went away")
    }
}
