import Tessera

/// The screen the issue compares toolkits on (Textual, tui-rs, Tessera), written as an app would
/// with Tessera's public API: a title, four bordered sections, six buttons, three switches, two
/// checkboxes, two progress bars, a text field and seven styled labels. Shown at 120×40.
public struct PeerScreen: View {
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var airplaneMode = false
    @State private var backups = true
    @State private var updates = false
    @State private var name = "Ada"

    /// The label of the switch the toggle benchmarks flip.
    public static let flippedSwitch = "Wi-Fi"

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Tessera: a small gallery").textRole(.title2)
            PeerSection(title: "Actions") {
                HStack(spacing: 2) {
                    Button("Save") {}.buttonStyle(.tessera(.primary))
                    Button("Duplicate") {}.buttonStyle(.tessera(.secondary))
                    Button("Archive") {}.buttonStyle(.tessera(.tertiary))
                    Button("Publish") {}.buttonStyle(.tessera(.positive))
                    Button("Delete") {}.buttonStyle(.tessera(.negative))
                    Button("Cancel") {}
                }
            }
            HStack(alignment: .top, spacing: 2) {
                PeerSection(title: "Connections") {
                    Toggle(Self.flippedSwitch, isOn: $wifi)
                    Toggle("Bluetooth", isOn: $bluetooth).toggleStyle(.tessera(.positive))
                    Toggle("Airplane mode", isOn: $airplaneMode).toggleStyle(.tessera(.negative))
                }
                PeerSection(title: "Preferences") {
                    Toggle("Nightly backups", isOn: $backups).toggleStyle(.checkbox)
                    Toggle("Automatic updates", isOn: $updates).toggleStyle(.checkbox)
                    TextField("Name", text: $name).frame(width: 30)
                }
            }
            PeerSection(title: "Status") {
                HStack(alignment: .top, spacing: 4) {
                    VStack(alignment: .leading) {
                        ProgressView("Upload", value: 0.4).frame(width: 40)
                        ProgressView("Disk", value: 0.75).frame(width: 40)
                    }
                    VStack(alignment: .leading) {
                        Text("Connected").foregroundColor(.fgPositive)
                        Text("3 warnings").foregroundColor(.fgWarning).bold()
                        Text("1 error").foregroundColor(.fgNegative).bold()
                        Text("Last sync 2 minutes ago").foregroundColor(.fgMuted)
                    }
                    VStack(alignment: .leading) {
                        Text("Primary account").foregroundColor(.fgPrimary).underline()
                        Text("v1.4.2").textRole(.caption)
                        Text("Tab moves, Space toggles").italic()
                    }
                }
            }
        }
        .padding(1)
    }
}

/// One bordered section of the peer screen: a heading over its content.
private struct PeerSection<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading) {
            Text(title).textRole(.headline)
            content
        }
        .padding(.horizontal, 1)
        .border()
    }
}
