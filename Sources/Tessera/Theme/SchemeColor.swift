/// A semantic colour's value in each scheme.
public struct SchemeColor: Hashable, Sendable {
    public var light: RGB
    public var dark: RGB

    public init(light: RGB, dark: RGB) {
        self.light = light
        self.dark = dark
    }

    /// The same value in both schemes.
    public init(_ both: RGB) {
        self.init(light: both, dark: both)
    }

    public subscript(scheme: ColorScheme) -> RGB {
        scheme == .light ? light : dark
    }
}
