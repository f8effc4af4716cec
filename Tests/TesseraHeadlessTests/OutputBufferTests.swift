import TesseraCore
import Testing

@testable import TesseraHeadless

@Suite("Output buffer")
struct OutputBufferTests {
    private func formatted(_ write: (inout OutputBuffer) -> Void) -> String {
        var output = OutputBuffer(reservingCapacity: 16)
        write(&output)
        return output.string
    }

    @Test("Hundredths print with at most two fraction digits and no trailing zeros")
    func hundredths() {
        let cases: [(Int, String)] = [
            (0, "0"), (5, "0.05"), (50, "0.5"), (840, "8.4"), (1334, "13.34"), (1700, "17"),
            (-150, "-1.5"), (168_000, "1680"),
        ]
        for (value, expected) in cases {
            #expect(formatted { $0.append(hundredths: value) } == expected)
        }
    }

    @Test("Decimals and hex colours")
    func decimalsAndHex() {
        #expect(formatted { $0.append(decimal: 0) } == "0")
        #expect(formatted { $0.append(decimal: 255) } == "255")
        #expect(formatted { $0.append(decimal: -42) } == "-42")
        #expect(formatted { $0.append(decimal: Int.min) } == "\(Int.min)")
        #expect(formatted { $0.append(hex: RGB(hex: 0x0A_FF_3C)) } == "#0aff3c")
    }

    @Test("Escaping a string drops control characters")
    func escapedString() {
        #expect(formatted { $0.append(xmlEscaped: "a\u{1}<b>&\"c\"\u{FFFF}é") } == "a&lt;b&gt;&amp;&quot;c&quot;é")
    }

    @Test("Joining copies the parts in order")
    func joining() {
        var first = OutputBuffer(reservingCapacity: 4), second = OutputBuffer(reservingCapacity: 4)
        first.append("ab")
        second.append("漢")
        #expect(OutputBuffer.string(joining: [first, second, first]) == "ab漢ab")
        #expect(OutputBuffer.string(joining: []) == "")
    }
}
