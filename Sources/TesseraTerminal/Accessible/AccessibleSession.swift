import Tessera

/// The accessible linear mode: the view tree as plain lines a screen reader can follow, driven by
/// typed lines (``AccessibleCommand``). No box art, no cursor addressing, no colour.
///
/// After the greeting it lists the screen's elements, numbered, each as role, label, value and
/// state ("2. toggle, Notifications, on"). After each command it says what changed: an element's
/// new value or state, where the focus went, new text on the screen (a toast, an alert's message);
/// when the elements themselves change (a page or a modal opened) it lists them all again.
///
/// The session only turns lines into lines; ``AccessibleApp`` connects it to standard input and
/// output.
package final class AccessibleSession {
    private let host: ViewHost
    private let size: TerminalSize
    /// The focus ring's characters, which are not words.
    private let marks: Set<Character>
    private var elements: [AccessibleElement] = []
    /// The screen's text: the modal's alone while one is shown.
    private var phrases: [String] = []
    private var showsModal = false
    /// The text of the last screen without a modal, which a closed modal returns to.
    private var pagePhrases: [String] = []
    /// Set by `quit`, or when the app quits.
    package private(set) var isFinished = false

    /// The most new phrases a change reads out; beyond them it says how many more `read` reads.
    static let announcedPhrases = 8

    /// A session over `content`, drawn at `size` (the layout decides what is on the screen).
    package init<Content: View>(_ content: Content, environment: EnvironmentValues, size: TerminalSize) {
        var environment = environment
        environment.colorDepth = .monochrome
        environment.reduceMotion = true
        host = ViewHost(content, environment: environment)
        self.size = size
        let ring = FocusRing()
        marks = [ring.leading, ring.trailing]
    }

    /// The greeting and the first screen: its first phrase (the title) and its elements.
    package func start() -> [String] {
        draw()
        var lines = ["Tessera, accessible mode. Type a command and press Enter; help lists the commands."]
        if let title = phrases.first { lines.append("Screen: \(title)") }
        return lines + listing()
    }

    /// What one typed line does, as lines to print.
    package func handle(_ line: String) -> [String] {
        let command = AccessibleCommand.parse(line)
        switch command {
        case .quit:
            isFinished = true
            return ["Bye."]
        case .help: return [AccessibleCommand.summary]
        case .list: return listing()
        case .read: return phrases.isEmpty ? ["The screen has no text."] : phrases
        case .unknown(let reason): return [reason.prefix(1).uppercased() + reason.dropFirst() + "."]
        case .choose(let number):
            guard number <= elements.count else {
                return ["There is no element \(number): the elements are numbered 1 to \(elements.count)."]
            }
            let element = elements[number - 1]
            guard element.isEnabled else { return ["\(number). \(element.spoken): it cannot be used now."] }
            host.focusElement(element.id)
            // A field is focused for typing; anything else is pressed, as Enter would.
            if !element.role.hasPrefix("text") { _ = host.handle(.key(KeyPress(.enter))) }
        case .next: _ = host.handle(.key(KeyPress(.tab)))
        case .previous: _ = host.handle(.key(KeyPress(.backTab)))
        case .press: _ = host.handle(.key(KeyPress(.enter)))
        case .key(let press): _ = host.handle(.key(press))
        case .type(let text):
            guard host.handle(.paste(text)) else { return ["The focused element takes no text: choose a field first."] }
        }
        return changes()
    }

    /// Draws the screen and reads its elements and text.
    private func draw() {
        MainQueue.runPending()
        let buffer = host.renderSettled(size: size)
        elements = host.accessibleElements
        let modal = host.modalFrame
        showsModal = modal != nil
        phrases = AccessibleScreenText.phrases(
            of: buffer, marks: marks,
            skipping: elements.filter(\.speaksForItsText).map(\.frame), within: modal)
        if modal == nil { pagePhrases = phrases }
        if host.isQuitRequested { isFinished = true }
    }

    /// Every element, numbered.
    private func listing() -> [String] {
        guard !elements.isEmpty else { return ["No elements to use on this screen."] }
        return ["Elements:"] + elements.enumerated().map { "  \($0.offset + 1). \($0.element.spoken)" }
    }

    /// What changed since the last screen, after a command.
    private func changes() -> [String] {
        let before = elements, wasModal = showsModal, beforePhrases = phrases, coveredPage = pagePhrases
        draw()
        if isFinished { return ["Bye."] }
        var lines: [String] = []
        // A modal that opened is read whole; one that closed is compared with the page it covered.
        var remaining =
            switch (wasModal, showsModal) {
            case (false, true): [String]()
            case (true, false): coveredPage
            default: beforePhrases
            }
        let fresh = phrases.filter { phrase in
            guard let index = remaining.firstIndex(of: phrase) else { return true }
            remaining.remove(at: index)
            return false
        }
        lines += fresh.prefix(Self.announcedPhrases)
        if fresh.count > Self.announcedPhrases {
            lines.append("(\(fresh.count - Self.announcedPhrases) more new lines on the screen; read reads them all)")
        }
        if before.map(\.id) != elements.map(\.id) {
            return lines + listing()
        }
        for (index, (old, new)) in zip(before, elements).enumerated() where old != new {
            if old.value != new.value || old.isEnabled != new.isEnabled || old.label != new.label || new.isFocused {
                lines.append("\(new.isFocused && !old.isFocused ? "Focus: " : "")\(index + 1). \(new.spoken)")
            }
        }
        return lines.isEmpty ? ["Nothing changed."] : lines
    }
}
