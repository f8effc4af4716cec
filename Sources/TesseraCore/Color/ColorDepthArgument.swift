extension ColorDepth {
    /// Parses a depth as a user writes it, e.g. in `--colors 256`: `truecolor` or `24bit`, `256`,
    /// `16`, `8`, `mono` or `monochrome`, in any case. Returns nil for anything else.
    public init?(argument: some StringProtocol) {
        switch argument.lowercased() {
        case "truecolor", "24bit": self = .truecolor
        case "256": self = .c256
        case "16": self = .c16
        case "8": self = .c8
        case "mono", "monochrome": self = .monochrome
        default: return nil
        }
    }
}
