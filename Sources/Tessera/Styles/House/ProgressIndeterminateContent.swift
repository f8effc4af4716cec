/// What the house progress styles show while the amount of work is unknown: a spinner, then
/// the label in muted text. The spinner carries the progress view's title for assistive tools.
struct ProgressIndeterminateContent: View {
    let configuration: ProgressViewStyleConfiguration
    @Environment(\.colorDepth) private var colorDepth

    var body: some View {
        HStack(spacing: 1) {
            Spinner().accessibilityLabel(configuration.title ?? "Loading")
            if let label = configuration.label {
                label.foregroundColor(progressColors(isEnabled: true).text, legibleAt: colorDepth).textRole(.label2)
            }
        }
        .fixedSize(horizontal: false, vertical: true)
    }
}
