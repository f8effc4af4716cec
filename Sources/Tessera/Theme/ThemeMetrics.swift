/// The spacing scale, in cells. `steps[n]` is spacing step `n`.
public struct SpacingScale: Hashable, Sendable {
    public var steps: [Int]

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
    /// The characters drawn either side of a focused one-row control.
    public var leading: Character
    public var trailing: Character

    public init(color: ColorToken = .bgLinePrimary, attributes: TextAttributes = [.bold, .underline],
                leading: Character = "▸", trailing: Character = "◂") {
        self.color = color
        self.attributes = attributes
        self.leading = leading
        self.trailing = trailing
    }
}

/// Animation settings.
public struct Motion: Hashable, Sendable {
    public var spinnerFrames: [String]
    /// Milliseconds between animation frames.
    public var frameInterval: Int
    /// Whether the theme animates at all; when `false`, spinners show their first frame.
    public var animate: Bool

    public init(spinnerFrames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"], frameInterval: Int = 80,
                animate: Bool = true) {
        self.spinnerFrames = spinnerFrames
        self.frameInterval = frameInterval
        self.animate = animate
    }
}
