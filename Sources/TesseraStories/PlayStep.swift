import Tessera

/// One step of a story's play script: what a person does next.
///
/// ```swift
/// Story("Typing a name") { StoryState("") { $name in TextField("Name", text: $name) } }
///     .play(.press(.tab), .type("Ada"), .wait(.milliseconds(300)))
/// ```
public struct PlayStep: Sendable, Hashable, CustomStringConvertible {
    package enum Action: Sendable, Hashable {
        case press(Key, KeyModifiers, times: Int)
        case type(String)
        case click(String)
        case scroll(up: Bool, steps: Int, over: String)
        case wait(Duration)
    }

    package let action: Action

    /// Presses `key` with `modifiers` held, `times` times in a row (one step).
    public static func press(_ key: Key, modifiers: KeyModifiers = [], times: Int = 1) -> PlayStep {
        PlayStep(action: .press(key, modifiers, times: max(1, times)))
    }

    /// Types `text`, one key press per character (a newline presses Enter).
    public static func type(_ text: String) -> PlayStep { PlayStep(action: .type(text)) }

    /// Clicks the text `label` on screen (or the one element with that accessibility label).
    public static func click(_ label: String) -> PlayStep { PlayStep(action: .click(label)) }

    /// Turns the mouse wheel `steps` times over `label`, up or down.
    public static func scroll(down: Bool = true, by steps: Int = 1, over label: String) -> PlayStep {
        PlayStep(action: .scroll(up: !down, steps: max(1, steps), over: label))
    }

    /// Lets `duration` pass on the virtual clock (animations and timers run).
    public static func wait(_ duration: Duration) -> PlayStep { PlayStep(action: .wait(duration)) }

    /// The step in words, as the gallery shows it: `press Tab`, `type "Ada"`, `click "Pay"`.
    public var description: String {
        switch action {
        case .press(let key, let modifiers, let times):
            "press \(Self.name(of: key, modifiers: modifiers))" + (times > 1 ? " ×\(times)" : "")
        case .type(let text): "type \(Self.quoted(text))"
        case .click(let label): "click \(Self.quoted(label))"
        case .scroll(let up, let steps, let label): "scroll \(up ? "up" : "down") \(steps) over \(Self.quoted(label))"
        case .wait(let duration): "wait \(Self.milliseconds(duration)) ms"
        }
    }

    package static func milliseconds(_ duration: Duration) -> Int64 {
        let parts = duration.components
        return max(0, parts.seconds * 1000 + parts.attoseconds / 1_000_000_000_000_000)
    }

    private static func quoted(_ text: String) -> String { "\"\(MessageText.escaped(text))\"" }

    private static func name(of key: Key, modifiers: KeyModifiers) -> String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        let name: String =
            switch key {
            case .character(" "): "Space"
            case .character(let character): MessageText.escaped(String(character))
            case .enter: "Enter"
            case .tab: "Tab"
            case .backTab: "Shift-Tab"
            case .escape: "Esc"
            case .backspace: "Backspace"
            case .delete: "Delete"
            case .insert: "Insert"
            case .up: "↑"
            case .down: "↓"
            case .left: "←"
            case .right: "→"
            case .home: "Home"
            case .end: "End"
            case .pageUp: "PgUp"
            case .pageDown: "PgDn"
            case .function(let number): "F\(number)"
            }
        return (parts + [name]).joined(separator: "-")
    }
}

extension Story {
    /// This story with a play script: steps the gallery plays (or steps through) and after each of
    /// which `assertStories` takes a snapshot (`…step-1`, `…step-2`, …).
    public func play(_ steps: PlayStep...) -> Story {
        play(steps)
    }

    /// This story with the play script `steps`, for a script built as an array.
    public func play(_ steps: [PlayStep]) -> Story {
        var story = self
        story.playSteps = steps
        return story
    }
}
