/// Where each key and value of a JSON document starts, found by scanning its text.
///
/// `JSONSerialization` gives values but no positions; this scan supplies the line and column for
/// messages, and notices duplicate keys (which `JSONSerialization` silently collapses). It runs on
/// text the parser has accepted, without recursion.
struct JSONLocations {
    /// A key that appears a second time in the same object.
    struct Duplicate {
        var path: JSONPath
        var offset: Int
        var firstOffset: Int
    }

    /// The byte offset of each value.
    private(set) var values: [JSONPath: Int] = [:]
    /// The byte offset of each object member's key (the opening quote), by the member's path.
    private(set) var keys: [JSONPath: Int] = [:]
    /// Keys that appear twice in one object, in document order.
    private(set) var duplicates: [Duplicate] = []

    private enum Frame {
        case object(path: JSONPath, seen: [String: Int], key: String?)
        case array(path: JSONPath, count: Int)
    }

    init(scanning bytes: [UInt8]) {
        var stack: [Frame] = []
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == UInt8(ascii: ",")
                || byte == UInt8(ascii: ":")
            {
                offset += 1
                continue
            }
            if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                _ = stack.popLast()
                Self.finishValue(&stack)
                offset += 1
                continue
            }
            // An object waiting for a key reads one here.
            if case .object(let path, var seen, nil)? = stack.last, byte == UInt8(ascii: "\"") {
                let (key, end) = Self.readString(bytes, from: offset)
                let memberPath = path.appending(key)
                if let first = seen[key] {
                    duplicates.append(Duplicate(path: memberPath, offset: offset, firstOffset: first))
                } else {
                    seen[key] = offset
                }
                keys[memberPath] = offset
                stack[stack.count - 1] = .object(path: path, seen: seen, key: key)
                offset = end
                continue
            }
            // Anything else starts a value.
            let path = Self.currentPath(stack)
            values[path] = offset
            switch byte {
            case UInt8(ascii: "{"):
                stack.append(.object(path: path, seen: [:], key: nil))
                offset += 1
            case UInt8(ascii: "["):
                stack.append(.array(path: path, count: 0))
                offset += 1
            case UInt8(ascii: "\""):
                offset = Self.readString(bytes, from: offset).end
                Self.finishValue(&stack)
            default:
                offset = Self.skipLiteral(bytes, from: offset)
                Self.finishValue(&stack)
            }
        }
    }

    /// The offset of the key of `path` if it is an object member, else of its value.
    func keyOffset(_ path: JSONPath) -> Int? {
        keys[path] ?? values[path]
    }

    /// The offset of the value at `path`, else of its key.
    func valueOffset(_ path: JSONPath) -> Int? {
        values[path] ?? keys[path]
    }

    private static func currentPath(_ stack: [Frame]) -> JSONPath {
        switch stack.last {
        case .object(let path, _, let key?)?: path.appending(key)
        case .array(let path, let count)?: path.appending(index: count)
        case .object(let path, _, nil)?: path
        case nil: .root
        }
    }

    /// Moves the enclosing container past a finished value.
    private static func finishValue(_ stack: inout [Frame]) {
        switch stack.last {
        case .object(let path, let seen, _)?: stack[stack.count - 1] = .object(path: path, seen: seen, key: nil)
        case .array(let path, let count)?: stack[stack.count - 1] = .array(path: path, count: count + 1)
        case nil: break
        }
    }

    /// Skips a number or `true` / `false` / `null`.
    private static func skipLiteral(_ bytes: [UInt8], from start: Int) -> Int {
        var offset = start + 1
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"): return offset
            default: offset += 1
            }
        }
        return offset
    }

    /// Decodes the string starting at the quote at `start`; returns it and the offset after it.
    private static func readString(_ bytes: [UInt8], from start: Int) -> (String, end: Int) {
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        var pendingHighSurrogate: UInt32?
        var offset = start + 1
        func flushRaw() {
            scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
            raw.removeAll()
        }
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\"") {
            guard bytes[offset] == UInt8(ascii: "\\"), offset + 1 < bytes.count else {
                raw.append(bytes[offset])
                offset += 1
                continue
            }
            flushRaw()
            let escape = bytes[offset + 1]
            offset += 2
            var decoded: Unicode.Scalar?
            switch escape {
            case UInt8(ascii: "n"): decoded = "\n"
            case UInt8(ascii: "t"): decoded = "\t"
            case UInt8(ascii: "r"): decoded = "\r"
            case UInt8(ascii: "b"): decoded = "\u{8}"
            case UInt8(ascii: "f"): decoded = "\u{C}"
            case UInt8(ascii: "u"):
                let digits = String(decoding: bytes[offset..<min(offset + 4, bytes.count)], as: UTF8.self)
                offset = min(offset + 4, bytes.count)
                let unit = UInt32(digits, radix: 16) ?? 0xFFFD
                if (0xD800...0xDBFF).contains(unit) {
                    pendingHighSurrogate = unit
                    continue
                }
                if let high = pendingHighSurrogate, (0xDC00...0xDFFF).contains(unit) {
                    decoded = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00))
                } else {
                    decoded = Unicode.Scalar(unit)
                }
            default: decoded = Unicode.Scalar(escape)
            }
            pendingHighSurrogate = nil
            scalars.append(decoded ?? "\u{FFFD}")
        }
        flushRaw()
        return (String(scalars), min(offset + 1, bytes.count))
    }
}
