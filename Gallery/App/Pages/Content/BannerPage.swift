import Tessera

/// Every banner variant, and a dismissible one.
struct BannerPage: View {
    @State private var showsNotice = true

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            ExampleSection("Inherited default") {
                Example("Informational", code: "Banner(title: \"Heads up\", message: …)", wide: true) {
                    Banner(title: "Heads up", message: "Prices refresh every minute.")
                }
            }
            ExampleSection("Variants") {
                ForEach(BannerVariant.allCases.filter { $0 != .informational }, id: \.self) { variant in
                    Example(".\(variant.rawValue)", code: "Banner(.\(variant.rawValue), title: …)", wide: true) {
                        Banner(variant, title: variant.rawValue.capitalized, message: "Something worth knowing.")
                    }
                }
                Example("Dismissible", code: "Banner(…, onDismiss: { shows = false })", wide: true) {
                    if showsNotice {
                        Banner(.warning, title: "Scheduled maintenance", message: "Trading pauses at 02:00 UTC.") {
                            showsNotice = false
                        }
                    } else {
                        Button("Show again") { showsNotice = true }
                    }
                }
            }
        }
    }
}
