/// Ends the app: `@Environment(\.quit) var quit` then `quit()`. The terminal runtime restores the
/// terminal and returns from `TerminalApp.run`; in snapshots and tests it only records the request.
public struct QuitAction: Sendable {
    let action: @Sendable () -> Void

    /// Asks the app to end, as in `Button("Quit") { quit() }`.
    public func callAsFunction() { action() }
}

struct QuitActionKey: EnvironmentKey {
    static var defaultValue: QuitAction { QuitAction {} }
}

extension EnvironmentValues {
    /// Ends the app (see ``QuitAction``).
    public var quit: QuitAction {
        get { self[QuitActionKey.self] }
        set { self[QuitActionKey.self] = newValue }
    }
}
