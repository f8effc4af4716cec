import Tessera

/// Finds interactive elements with no accessibility label, so a test can fail on them.
///
/// ```swift
/// #expect(AccessibilityAudit.unlabeledElements(in: AccountView(settings: settings)).isEmpty)
/// ```
public enum AccessibilityAudit {
    /// Where each focusable or clickable element without a label sits when `view` is drawn at
    /// `size` (controls made from a string are labelled with it; others need
    /// `.accessibilityLabel(_:)`).
    public static func unlabeledElements<V: View>(
        in view: V, size: TerminalSize = TerminalSize(columns: 80, rows: 24)
    ) -> [Rect] {
        let host = ViewHost(view)
        _ = host.render(size: size)
        return host.unlabeledElements
    }
}
