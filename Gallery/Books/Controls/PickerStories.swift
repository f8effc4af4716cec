import Tessera
import TesseraStories

extension TesseraBooks {
    /// Pickers: the menu the theme installs, then the styles that lay the options out in place.
    static var picker: StorySection {
        StorySection(
            "Picker",
            notes:
                "One choice from tagged views. The inherited default is a menu button; .segmented, .radioGroup and .inline lay the options out, and a PickerStyle of your own can draw them any way."
        ) {
            StorySection("Inherited default") {
                Story(
                    "Menu",
                    code:
                        "Picker(\"Sort\", selection: $sort) {\n    Text(\"Date\").tag(\"Date\")\n    Text(\"Sender\").tag(\"Sender\")\n    Text(\"Size\").tag(\"Size\")\n}",
                    notes: "Enter opens the options under the button, the selected one checked and focused; Esc closes without choosing."
                ) {
                    StoryState("Date") { $sort in
                        Picker("Sort", selection: $sort) {
                            Text("Date").tag("Date")
                            Text("Sender").tag("Sender")
                            Text("Size").tag("Size")
                        }
                    }
                }
                .play(.press(.tab), .press(.enter), .press(.down), .press(.enter))
            }
            StorySection("Variants") {
                Story(
                    "Segmented",
                    code:
                        "Picker(\"Range\", selection: $range) {\n    ForEach([\"1D\", \"1W\", \"1M\", \"1Y\"], id: \\.self) { Text($0) }\n}\n.pickerStyle(.segmented)",
                    notes: "A ForEach tags its views with their ids."
                ) {
                    StoryState("1W") { $range in
                        Picker("Range", selection: $range) {
                            ForEach(["1D", "1W", "1M", "1Y"], id: \.self) { Text($0) }
                        }
                        .pickerStyle(.segmented)
                    }
                }
                .play(.press(.tab), .press(.right))
                Story(
                    "Radio group",
                    code:
                        "Picker(\"Speed\", selection: $speed) {\n    Text(\"Slow\").tag(1)\n    Text(\"Normal\").tag(2)\n    Text(\"Fast\").tag(3)\n}\n.pickerStyle(.radioGroup)"
                ) {
                    StoryState(2) { $speed in
                        Picker("Speed", selection: $speed) {
                            Text("Slow").tag(1)
                            Text("Normal").tag(2)
                            Text("Fast").tag(3)
                        }
                        .pickerStyle(.radioGroup)
                    }
                }
                Story(
                    "Inline",
                    code:
                        "Picker(\"Network\", selection: $network) {\n    Text(\"Mainnet\").tag(\"main\")\n    Text(\"Testnet\").tag(\"test\")\n}\n.pickerStyle(.inline)"
                ) {
                    StoryState("main") { $network in
                        Picker("Network", selection: $network) {
                            Text("Mainnet").tag("main")
                            Text("Testnet").tag("test")
                        }
                        .pickerStyle(.inline)
                    }
                }
            }
        }
    }
}
