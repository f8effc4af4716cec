import Foundation

/// Runs `body` on a thread of its own and waits for it without holding a thread. Blocking calls
/// (`waitpid`, `usleep`) in many parallel cases would otherwise take the few threads Swift
/// concurrency and Dispatch share (as many as there are cores), and starve other tests' work.
func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}

/// Lets at most `limit` callers run at once; the rest wait their turn without holding a thread.
/// Keeps dozens of parallel tmux cases from starting dozens of programs in the same instant.
actor Gate {
    private var available: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) { available = limit }

    func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        if available > 0 {
            available -= 1
        } else {
            await withCheckedContinuation { waiting.append($0) }
        }
        defer {
            if waiting.isEmpty { available += 1 } else { waiting.removeFirst().resume() }
        }
        return try await onOwnThread(body)
    }
}
