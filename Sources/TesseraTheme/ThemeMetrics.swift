import TesseraCore

/// The spacing scale, in cells. `steps[n]` is spacing step `n`.
public struct SpacingScale: Hashable, Sendable {
    /// The steps, smallest first.
    public var steps: [Int]

    /// A scale from its steps, smallest first.
    public init(_ steps: [Int]) {
        self.steps = steps
    }

    /// Step `n` of the scale; steps past the end repeat the largest.
    public subscript(step: Int) -> Int {
        guard let last = steps.last else { return 0 }
        return step < 0 ? 0 : (step < steps.count ? steps[step] : last)
    }
}

/// Which border styles the theme uses.
public struct ThemeBorders: Hashable, Sendable {
    /// Boxes, cards, fields.
    public var `default`: BorderStyle
    /// Buttons and other controls drawn as boxes.
    public var control: BorderStyle

    /// Border styles; rounded unless given.
    public init(default: BorderStyle = .rounded, control: BorderStyle = .rounded) {
        self.default = `default`
        self.control = control
    }
}

/// How focus is shown.
public struct FocusRing: Hashable, Sendable {
    /// The colour of the ring.
    public var color: ColorToken
    /// Attributes added to a focused control's label (visible even in monochrome).
    public var attributes: TextAttributes
    /// The character before a focused one-row control.
    public var leading: Character
    /// The character after a focused one-row control.
    public var trailing: Character

    /// A focus ring; by default the primary line colour, bold and underlined, between ▸ and ◂.
    public init(
        color: ColorToken = .bgLinePrimary, attributes: TextAttributes = [.bold, .underline],
        leading: Character = "▸", trailing: Character = "◂"
    ) {
        self.color = color
        self.attributes = attributes
        self.leading = leading
        self.trailing = trailing
    }
}

/// Animation settings.
public struct Motion: Hashable, Sendable {
    /// The frames a spinner cycles through.
    public var spinnerFrames: [String]
    /// Milliseconds between animation frames.
    public var frameInterval: Int
    /// Whether the theme animates at all; when `false`, spinners show their first frame.
    public var animate: Bool

    /// Animation settings; by default a braille spinner at 80 ms a frame.
    public init(
        spinnerFrames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"], frameInterval: Int = 80,
        animate: Bool = true
    ) {
        self.spinnerFrames = spinnerFrames
        self.frameInterval = frameInterval
        self.animate = animate
    }
}
