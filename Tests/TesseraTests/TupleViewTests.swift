import Testing

@testable import Tessera

/// A builder block's children are resolved where they lie in its tuple (``TupleView``), found by
/// their sizes and alignments: children of every size and alignment, empty ones among them, each
/// resolve with their own values, in order.
@Suite struct TupleViewTests {
    private struct Flag: View {
        let on: Bool
        var body: some View { Text(on ? "flag on" : "flag off") }
    }

    private struct Byte: View {
        let value: UInt8
        var body: some View { Text("byte \(value)") }
    }

    private struct Wide: View {
        let number: Int64
        let label: String
        var body: some View { Text("wide \(number) \(label)") }
    }

    private struct Pair: View {
        let small: UInt16
        let large: Int32
        var body: some View { Text("pair \(small) \(large)") }
    }

    @Test func childrenOfEverySizeAndAlignmentResolveWithTheirOwnValues() {
        let rows = renderText(
            VStack(alignment: .leading) {
                Flag(on: true)
                Byte(value: 7)
                Wide(number: 1_234_567_890_123, label: "eight")
                EmptyView()
                Flag(on: false)
                Pair(small: 3, large: -9)
                Byte(value: 255)
                Text("end")
            },
            columns: 40, rows: 8)
        #expect(
            rows == [
                "flag on", "byte 7", "wide 1234567890123 eight", "flag off", "pair 3 -9", "byte 255", "end", "",
            ])
    }

    @Test func oneChildAndTwoWithAGapBetweenThem() {
        #expect(renderText(VStack { Wide(number: -1, label: "alone") }, columns: 20, rows: 1) == ["wide -1 alone"])
        let rows = renderText(
            HStack(spacing: 1) {
                Byte(value: 1)
                Wide(number: 2, label: "two")
            },
            columns: 30, rows: 1)
        #expect(rows == ["byte 1 wide 2 two"])
    }
}
