/// Tessera's circular progress form: a ring that fills in quarters (`○◔◑◕●`) in the primary
/// colour, the percentage, and the label, on one row. Indeterminate progress shows a
/// ``Spinner``.
///
/// ```swift
/// ProgressView("Uploading", value: 0.5).progressViewStyle(.tesseraCircular)
/// // ◑ 50% Uploading
/// ```
public struct TesseraCircularProgressViewStyle: ProgressViewStyle, CustomStringConvertible {
    @HotEnvironment private var environment
    private var isEnabled: Bool { environment.isEnabled }
    private var asciiOnly: Bool { environment.asciiOnly }
    private var colorDepth: ColorDepth { environment.colorDepth }
    private var theme: ResolvedTheme { environment.resolvedTheme }

    /// The circular progress style.
    public init() {}

    /// Ring (left out in ASCII-only terminals), percentage and label on one row; a ``Spinner``
    /// while the progress is indeterminate.
    public func makeBody(configuration: Configuration) -> some View {
        if let fraction = configuration.fractionCompleted {
            let colors = progressColors(isEnabled: isEnabled)
            HStack(spacing: 1) {
                if !asciiOnly {
                    Text(String(progressRingGlyph(fraction))).foregroundColor(theme.mark(colors.fill, on: .bg), legibleAt: colorDepth)
                }
                // One column between the ring and its text, as a spinner has: no right-aligning pad.
                Text(progressPercentage(fraction, padded: false)).foregroundColor(colors.text, legibleAt: colorDepth)
                if let label = configuration.label {
                    label.foregroundColor(colors.text, legibleAt: colorDepth).textRole(.label2)
                }
            }
            .fixedSize(horizontal: false, vertical: true)
        } else {
            ProgressIndeterminateContent(configuration: configuration)
        }
    }

    /// How the style is written at a call site, such as `.tesseraCircular`.
    public var description: String { ".tesseraCircular" }
}

extension ProgressViewStyle where Self == TesseraCircularProgressViewStyle {
    /// The circular progress form: `◑ 50%`.
    public static var tesseraCircular: TesseraCircularProgressViewStyle { TesseraCircularProgressViewStyle() }
}

/// The ring for a fraction, in quarters rounded down: `○` below 25%, `◔`, `◑`, `◕`, and `●`
/// only when the work is done.
func progressRingGlyph(_ fraction: Double) -> Character {
    let rings: [Character] = ["○", "◔", "◑", "◕", "●"]
    return rings[min(rings.count - 1, Int(clampedFraction(fraction) * 4 + 1e-9))]
}
