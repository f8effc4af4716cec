@_spi(SwiftUI) import Observation
import Synchronization

/// Watches the `@Observable` properties a frame read, so that a later change to any of them asks
/// for a new frame — with only the latest frame's watch alive.
///
/// Two details make it exact:
/// - It is told of a change *after* the new value is stored (`didSet`), never before: a frame
///   drawn in answer to `willSet` on another thread could read the old value and miss the change.
/// - `withObservationTracking` lets go of its registrations only when one of the properties
///   changes. A host that draws again for another reason (a key, a focus move, an animation tick)
///   would pile up one dormant registration per frame until the model next changed. So every
///   frame also reads a private token, and once the new frame's watch is in place the previous
///   frame's token is bumped, which fires, and so removes, the previous watch. Two tokens take
///   turns, so bumping the old one never fires the new watch, and the old watch stays live while
///   the new frame is built: a change made meanwhile, to a property both frames read, still asks
///   for the next frame.
final class FrameObservation {
    /// Set while a token is bumped on purpose: its watch then retires without asking for a frame.
    private final class Retiring: Sendable {
        /// Bit `parity` is set while that token is bumped.
        private let bits = Atomic<Int>(0)

        func isRetiring(_ parity: Int) -> Bool {
            bits.load(ordering: .sequentiallyConsistent) & (1 << parity) != 0
        }

        func set(_ parity: Int, _ value: Bool) {
            if value {
                bits.bitwiseOr(1 << parity, ordering: .sequentiallyConsistent)
            } else {
                bits.bitwiseAnd(~(1 << parity), ordering: .sequentiallyConsistent)
            }
        }
    }

    private let tokens = [FrameToken(), FrameToken()]
    private let retiring = Retiring()
    private var current = 0
    private var hasPrevious = false

    /// Runs `frame`, then calls `onChange` (on whichever thread makes the change, once the new
    /// value is stored) when something it read changes.
    func track<Result>(_ frame: () -> Result, onChange: @escaping @Sendable () -> Void) -> Result {
        let parity = current
        let token = tokens[parity]
        let retiring = self.retiring
        let result = withObservationTracking {
            _ = token.generation
            return frame()
        } didSet: { tracking in
            // One change is enough: stop watching, as the public `onChange:` form does.
            tracking.cancel()
            if !retiring.isRetiring(parity) { onChange() }
        }
        retirePrevious()
        current = 1 - parity
        hasPrevious = true
        return result
    }

    /// Fires the previous frame's watch (if a change has not already) so its registrations go.
    private func retirePrevious() {
        guard hasPrevious else { return }
        let previous = 1 - current
        retiring.set(previous, true)
        tokens[previous].generation &+= 1
        retiring.set(previous, false)
    }
}

/// What every frame reads besides the app's models, so its watch can be retired on purpose.
@Observable final class FrameToken {
    var generation = 0
}
