/// One element of the screen as assistive tools read it: what it is, its label, its value and
/// its state, in focus order. The accessible mode lists these as plain lines.
package struct AccessibleElement: Equatable, Sendable {
    /// Which element this is across frames (equal while the same control stays on screen).
    package let id: UInt64
    /// What it is: "button", "toggle", "text field", "slider", or "control".
    package let role: String
    /// Its accessibility label, if it has one.
    package let label: String?
    /// Its value: "on" or "off", a field's text, a slider's value.
    package let value: String?
    package let isEnabled: Bool
    package let isFocused: Bool
    /// Where it was drawn.
    package let frame: Rect
    /// Whether its role and value say all its text does (a button, a toggle, a field), so its
    /// cells need not be read as text; a list or a custom focusable view says less than it shows.
    package var speaksForItsText: Bool { role != ControlKind.view.spokenRole }

    /// `toggle, Notifications, on`, `button, Save, disabled`, `text field, Name, empty, focused`.
    package var spoken: String {
        var parts = [role]
        if let label, !label.isEmpty { parts.append(label) } else { parts.append("unlabelled") }
        if let value, !value.isEmpty { parts.append(value) }
        if !isEnabled { parts.append("disabled") }
        if isFocused { parts.append("focused") }
        return parts.joined(separator: ", ")
    }
}

extension ViewHost {
    /// The last frame's elements that can take focus, disabled ones included, in focus order (a
    /// shown modal's only).
    package var accessibleElements: [AccessibleElement] {
        let focused = graph.focusedIdentity
        let entries = (focusMap?.entries ?? []).filter { $0.interaction.isFocusable && !$0.frame.isEmpty }
        return entries.map { entry in
            let interaction = entry.interaction
            return AccessibleElement(
                id: interaction.identity.value, role: interaction.role ?? interaction.kind.spokenRole,
                label: interaction.label, value: interaction.value,
                isEnabled: interaction.isEnabled, isFocused: interaction.identity == focused,
                frame: entry.frame)
        }
    }

    /// Where the modal on top (an alert, a sheet) was drawn, while one is shown.
    package var modalFrame: Rect? { topModal?.node.frame }

    /// Moves focus to the element `id` of ``accessibleElements``; false when it is not there.
    @discardableResult
    package func focusElement(_ id: UInt64) -> Bool {
        focus(focusMap?.focusOrder.first { $0.interaction.identity.value == id })
    }
}

extension ControlKind {
    /// The role an element of this kind is read as.
    var spokenRole: String {
        switch self {
        case .button: "button"
        case .toggle: "toggle"
        case .textField: "text field"
        case .view: "control"
        }
    }
}
