/// Puts text on the system clipboard through the terminal (OSC 52), where the terminal takes it.
///
/// ```swift
/// @Environment(\.copyToClipboard) private var copy
/// …
/// if !copy(link) { showLink = true }   // not copied: show it for the user to select
/// ```
public struct CopyToClipboardAction {
    let copy: ((String) -> Bool)?

    /// An action that copies with `copy`, which returns whether the text was sent.
    package init(_ copy: ((String) -> Bool)?) {
        self.copy = copy
    }

    /// Whether the terminal says it takes clipboard writes (terminfo `Ms`). Headless, never.
    public var isAvailable: Bool { copy != nil }

    /// Sends `text` to the clipboard; returns false when the terminal cannot take it.
    @discardableResult
    public func callAsFunction(_ text: String) -> Bool { copy?(text) ?? false }
}

struct CopyToClipboardKey: EnvironmentKey {
    static var defaultValue: CopyToClipboardAction { CopyToClipboardAction(nil) }
}

extension EnvironmentValues {
    /// Copies text to the clipboard through the terminal (see ``CopyToClipboardAction``).
    public var copyToClipboard: CopyToClipboardAction {
        get { self[CopyToClipboardKey.self] }
        set { self[CopyToClipboardKey.self] = newValue }
    }
}
