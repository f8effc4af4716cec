import Testing

@testable import Tessera

/// `Stepper`: bounded, stepped, by keys and by clicks on its signs.
@Suite struct StepperTests {
    @Test func steppingStaysInBounds() {
        #expect(stepped(5, by: 1, step: 1, in: 0...10) == 6)
        #expect(stepped(10, by: 1, step: 1, in: 0...10) == 10)
        #expect(stepped(0, by: -1, step: 1, in: 0...10) == 0)
        #expect(stepped(3, by: 1, step: 4, in: 0...5) == 5, "a step past the bound stops at it")
        #expect(stepped(-7, by: 1, step: 1, in: 0...10) == 0, "a value outside steps into the bounds")
        #expect(stepped(0.5, by: -2, step: 0.25, in: 0.0...1.0) == 0.0)
    }

    @Test func keysStepAndJumpToTheBounds() {
        let bounds = 0...10
        #expect(steppedValue(5, for: KeyPress(.right), step: 1, in: bounds) == 6)
        #expect(steppedValue(5, for: KeyPress(.character("+")), step: 1, in: bounds) == 6)
        #expect(steppedValue(5, for: KeyPress(.character("=")), step: 1, in: bounds) == 6)
        #expect(steppedValue(5, for: KeyPress(.left), step: 1, in: bounds) == 4)
        #expect(steppedValue(5, for: KeyPress(.character("-")), step: 1, in: bounds) == 4)
        #expect(steppedValue(5, for: KeyPress(.home), step: 1, in: bounds) == 0)
        #expect(steppedValue(5, for: KeyPress(.end), step: 1, in: bounds) == 10)
        #expect(steppedValue(5, for: KeyPress(.up), step: 1, in: bounds) == nil, "↑ and ↓ move focus")
        #expect(steppedValue(5, for: KeyPress(.character("+"), modifiers: .control), step: 1, in: bounds) == nil)
    }

    @Test func aSignAtItsBoundIsADot() {
        #expect(stepperSigns(canDecrement: true, canIncrement: true, asciiOnly: false) == ("−", "+"))
        #expect(stepperSigns(canDecrement: false, canIncrement: true, asciiOnly: false) == ("·", "+"))
        #expect(stepperSigns(canDecrement: true, canIncrement: false, asciiOnly: false) == ("−", "·"))
        #expect(stepperSigns(canDecrement: true, canIncrement: false, asciiOnly: true) == ("-", "."))
        #expect(stepperSignColumns(title: "Volume", value: "10") == (9, 14))
    }

    struct Screen: View {
        @State private var volume = 9
        var body: some View {
            VStack(alignment: .leading) {
                Stepper("Volume", value: $volume, in: 0...10)
                Text("volume is \(volume)")
            }
        }
    }

    private let size = TerminalSize(columns: 30, rows: 3)

    @Test func keysThatArriveBeforeAFrameAllStep() {
        let host = ViewHost(ThemeProvider(.default) { Screen() })
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.tab)))
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.home)))
        for _ in 0..<3 { host.handle(.key(KeyPress(.right))) }
        let frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("volume is 3"), "each key steps from the value the last one left: \(frame.screenText)")
    }

    @Test func keysAndClicksStepItWithinItsBounds() throws {
        let host = ViewHost(ThemeProvider(.default) { Screen() })
        var frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("Volume − 9 +"), "\(frame.screenText)")
        host.handle(.key(KeyPress(.tab)))
        _ = host.renderSettled(size: size)
        #expect(host.focusedLabel == "Volume")
        host.handle(.key(KeyPress(.right)))
        host.handle(.key(KeyPress(.right)))   // stops at 10
        frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("volume is 10"))
        #expect(frame.screenText.contains("Volume − 10 ·"), "the closed way is a dot: \(frame.screenText)")
        host.handle(.key(KeyPress(.home)))
        frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("volume is 0"))
        #expect(frame.screenText.contains("Volume · 0 +"))
        // A click on + steps up; a click on the title does not step.
        let row = frame.screenText.split(separator: "\n")[0]
        let plus = try #require(row.firstIndex(of: "+"))
        let plusColumn = row.distance(from: row.startIndex, to: plus)
        host.handle(.mouse(MouseEvent(.press(.left), at: Point(x: plusColumn, y: 0))))
        host.handle(.mouse(MouseEvent(.release(.left), at: Point(x: plusColumn, y: 0))))
        frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("volume is 1"), "\(frame.screenText)")
        host.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 3, y: 0))))
        host.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 3, y: 0))))
        frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("volume is 1"))
        #expect(host.verifyLastFrame() == nil)
    }
}
