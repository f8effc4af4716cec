import Tessera

extension ColorDepth {
    /// The depth as the gallery names it, in the header and the command palette: `truecolor`,
    /// `256 colours`, …, `mono`.
    var galleryName: String {
        switch self {
        case .truecolor: "truecolor"
        case .monochrome: "mono"
        default: "\(rawValue) colours"
        }
    }
}
