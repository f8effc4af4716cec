import TesseraCore

/// Typography roles, applied with `.textRole(_:)`. The theme maps each to terminal attributes and
/// a colour.
public enum TextRole: String, CaseIterable, Hashable, Sendable {
    /// The largest headings, for a screen's one big figure or title; largest first.
    case display1, display2, display3
    /// Screen, section and card titles; largest first.
    case title1, title2, title3, title4
    /// A strong line, running text (the default), control labels (strong, then quiet), small
    /// upper-case captions, and fine print.
    case headline, body, label1, label2, caption, legal

    /// The role's position in `allCases`, for array-backed lookups.
    package var ordinal: Int {
        switch self {
        case .display1: 0
        case .display2: 1
        case .display3: 2
        case .title1: 3
        case .title2: 4
        case .title3: 5
        case .title4: 6
        case .headline: 7
        case .body: 8
        case .label1: 9
        case .label2: 10
        case .caption: 11
        case .legal: 12
        }
    }
}

/// How a theme renders one text role in a terminal.
public struct TextRoleStyle: Hashable, Sendable {
    /// Terminal attributes: bold, dim, italic, underline, ….
    public var attributes: TextAttributes
    /// Whether the text is shown in upper case (captions).
    public var uppercase: Bool
    /// The colour of the role; `nil` keeps the inherited foreground.
    public var color: ColorToken?

    /// A role style; by default plain, as typed, in the inherited colour.
    public init(attributes: TextAttributes = [], uppercase: Bool = false, color: ColorToken? = nil) {
        self.attributes = attributes
        self.uppercase = uppercase
        self.color = color
    }
}
