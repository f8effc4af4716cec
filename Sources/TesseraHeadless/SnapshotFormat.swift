/// The formats a frame can be serialised to. The raw value is the file extension.
public enum SnapshotFormat: String, CaseIterable, Hashable, Sendable {
    /// Plain text: one line per row, no styling. See ``TextSerializer``.
    case text = "txt"
    /// Text with ANSI SGR escape sequences for colours and attributes. See ``ANSISerializer``.
    case ansi
    /// A scalable image with exact cell geometry. See ``SVGSerializer``.
    case svg

    /// The file extension for a snapshot in this format, without the dot.
    public var fileExtension: String { rawValue }
}
