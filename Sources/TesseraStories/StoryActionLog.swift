import FoundationEssentials
import Synchronization

/// One call of an action a story made with ``StoryControls/action(_:)``.
public struct StoryActionCall: Hashable, Sendable {
    /// The action's name (`"pay"`).
    public let name: String
    /// Which call of this action it is, from 1.
    public let count: Int
    /// When it was called.
    public let time: Date
}

/// The calls a story's actions made, oldest first: what the gallery's Actions log shows and what a
/// test reads.
///
/// ```swift
/// let controls = StoryControls()
/// let app = HeadlessApp(size: size) { story.body(with: controls) }
/// app.press(.enter)
/// #expect(controls.actions.calls.map(\.name) == ["pay"])
/// ```
public final class StoryActionLog: Sendable {
    private let recorded = Mutex<[StoryActionCall]>([])
    private let now: @Sendable () -> Date
    private let onRecord: (@Sendable (StoryActionCall) -> Void)?

    /// An empty log; `now` tells the time of each call, `onRecord` hears of each (on the caller's thread).
    public init(
        now: @escaping @Sendable () -> Date = { Date() },
        onRecord: (@Sendable (StoryActionCall) -> Void)? = nil
    ) {
        self.now = now
        self.onRecord = onRecord
    }

    /// Every call, oldest first.
    public var calls: [StoryActionCall] { recorded.withLock { $0 } }

    /// How many times `name` was called.
    public func count(of name: String) -> Int {
        recorded.withLock { calls in calls.last { $0.name == name }?.count ?? 0 }
    }

    /// Records a call of `name`.
    public func record(_ name: String) {
        let time = now()
        let call = recorded.withLock { calls in
            let call = StoryActionCall(name: name, count: (calls.last { $0.name == name }?.count ?? 0) + 1, time: time)
            calls.append(call)
            return call
        }
        onRecord?(call)
    }

    /// Forgets every call.
    public func clear() {
        recorded.withLock { $0.removeAll() }
    }
}
