import TesseraCore

/// A semantic colour's value in each scheme.
public struct SchemeColor: Hashable, Sendable {
    /// The value in the light scheme.
    public var light: RGB
    /// The value in the dark scheme.
    public var dark: RGB

    /// A colour with a value for each scheme.
    public init(light: RGB, dark: RGB) {
        self.light = light
        self.dark = dark
    }

    /// The same value in both schemes.
    public init(_ both: RGB) {
        self.init(light: both, dark: both)
    }

    /// The value in `scheme` (`.automatic` unresolved reads as light).
    public subscript(scheme: ColorScheme) -> RGB {
        scheme == .dark ? dark : light
    }
}
