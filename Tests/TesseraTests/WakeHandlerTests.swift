import Synchronization
import Testing

@testable import Tessera

/// The runtime's wake-up handler runs on every change (a key, a `@State` write, a model change
/// from another thread), so calling it must cost the same the ten-thousandth time as the first.
@Suite struct WakeHandlerTests {
    @Test func theWakeHandlerRunsAtTheSameStackDepthEveryTime() {
        let host = ViewHost(Text("x"))
        let depths = Mutex<[Int]>([])
        host.setWakeHandler {
            // Where a local lands on the stack: the same address for the same call depth.
            var marker = 0
            let depth = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
            depths.withLock { $0.append(depth) }
        }
        for _ in 0..<50 { host.handle(.resize(TerminalSize(columns: 4, rows: 1))) }
        let seen = depths.withLock { $0 }
        #expect(seen.count == 50)
        // Each call used to go through one more thunk than the one before.
        #expect(Set(seen).count == 1, "stack addresses \(seen.prefix(3))…")
    }
}
