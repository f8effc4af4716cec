import Tessera

/// The inputs of a story with controls, and their values: what the story's body reads, and what
/// the gallery's Controls panel edits. Each call declares an input and returns its value — the
/// default, or what `--args` or the panel set.
///
/// ```swift
/// Story("Pay button", code: "Button($(title), action: { }).buttonStyle(.tessera($(variant)))") { controls in
///     let title = controls.text("Title", default: "Pay")
///     let variant = controls.choice("Variant", ButtonVariant.allCases, default: .primary)
///     Button(title, action: controls.action("pay")).buttonStyle(.tessera(variant))
/// }
/// ```
///
/// Values are kept by each input's ``StoryControl/argument`` (its name in kebab case). Use one
/// instance from one thread at a time (the gallery's main queue, or a test).
@Observable public final class StoryControls {
    /// The values set, by argument name; an input missing here has its default.
    public var values: [String: StoryControlValue]
    /// The calls of the story's actions.
    @ObservationIgnored public let actions: StoryActionLog
    /// The inputs declared so far, in the order the body first declared them.
    @ObservationIgnored public private(set) var declared: [StoryControl] = []

    /// Controls with these values (the defaults for any not given) recording into `actions`.
    public init(values: [String: StoryControlValue] = [:], actions: StoryActionLog = StoryActionLog()) {
        self.values = values
        self.actions = actions
    }

    /// A text input; its value, or `default`.
    public func text(_ name: String, default value: String) -> String {
        guard case .text(let text) = declare(StoryControl(name, .text(default: value))) else { return value }
        return text
    }

    /// An on/off input; its value, or `default`.
    public func toggle(_ name: String, default value: Bool) -> Bool {
        guard case .toggle(let isOn) = declare(StoryControl(name, .toggle(default: value))) else { return value }
        return isOn
    }

    /// A choice among `cases`, each shown by its name (`String(describing:)`: an enum case's name);
    /// the chosen case, or `default`.
    public func choice<Value: Equatable>(_ name: String, _ cases: some Collection<Value>, default value: Value) -> Value {
        let cases = Array(cases)
        let names = cases.map { String(describing: $0) }
        guard case .choice(let chosen) = declare(StoryControl(name, .choice(cases: names, default: String(describing: value)))),
            let index = names.firstIndex(of: chosen)
        else { return value }
        return cases[index]
    }

    /// A whole number in `range`; its value, or `default` (brought into `range`).
    public func integer(_ name: String, default value: Int, in range: ClosedRange<Int>) -> Int {
        let fallback = min(max(value, range.lowerBound), range.upperBound)
        guard case .integer(let number) = declare(StoryControl(name, .integer(default: fallback, range: range))),
            range.contains(number)
        else { return fallback }
        return number
    }

    /// An action for a view to call (a button's action): each call is recorded in ``actions``.
    public func action(_ name: String) -> @Sendable () -> Void {
        let log = actions
        return { log.record(name) }
    }

    /// Records `control` (once) and returns its value: the one set when it suits the input, else the default.
    private func declare(_ control: StoryControl) -> StoryControlValue {
        if !declared.contains(where: { $0.argument == control.argument }) { declared.append(control) }
        guard let value = values[control.argument], control.accepts(value) else { return control.defaultValue }
        return value
    }
}
