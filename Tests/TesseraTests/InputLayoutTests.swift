import Testing

@testable import Tessera

/// A view value is compared by its inputs (``InputLayout``): the same modifiers, styles and texts
/// written again make an equal value; a different value of any of them does not.
@Suite struct InputLayoutTests {
    /// Whether two values `make` builds separately compare equal, as two frames' views would.
    private func madeTwiceIsEqual<Value>(_ make: () -> Value) -> Bool {
        let first = make()
        let second = make()
        return ValueBytes.equal(first, second, in: InputLayout.of(Value.self))
    }

    private func equal<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
        ValueBytes.equal(lhs, rhs, in: InputLayout.of(Value.self))
    }

    struct Padded {
        let flag: Bool
        let count: Int
    }

    @Test func paddingBetweenFieldsIsNoInput() {
        #expect(InputLayout.of(Padded.self).ranges == [0..<1, 8..<16])
    }

    struct HoldsAStyle {
        let style: TesseraToggleStyle
        let count: Int
    }

    @Test func wrapperBoxesAtAnyDepthAreNoInputs() {
        // Each style value makes new `@Environment` boxes; its variant is what it was given.
        #expect(madeTwiceIsEqual { HoldsAStyle(style: .tessera(.positive), count: 1) })
        #expect(!equal(HoldsAStyle(style: .tessera(.positive), count: 1), HoldsAStyle(style: .tessera(.negative), count: 1)))
        #expect(!equal(HoldsAStyle(style: .tessera(.positive), count: 1), HoldsAStyle(style: .tessera(.positive), count: 2)))
    }

    @Test func environmentAndStyleModifiersAreData() {
        #expect(madeTwiceIsEqual { Text("Save").density(.compact).disabled(false).lineLimit(2) })
        #expect(madeTwiceIsEqual { Button("Save") {}.buttonStyle(.tessera(.primary)) })
        let isOn = Binding.constant(true)
        #expect(madeTwiceIsEqual { Toggle("Wi-Fi", isOn: isOn).toggleStyle(.checkbox) })
        #expect(madeTwiceIsEqual { Text("v1").environment(\.lineLimit, 1).foregroundColor(.fgMuted) })
        #expect(!equal(Text("a").density(.compact), Text("a").density(.spacious)))
        #expect(!equal(Text("a").environment(\.lineLimit, 1), Text("a").environment(\.lineLimit, 2)))
        #expect(!equal(Text("a").buttonStyle(.tessera(.primary)), Text("a").buttonStyle(.tessera(.negative))))
    }

    @Test func aTextIsDataAndItsRunsAreCompared() {
        #expect(madeTwiceIsEqual { Text("Connected").foregroundColor(.fgPositive).bold() })
        #expect(!equal(Text("a").bold(), Text("a").italic()))
        #expect(!equal(Text("a"), Text("b")))
        #expect(Text("a") + Text("b") == Text("a") + Text("b"))
        #expect((Text("a") + Text("b")).plainText == "ab")
    }

    @ViewBuilder private func branch(_ first: Bool, _ text: String = "a") -> some View {
        if first { Text(text).bold().padding(1) } else { Text(text) }
    }

    @ViewBuilder private func maybe(_ shown: Bool, _ text: String = "a") -> some View {
        if shown { Text(text).foregroundColor(.fgMuted).lineLimit(1) }
    }

    @Test func aBuilderBranchIsComparedByItsCaseAndPayload() {
        #expect(madeTwiceIsEqual { branch(true) })
        #expect(madeTwiceIsEqual { branch(false) })
        #expect(!equal(branch(true), branch(false)), "another branch")
        #expect(!equal(branch(true), branch(true, "b")), "the same branch with another payload")
        #expect(madeTwiceIsEqual { maybe(true) })
        #expect(madeTwiceIsEqual { maybe(false) })
        #expect(!equal(maybe(true), maybe(false)))
        #expect(!equal(maybe(true), maybe(true, "b")))
    }
}

extension InputLayoutTests {
    struct Row {
        let cells: [Text]
        let widths: [Int]
    }

    @Test func aShortArrayIsComparedByItsElementsAndALongOneByItsStorage() {
        let subject = "subject 1"
        #expect(
            madeTwiceIsEqual { Row(cells: [Text(subject), Text("sender 1")], widths: [4, 5]) },
            "a row built again from the same data is the same row")
        #expect(!equal(Row(cells: [Text("a")], widths: [4]), Row(cells: [Text("a")], widths: [5])))
        #expect(!equal(Row(cells: [Text("a")], widths: [4]), Row(cells: [Text("a"), Text("b")], widths: [4])))
        let long = Array(0..<17), copy = Array(0..<17)
        #expect(equal(long, long), "the same storage")
        #expect(!equal(long, copy), "more than sixteen elements are not walked")
        #expect(equal(Array(0..<16), Array(0..<16)))
        let hashes = (
            ValueBytes.hash(inputsOf: Row(cells: [Text(subject)], widths: [1]), seed: 0),
            ValueBytes.hash(inputsOf: Row(cells: [Text(subject)], widths: [1]), seed: 0)
        )
        #expect(hashes.0 == hashes.1, "equal arrays hash alike")
    }
}
