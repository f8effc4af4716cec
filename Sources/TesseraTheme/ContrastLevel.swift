/// The contrast a theme promises, after WCAG's conformance levels.
public enum ContrastLevel: String, CaseIterable, Hashable, Sendable {
    /// Text at 4.5:1 (WCAG AA); bold labels and icons at 3:1.
    case aa = "AA"
    /// All text at 7:1 (WCAG AAA), for high-contrast themes; icons at 3:1.
    case aaa = "AAA"
}
