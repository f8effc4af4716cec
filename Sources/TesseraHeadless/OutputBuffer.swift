import TesseraCore

/// The UTF-8 bytes of a serialised frame, built by appending: no per-cell `String` concatenation.
///
/// Numbers are written with integer arithmetic only, so the output never depends on how a
/// `Double` happens to describe itself.
struct OutputBuffer {
    private(set) var bytes: [UInt8] = []

    init(reservingCapacity capacity: Int) {
        bytes.reserveCapacity(max(0, capacity))
    }

    /// The number of bytes written so far.
    var count: Int { bytes.count }

    /// The output as a string.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Several buffers one after another as a string, copied once.
    static func string(joining parts: [OutputBuffer]) -> String {
        let total = parts.reduce(0) { $0 + $1.count }
        return String(unsafeUninitializedCapacity: total) { target in
            var written = 0
            for part in parts {
                let slot = UnsafeMutableBufferPointer(rebasing: target[written...])
                written += part.bytes.withUnsafeBufferPointer { slot.initialize(fromContentsOf: $0) }
            }
            return written
        }
    }

    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends a literal, such as an escape sequence or an SVG tag.
    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends bytes as they are.
    mutating func append(bytes more: [UInt8]) {
        bytes.append(contentsOf: more)
    }

    /// Appends everything another buffer holds.
    mutating func append(_ other: OutputBuffer) {
        bytes.append(contentsOf: other.bytes)
    }

    /// Drops the bytes after the first `count`.
    mutating func truncate(to count: Int) {
        guard count < bytes.count else { return }
        bytes.removeSubrange(max(0, count)...)
    }

    /// Appends a glyph as it is, in UTF-8.
    mutating func append(glyph: RowGlyph) {
        if glyph.ascii != 0 {
            bytes.append(glyph.ascii)
        } else {
            bytes.append(contentsOf: glyph.character.utf8)
        }
    }

    /// Appends a glyph with `&`, `<`, `>` and `"` replaced by XML character references.
    mutating func append(xmlEscaped glyph: RowGlyph) {
        guard glyph.ascii != 0 else {
            bytes.append(contentsOf: glyph.character.utf8)
            return
        }
        append(xmlEscapedASCII: glyph.ascii)
    }

    /// Appends a string with `&`, `<`, `>` and `"` replaced by XML character references, leaving
    /// out control characters and the noncharacters XML 1.0 forbids.
    mutating func append(xmlEscaped text: String) {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00..<0x20, 0x7F, 0xFFFE, 0xFFFF: continue
            case 0x20..<0x80: append(xmlEscapedASCII: UInt8(scalar.value))
            default: UTF8.encode(scalar) { bytes.append($0) }
            }
        }
    }

    private mutating func append(xmlEscapedASCII ascii: UInt8) {
        switch ascii {
        case UInt8(ascii: "&"): append("&amp;")
        case UInt8(ascii: "<"): append("&lt;")
        case UInt8(ascii: ">"): append("&gt;")
        case UInt8(ascii: "\""): append("&quot;")
        default: bytes.append(ascii)
        }
    }

    /// Appends an integer in decimal.
    mutating func append(decimal value: Int) {
        bytes.appendDecimal(value)
    }

    /// Appends the SGR sequence that takes a terminal from `old` to `new` (``SGR``).
    mutating func appendSGRTransition(from old: CellStyle, to new: CellStyle) {
        SGR.appendTransition(from: old, to: new, into: &bytes)
    }

    /// Appends a length given in hundredths as a decimal with at most two fraction digits and no
    /// trailing zeros: 840 → `8.4`, 1700 → `17`, 1334 → `13.34`.
    mutating func append(hundredths value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        append(decimal: Int(magnitude / 100))
        let fraction = UInt8(magnitude % 100)
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + fraction / 10)
        if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + fraction % 10) }
    }

    /// Appends a colour as `#rrggbb`, lower case.
    mutating func append(hex color: RGB) {
        bytes.append(UInt8(ascii: "#"))
        append(hexByte: color.red)
        append(hexByte: color.green)
        append(hexByte: color.blue)
    }

    private mutating func append(hexByte value: UInt8) {
        bytes.append(Self.hexDigit(value >> 4))
        bytes.append(Self.hexDigit(value & 0xF))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
