/// Something the user did, as the runtime hands it to views.
public enum InputEvent: Hashable, Sendable {
    case key(KeyPress)
    case mouse(MouseEvent)
    /// The terminal changed size.
    case resize(TerminalSize)
}

/// A key and the modifiers held with it.
public struct KeyPress: Hashable, Sendable {
    public var key: Key
    public var modifiers: KeyModifiers

    public init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }
}

/// A key on the keyboard.
public enum Key: Hashable, Sendable {
    /// A printable character (Unicode text input arrives as these).
    case character(Character)
    case enter, tab, backTab, escape, backspace, delete, insert
    case up, down, left, right, home, end, pageUp, pageDown
    /// F1…F24.
    case function(Int)
}

/// Modifier keys.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let alt = KeyModifiers(rawValue: 1 << 1)
    public static let control = KeyModifiers(rawValue: 1 << 2)
}

/// A mouse report at a cell position.
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case press(MouseButton)
        case release(MouseButton)
        case wheelUp, wheelDown
        case move
    }

    public var kind: Kind
    public var position: Point
    public var modifiers: KeyModifiers

    public init(_ kind: Kind, at position: Point, modifiers: KeyModifiers = []) {
        self.kind = kind
        self.position = position
        self.modifiers = modifiers
    }
}

public enum MouseButton: Hashable, Sendable {
    case left, middle, right
}
