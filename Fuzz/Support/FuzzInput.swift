/// Reads a fuzzer's bytes as the parameters of a test case: numbers in ranges, choices, text.
/// Past the end every read gives zero, so any input, even an empty one, is a valid case.
package struct FuzzInput {
    private let bytes: [UInt8]
    private var offset = 0

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    package var isAtEnd: Bool { offset >= bytes.count }

    /// The next byte, or 0 past the end.
    package mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A number in `range`, from one byte (two when the range is wider than 256).
    package mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = range.upperBound - range.lowerBound + 1
        let raw = span > 256 ? Int(byte()) << 8 | Int(byte()) : Int(byte())
        return range.lowerBound + raw % span
    }

    package mutating func bool() -> Bool { byte() & 1 == 1 }

    /// One of `choices` (which must not be empty).
    package mutating func pick<Element>(_ choices: [Element]) -> Element {
        choices[int(in: 0...(choices.count - 1))]
    }

    /// Text of at most about `limit` pieces: either raw bytes decoded as UTF-8 (invalid sequences
    /// repaired) up to a 0xFF byte, or pieces of ``HostileText/pieces`` one byte each, so that
    /// short inputs reach emoji sequences, combining marks and escape sequences.
    package mutating func text(limit: Int = 64) -> String {
        let header = byte()
        if header & 0x80 != 0 {
            var raw: [UInt8] = []
            while !isAtEnd, raw.count < limit * 4 {
                let next = byte()
                if next == 0xFF { break }
                raw.append(next)
            }
            return String(decoding: raw, as: UTF8.self)
        }
        let count = min(Int(header & 0x7F), limit)
        var text = ""
        for _ in 0..<count where !isAtEnd {
            text += HostileText.pieces[Int(byte()) % HostileText.pieces.count]
        }
        return text
    }
}
