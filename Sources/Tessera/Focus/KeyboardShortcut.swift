/// A key a shortcut is pressed with: a character (`"d"`), or any `Key` (`KeyEquivalent(.function(5))`).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key.
    public let key: Key

    /// The key that types `character`.
    public init(_ character: Character) {
        key = .character(character)
    }

    /// Any key: an arrow, Enter, a function key.
    public init(_ key: Key) {
        self.key = key
    }

    /// A character key written as a literal: `.keyboardShortcut("d")`.
    public init(extendedGraphemeClusterLiteral character: Character) {
        self.init(character)
    }
}

/// A key with modifiers that presses a button from anywhere on the screen.
public struct KeyboardShortcut: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public let key: KeyEquivalent
    /// The modifiers held with it.
    public let modifiers: KeyModifiers

    /// A shortcut of `key` with `modifiers`.
    public init(_ key: KeyEquivalent, modifiers: KeyModifiers = .control) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Whether `press` is this shortcut. A terminal sends Control with a letter the same whatever
    /// its case, so with Control a letter matches either case.
    func matches(_ press: KeyPress) -> Bool {
        guard press.modifiers == modifiers else { return false }
        if modifiers.contains(.control), case .character(let wanted) = key.key, case .character(let got) = press.key {
            return wanted.lowercased() == got.lowercased()
        }
        return press.key == key.key
    }

    /// Whether `press` may be typing, which a control that takes keys (a text field) gets before
    /// any shortcut: a key without Control or Alt that is not a function key.
    static func isTyping(_ press: KeyPress) -> Bool {
        if case .function = press.key { return false }
        return press.modifiers.isDisjoint(with: [.control, .alt])
    }

    /// How a label or a help line shows it, in the terminal's own notation: `^D`, `M-d`, `F5`.
    public var description: String {
        var name: String
        switch key.key {
        case .character(let character):
            name = modifiers.contains(.control) ? character.uppercased() : String(character)
            if character == " " { name = "Space" }
        case .function(let number): name = "F\(number)"
        case .enter: name = "Enter"
        case .tab: name = "Tab"
        case .backTab: name = "S-Tab"
        case .escape: name = "Esc"
        case .backspace: name = "Backspace"
        case .delete: name = "Del"
        case .insert: name = "Ins"
        case .up: name = "↑"
        case .down: name = "↓"
        case .left: name = "←"
        case .right: name = "→"
        case .home: name = "Home"
        case .end: name = "End"
        case .pageUp: name = "PgUp"
        case .pageDown: name = "PgDn"
        }
        var prefix = ""
        if modifiers.contains(.shift) { prefix += "S-" }
        if modifiers.contains(.alt) { prefix += "M-" }
        if modifiers.contains(.control) { prefix += "^" }
        return prefix + name
    }
}

/// Gives a button inside it a keyboard shortcut, and tells its style.
@usableFromInline
struct KeyboardShortcutModifier: ViewModifier, PrimitiveModifier {
    @inline(__always) @usableFromInline static var _primitive: _PrimitiveModifierType? { primitiveType }
    let shortcut: KeyboardShortcut

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        var inner = context
        inner.environment.keyboardShortcut = shortcut
        nodes.append(ShortcutNode(shortcut: shortcut, child: context.graph.node(for: content, inner)))
    }
}

/// The node of a `keyboardShortcut`: the first control inside it that can be pressed takes it.
final class ShortcutNode: ProxyNode {
    let shortcut: KeyboardShortcut

    init(shortcut: KeyboardShortcut, child: LayoutNode) {
        self.shortcut = shortcut
        super.init(child: child)
    }

    override var focusMapRole: FocusMapRole { .shortcut(shortcut) }
}

struct KeyboardShortcutKey: EnvironmentKey {
    static var defaultValue: KeyboardShortcut? { nil }
}

extension EnvironmentValues {
    /// The shortcut of the button being drawn (set by ``View/keyboardShortcut(_:modifiers:)``).
    public var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

extension View {
    /// Presses the button inside this view when `key` is pressed with `modifiers` (Control by
    /// default), wherever focus is — except in a modal over it. A plain key (no Control or Alt)
    /// goes to the focused control first, so typing in a text field is never taken. The house
    /// button style shows the shortcut after the label (`Details ^D`).
    ///
    /// ```swift
    /// Button("Details") { showDetails = true }.keyboardShortcut("d", modifiers: .control)
    /// ```
    public consuming func keyboardShortcut(_ key: KeyEquivalent, modifiers: KeyModifiers = .control) -> some View {
        modifier(KeyboardShortcutModifier(shortcut: KeyboardShortcut(key, modifiers: modifiers)))
    }
}
