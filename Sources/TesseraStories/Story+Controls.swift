import Tessera

extension Story {
    /// A story with live inputs: `content` declares them on `controls` and reads their values.
    ///
    /// ```swift
    /// Story("Pay button", code: "Button($(title), action: { }).buttonStyle(.tessera($(variant))).disabled($(disabled))") { controls in
    ///     let title = controls.text("Title", default: "Pay")
    ///     let variant = controls.choice("Variant", ButtonVariant.allCases, default: .primary)
    ///     let disabled = controls.toggle("Disabled", default: false)
    ///     Button(title, action: controls.action("pay"))
    ///         .buttonStyle(.tessera(variant))
    ///         .disabled(disabled)
    /// }
    /// ```
    ///
    /// In `code`, `$(arg)` stands for the value of the input whose argument is `arg` (its name in
    /// kebab case), written as Swift: `"Send"`, `.negative`, `true`, `3` — so the call site shown
    /// is the code for what is on screen. Declare every input at the top of `content`, before any
    /// view: that is when the gallery and `--args` learn of them.
    ///
    /// - Parameters:
    ///   - title: what the gallery calls it; its id is the title in kebab case unless `id` is given.
    ///   - code: the call site shown beside it, with `$(arg)` placeholders.
    ///   - notes: a sentence or two for the reader.
    ///   - modes: the modes `assertStories` checks it in, instead of the book's.
    public init<Content: View>(
        _ title: String, id: String? = nil, code: String? = nil, notes: String? = nil,
        modes: StoryModes? = nil,
        @ViewBuilder content: @escaping @Sendable (StoryControls) -> Content
    ) {
        self.init(title, id: id, code: code, notes: notes, modes: modes) { EmptyView() }
        makeControlledContent = content
    }

    /// Whether the story was made with controls (its content takes a ``StoryControls``).
    package var takesControls: Bool { makeControlledContent != nil }

    /// The inputs the story declares, in order (its body run once with the defaults).
    public var controls: [StoryControl] {
        let recorder = StoryControls()
        _ = makeControlledContent?(recorder)
        return recorder.declared
    }

    /// The call site for these values: ``code`` with each `$(arg)` replaced by its input's value
    /// in `values` (or its default) as Swift. A placeholder naming no input is kept as it is.
    public func code(with values: [String: StoryControlValue]) -> String? {
        guard let code, Self.hasPlaceholder(code) else { return code }
        let declared = controls
        var result = ""
        var rest = Substring(code)
        while let start = rest.firstRange(of: "$("), let end = rest[start.upperBound...].firstIndex(of: ")") {
            result += rest[..<start.lowerBound]
            let name = String(rest[start.upperBound..<end])
            if let control = declared.first(where: { $0.argument == name }) {
                let value = values[name].flatMap { control.accepts($0) ? $0 : nil } ?? control.defaultValue
                result += value.swiftLiteral
            } else {
                result += rest[start.lowerBound...end]
            }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// Whether `code` has a `$(` anywhere: a scan of its bytes (asked for every story on screen in
    /// every frame, where a substring search showed in profiles).
    private static func hasPlaceholder(_ code: String) -> Bool {
        var previous: UInt8 = 0
        for byte in code.utf8 {
            if byte == UInt8(ascii: "("), previous == UInt8(ascii: "$") { return true }
            previous = byte
        }
        return false
    }

    /// This story, also recorded by `assertStories` with each `--args` text in `args` (one reference per set).
    public func snapshotting(args: String...) -> Story {
        var story = self
        story.snapshotArgs += args
        return story
    }

    /// This story, with `assertStories` checking that rendering it called exactly these actions, in order.
    public func expecting(actions names: [String]) -> Story {
        var story = self
        story.expectedActions = names
        return story
    }
}
