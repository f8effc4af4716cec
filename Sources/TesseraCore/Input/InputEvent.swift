/// Something the user did, as the runtime hands it to views.
public enum InputEvent: Hashable, Sendable {
    /// A key was pressed, with any modifiers held.
    case key(KeyPress)
    /// The mouse was pressed, released, moved or its wheel turned.
    case mouse(MouseEvent)
    /// The terminal changed size.
    case resize(TerminalSize)
    /// Text pasted into the terminal, whole (bracketed paste): the focused text field or editor
    /// takes it in one edit; elsewhere it is ignored, so pasted text never presses a key's action.
    case paste(String)
    /// The terminal window gained (`true`) or lost (`false`) the user's focus (focus reporting,
    /// mode 1004): views see it as `terminalIsFocused`.
    case focus(Bool)
}

/// A key and the modifiers held with it.
public struct KeyPress: Hashable, Sendable {
    /// The key pressed.
    public var key: Key
    /// The modifier keys held with it; empty for none.
    public var modifiers: KeyModifiers

    /// A press of `key`, by default with no modifiers.
    public init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }
}

/// A key on the keyboard.
public enum Key: Hashable, Sendable {
    /// A printable character (Unicode text input arrives as these).
    case character(Character)
    /// Editing and navigation keys: `backTab` is Shift-Tab, `delete` deletes forwards.
    case enter, tab, backTab, escape, backspace, delete, insert
    /// The arrow keys, Home, End, Page Up and Page Down.
    case up, down, left, right, home, end, pageUp, pageDown
    /// F1…F24.
    case function(Int)
}

/// Modifier keys.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The set as bits: shift is 1, alt 2, control 4.
    public let rawValue: UInt8
    /// The set whose bits are `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Shift, on navigation keys and mouse events; a shifted letter arrives as its capital instead.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Alt, or Meta: what a terminal sends as an escape before the key.
    public static let alt = KeyModifiers(rawValue: 1 << 1)
    /// Control; Control-A arrives as `a` with this modifier.
    public static let control = KeyModifiers(rawValue: 1 << 2)
}

/// A mouse report at a cell position.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press(MouseButton)
        /// A button came up; it may be over another cell than the press was.
        case release(MouseButton)
        /// One step of the wheel, away from the user (up) or towards them (down).
        case wheelUp, wheelDown
        /// The pointer moved to another cell.
        case move
    }

    /// A press, release, wheel step or move.
    public var kind: Kind
    /// The cell under the pointer, from zero at the top-left of the screen.
    public var position: Point
    /// The modifier keys held, as far as the terminal reports them.
    public var modifiers: KeyModifiers

    /// A report of `kind` at `position`, by default with no modifiers.
    public init(_ kind: Kind, at position: Point, modifiers: KeyModifiers = []) {
        self.kind = kind
        self.position = position
        self.modifiers = modifiers
    }
}

/// A mouse button, as pressed or released in a ``MouseEvent``.
public enum MouseButton: Hashable, Sendable {
    /// The primary, middle and secondary buttons.
    case left, middle, right
}
