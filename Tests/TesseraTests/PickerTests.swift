import Testing

@testable import Tessera

/// `Picker`: options from tagged views, drawn and chosen through the picker style in the environment.
@Suite struct PickerTests {
    struct Screen: View {
        var style: String = "menu"
        @State private var sort = "Date"
        var body: some View {
            VStack(alignment: .leading) {
                picker
                Text("sorted by \(sort)")
                Button("Other") {}
            }
        }

        @ViewBuilder private var picker: some View {
            let picker = Picker("Sort", selection: $sort) {
                Text("Date").tag("Date")
                Text("Sender").tag("Sender")
                Text("Size").tag("Size")
                Text("Not an option").tag(7)
            }
            switch style {
            case "segmented": picker.pickerStyle(.segmented)
            case "radio": picker.pickerStyle(.radioGroup)
            case "inline": picker.pickerStyle(.inline)
            default: picker
            }
        }
    }

    private let size = TerminalSize(columns: 40, rows: 10)

    @Test func optionsAreTheTaggedViewsOfTheSelectionsType() {
        let sort = "Sender"
        let choices = taggedChoices(
            of: Group {
                Text("Date").tag("Date")
                if sort.isEmpty { Text("Hidden").tag("Hidden") } else { Text("Sender").tag("Sender").foregroundColor(.fgPrimary) }
                Text("Seven").tag(7)
                ForEach(["A", "B"], id: \.self) { Text("letter \($0)") }
            })
        #expect(choices.map(\.title) == ["Date", "Sender", "Seven", "letter A", "letter B"])
        let options = pickerOptions(from: choices, selection: .constant(sort))
        #expect(options.map(\.title) == ["Date", "Sender", "letter A", "letter B"], "tags of another type are not options")
        #expect(options.map(\.isSelected) == [false, true, false, false])
        #expect(options.map(\.id) == [0, 1, 2, 3])
    }

    @Test func theMenuStyleOpensPicksAndReturnsFocus() throws {
        let host = ViewHost(ThemeProvider(.default) { Screen() })
        var frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("Sort   Date ▾"), "\(frame.screenText)")
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.enter)))
        frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("✓ Date"), "the dropdown checks the selection: \(frame.screenText)")
        #expect(frame.screenText.contains("Size"))
        #expect(host.focusedLabel == "Date", "focus starts on the selected option")
        host.handle(.key(KeyPress(.down)))
        host.handle(.key(KeyPress(.down)))
        _ = host.renderSettled(size: size)
        #expect(host.focusedLabel == "Size")
        host.handle(.key(KeyPress(.enter)))
        frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("sorted by Size"))
        #expect(!frame.screenText.contains("✓"), "choosing closes the dropdown")
        #expect(host.focusedLabel == "Sort", "focus returns to the picker")
        // Esc closes without choosing.
        host.handle(.key(KeyPress(.enter)))
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.up)))
        host.handle(.key(KeyPress(.escape)))
        frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("sorted by Size"))
        #expect(host.focusedLabel == "Sort")
    }

    @Test func aClickOutsideTheDropdownClosesIt() {
        let host = ViewHost(ThemeProvider(.default) { Screen() })
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.enter)))
        var frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("✓ Date"))
        host.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 35, y: 9))))
        host.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 35, y: 9))))
        frame = host.renderSettled(size: size)
        #expect(!frame.screenText.contains("✓ Date"))
        #expect(frame.screenText.contains("sorted by Date"))
    }

    @Test func theSegmentedStyleSelectsWithTheArrows() {
        let host = ViewHost(ThemeProvider(.default) { Screen(style: "segmented") })
        var frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("Sort") && frame.screenText.contains("Sender"))
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.right)))
        frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("sorted by Sender"))
    }

    @Test func theRadioAndInlineStylesSelectWithEnter() {
        for style in ["radio", "inline"] {
            let host = ViewHost(ThemeProvider(.default) { Screen(style: style) })
            var frame = host.renderSettled(size: size)
            #expect(frame.screenText.contains("Size"), "\(style): \(frame.screenText)")
            host.handle(.key(KeyPress(.tab)))
            _ = host.renderSettled(size: size)
            #expect(host.focusedLabel == "Date", "\(style): Tab enters at the selection")
            host.handle(.key(KeyPress(.down)))
            _ = host.renderSettled(size: size)
            host.handle(.key(KeyPress(.enter)))
            frame = host.renderSettled(size: size)
            #expect(frame.screenText.contains("sorted by Sender"), "\(style): \(frame.screenText)")
        }
    }

    @Test func aStyleOfYourOwnGetsTheOptions() {
        struct Chips: PickerStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack(spacing: 1) {
                    ForEach(configuration.options) { option in
                        Text(option.isSelected ? "[\(option.title)]" : option.title)
                    }
                }
            }
        }
        let rows = renderText(Screen().pickerStyle(Chips()), columns: 40, rows: 3)
        #expect(rows[0] == "[Date] Sender Size")
    }

    @Test func theStyleInEffectIsDescribed() {
        #expect(EnvironmentValues().pickerStyleDescription == ".menu")
        var environment = EnvironmentValues()
        environment.pickerStyle = PickerStyleKind.slot(of: SegmentedPickerStyle())
        #expect(environment.pickerStyleDescription == ".segmented")
    }
}
