/// Tessera's house progress style: a bar with sub-cell precision in one of three thicknesses,
/// the percentage beside it and the label above, both muted. An indeterminate progress view
/// (no value) shows a ``Spinner`` instead. A theme provider installs `.tessera(.m)`.
///
/// ```swift
/// ProgressView("Syncing", value: 0.42)
///     .progressViewStyle(.tessera(.l))
///     .frame(width: 24)
/// // Syncing
/// // ███████▉             42%
/// // ███████▉
/// ```
///
/// Where colour is rich the track is painted in a shade of the line colour that keeps the fill 3:1
/// apart from it (`ProgressPaint`); in 16 and 8 colours and in
/// monochrome it is drawn with a shade, so the bar reads without colour (`.s` and `.m` here):
/// ```
/// ━━━━━━━╸╌╌╌╌╌╌╌╌╌╌╌  42%
/// ███████▉░░░░░░░░░░░  42%
/// ```
public struct TesseraProgressViewStyle: ProgressViewStyle, CustomStringConvertible {
    /// The bar's thickness.
    public let size: ProgressBarSize
    /// Whether the percentage is shown after the bar.
    public let showsPercentage: Bool

    @HotEnvironment private var environment
    private var isEnabled: Bool { environment.isEnabled }
    private var colorDepth: ColorDepth { environment.colorDepth }

    /// - Parameters:
    ///   - size: the bar's thickness.
    ///   - showsPercentage: whether the percentage is shown after the bar.
    public init(_ size: ProgressBarSize = .m, showsPercentage: Bool = true) {
        self.size = size
        self.showsPercentage = showsPercentage
    }

    /// The label above the bar and its percentage; a ``Spinner`` while the progress is indeterminate.
    public func makeBody(configuration: Configuration) -> some View {
        if let fraction = configuration.fractionCompleted {
            let colors = progressColors(isEnabled: isEnabled)
            VStack(alignment: .leading, spacing: 0) {
                if let label = configuration.label { label.foregroundColor(colors.text, legibleAt: colorDepth).textRole(.label2) }
                HStack(alignment: .top, spacing: 1) {
                    ProgressBar(fraction: fraction, metrics: progressMetrics(size: size))
                    if showsPercentage { Text(progressPercentage(fraction)).foregroundColor(colors.text, legibleAt: colorDepth) }
                }
            }
            .fixedSize(horizontal: false, vertical: true)
        } else {
            ProgressIndeterminateContent(configuration: configuration)
        }
    }

    /// How the style is written at a call site, such as `.tessera(.m)`.
    public var description: String {
        showsPercentage ? ".tessera(.\(size.rawValue))" : ".tessera(.\(size.rawValue), showsPercentage: false)"
    }
}

extension ProgressViewStyle where Self == TesseraProgressViewStyle {
    /// The house progress bar: `.tessera(.s)`, `.tessera(.m)` (the default) or `.tessera(.l)`.
    public static func tessera(_ size: ProgressBarSize, showsPercentage: Bool = true) -> TesseraProgressViewStyle {
        TesseraProgressViewStyle(size, showsPercentage: showsPercentage)
    }
}
