import TesseraCore

/// Parses the text of a JSON document (RFC 8259) into a ``JSONValue``, or says what is wrong and
/// at which byte.
///
/// Written for theme files, so Tessera needs no Foundation to read them. The text has passed
/// ``ThemeSourceText/preflightProblem()``: it is UTF-8 and nested at most
/// ``ThemeSourceText/maximumDepth`` deep, which bounds the recursion here. A key given twice keeps
/// its last value; `JSONLocations` reports the duplicate.
struct JSONParser {
    /// Why the text is not JSON, and the byte offset of the problem.
    struct Failure: Error, Equatable {
        var offset: Int
        var message: String
    }

    private let bytes: [UInt8]
    private var offset = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The value the whole of `bytes` holds: one value, with only whitespace around it.
    static func parse(_ bytes: [UInt8]) -> Result<JSONValue, Failure> {
        var parser = JSONParser(bytes)
        return Result { () throws(Failure) -> JSONValue in
            let value = try parser.value()
            parser.skipWhitespace()
            if parser.offset < bytes.count { throw parser.failure("unexpected text after the value") }
            return value
        }
    }

    // MARK: Values

    private mutating func value() throws(Failure) -> JSONValue {
        skipWhitespace()
        guard let byte = peek() else { throw failure("unexpected end of file") }
        switch byte {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("invalid value")
        }
    }

    private mutating func object() throws(Failure) -> JSONValue {
        offset += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw failure(expecting: "a key in double quotes") }
            let key = try string()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw failure(expecting: "\":\" after the key") }
            offset += 1
            members[key] = try value()
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                return .object(members)
            default: throw failure(expecting: "\",\" or \"}\" after a member of an object")
            }
        }
    }

    private mutating func array() throws(Failure) -> JSONValue {
        offset += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            return .array(items)
        }
        while true {
            items.append(try value())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                return .array(items)
            default: throw failure(expecting: "\",\" or \"]\" after an item of an array")
            }
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(Failure) -> JSONValue {
        let length = word.utf8CodeUnitCount
        guard offset + length <= bytes.count,
            word.withUTF8Buffer({ bytes[offset..<offset + length].elementsEqual($0) })
        else {
            throw failure("invalid value")
        }
        offset += length
        return value
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, as a `Double`.
    private mutating func number() throws(Failure) -> JSONValue {
        let start = offset
        if peek() == UInt8(ascii: "-") { offset += 1 }
        switch peek() {
        case UInt8(ascii: "0")?: offset += 1
        case (UInt8(ascii: "1")...UInt8(ascii: "9"))?: skipDigits()
        default: throw failure("invalid number", at: start)
        }
        if peek() == UInt8(ascii: ".") {
            offset += 1
            guard isDigit(peek()) else { throw failure("invalid number: a digit must follow the decimal point", at: start) }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            guard isDigit(peek()) else { throw failure("invalid number: a digit must follow the exponent", at: start) }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw failure("the number \(MessageText.quoted(text)) is too large", at: start)
        }
        return .number(number)
    }

    // MARK: Strings

    /// The string whose opening quote is at `offset`, escapes decoded.
    private mutating func string() throws(Failure) -> String {
        offset += 1
        var utf8: [UInt8] = []
        while true {
            guard let byte = peek() else { throw failure("unexpected end of file in a string") }
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                utf8.append(contentsOf: String(try escape()).utf8)
            case ..<0x20:
                throw failure("a control character in a string (write it as an escape such as \\n or \\u0009)")
            default:
                utf8.append(byte)
                offset += 1
            }
        }
    }

    /// The character the escape at `offset` (its backslash) stands for.
    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        let start = offset
        offset += 1
        guard let letter = peek() else { throw failure("unexpected end of file in a string") }
        offset += 1
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): break
        default: throw failure("invalid escape \(quotedText(from: start, length: 2))", at: start)
        }
        let unit = try hexUnit(escapeAt: start)
        if let scalar = Unicode.Scalar(unit) { return scalar }
        // A surrogate: only a high one followed by an escaped low one makes a character.
        let second = offset
        if (0xD800...0xDBFF).contains(unit), peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") {
            offset += 2
            let low = try hexUnit(escapeAt: second)
            if (0xDC00...0xDFFF).contains(low), let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) {
                return scalar
            }
        }
        throw failure("\(quotedText(from: start, length: 6)) is half of a character (a lone UTF-16 surrogate)", at: start)
    }

    /// The four hex digits after the `\u` of the escape at `start`.
    private mutating func hexUnit(escapeAt start: Int) throws(Failure) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = HexDigit.value(byte) else {
                throw failure("invalid \\u escape \(quotedText(from: start, length: 6)) (\\u and four hex digits)", at: start)
            }
            unit = unit << 4 | UInt32(digit)
            offset += 1
        }
        return unit
    }

    // MARK: Bytes

    private func peek(_ ahead: Int = 0) -> UInt8? {
        offset + ahead < bytes.count ? bytes[offset + ahead] : nil
    }

    private func isDigit(_ byte: UInt8?) -> Bool {
        byte.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false
    }

    private mutating func skipDigits() {
        while isDigit(peek()) { offset += 1 }
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    /// Up to `length` bytes of the text from `start`, quoted and escaped for a message.
    private func quotedText(from start: Int, length: Int) -> String {
        MessageText.quoted(String(decoding: bytes[start..<min(start + length, bytes.count)], as: UTF8.self))
    }

    private func failure(_ message: String, at place: Int? = nil) -> Failure {
        Failure(offset: place ?? offset, message: message)
    }

    /// What was expected here, and what came instead (the end of the file, or the character).
    private func failure(expecting expected: String) -> Failure {
        let rest = String(decoding: bytes[offset..<min(offset + 4, bytes.count)], as: UTF8.self)
        guard let found = rest.unicodeScalars.first else { return failure("unexpected end of file (expected \(expected))") }
        return failure("expected \(expected), found \(MessageText.quoted(String(found)))")
    }
}
