/// A place in a JSON document: the keys and indices that lead to a value, e.g. `colors.fg.dark`.
struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step: an object member or an array element.
    enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    var components: [Component] = []

    static let root = JSONPath()

    /// The path one step further down, into an object member.
    func appending(_ key: String) -> JSONPath {
        JSONPath(components: components + [.key(key)])
    }

    /// The path one step further down, into an array element.
    func appending(index: Int) -> JSONPath {
        JSONPath(components: components + [.index(index)])
    }

    /// `colors.fg.dark`, `motion.spinnerFrames[2]`, `palette["two words"]`.
    var description: String {
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where JSONPath.isPlain(key):
                text += text.isEmpty ? key : ".\(key)"
            case .key(let key):
                text += "[\(MessageText.quoted(key))]"
            }
        }
        return text
    }

    /// Whether a key can be written bare: a letter or `_`, then letters, digits, `_` and `-`.
    private static func isPlain(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first.isASCIILetter || first == "_" else { return false }
        return key.unicodeScalars.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" || $0 == "-" }
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
