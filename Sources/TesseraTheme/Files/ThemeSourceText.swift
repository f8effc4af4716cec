/// The raw bytes of a theme file, with the checks that run before JSON parsing and the mapping
/// from a byte offset to a line and column.
struct ThemeSourceText: Sendable {
    /// The largest theme file read; real ones are a few kilobytes.
    static let maximumSize = 1 << 20
    /// The deepest nesting of arrays and objects accepted; the format itself needs three.
    static let maximumDepth = 32

    /// The file's bytes without a leading UTF-8 byte-order mark.
    let bytes: [UInt8]
    /// The offset where each line starts.
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        self.bytes = text
        lineStarts = [0] + text.indices.filter { text[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    }

    /// The 1-based line and column (in characters) of a byte offset.
    func location(ofByte offset: Int) -> (line: Int, column: Int) {
        let end = min(max(offset, 0), bytes.count)
        // The last line start at or before `end`.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= end { low = middle } else { high = middle - 1 }
        }
        let prefix = String(decoding: bytes[lineStarts[low]..<end], as: UTF8.self)
        return (low + 1, prefix.count + 1)
    }

    /// The first problem that stops the file from being parsed at all: empty, not UTF-8, or nested
    /// too deep. `nil` when JSON parsing can go ahead.
    func preflightProblem() -> (kind: ThemeError.Kind, offset: Int?, problem: String)? {
        if bytes.allSatisfy(Self.isWhitespace) {
            return (.empty, nil, "the file is empty (a theme is a JSON object, e.g. {\"extends\": \"default\"})")
        }
        if let offset = firstInvalidUTF8Offset() {
            return (.notUTF8, offset, "the file is not UTF-8 text (invalid byte 0x\(String(bytes[offset], radix: 16, uppercase: true)))")
        }
        if let offset = firstTooDeepOffset() {
            return (
                .tooDeep, offset,
                "arrays and objects are nested more than \(Self.maximumDepth) deep (a theme file needs 3)"
            )
        }
        return nil
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// The offset of the first byte that does not start a valid UTF-8 sequence, or `nil`.
    private func firstInvalidUTF8Offset() -> Int? {
        var offset = 0
        while offset < bytes.count {
            let length = validSequenceLength(at: offset)
            guard length > 0 else { return offset }
            offset += length
        }
        return nil
    }

    /// The length of the valid UTF-8 sequence at `offset`, or 0 (overlongs and surrogates are invalid).
    private func validSequenceLength(at offset: Int) -> Int {
        let lead = bytes[offset]
        let length: Int
        let secondRange: ClosedRange<UInt8>
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2; secondRange = 0x80...0xBF
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xE1...0xEF: length = 3; secondRange = 0x80...0xBF
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        case 0xF1...0xF3: length = 4; secondRange = 0x80...0xBF
        default: return 0
        }
        guard offset + length <= bytes.count, secondRange.contains(bytes[offset + 1]) else { return 0 }
        for index in (offset + 2)..<(offset + length) where !(0x80...0xBF).contains(bytes[index]) {
            return 0
        }
        return length
    }

    /// The offset of the bracket that first nests deeper than `maximumDepth`, or `nil`.
    /// Strings are skipped, so brackets inside them do not count.
    private func firstTooDeepOffset() -> Int? {
        var depth = 0
        var inString = false
        var escaped = false
        for (offset, byte) in bytes.enumerated() {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > Self.maximumDepth { return offset }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return nil
    }
}
