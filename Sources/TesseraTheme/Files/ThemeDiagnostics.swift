/// Collects the problems found in one theme file, giving each the file's name and, from the
/// scanned text, the line and column of the key or value at fault.
struct ThemeDiagnostics {
    /// Past this many problems in one file the rest are summarised in one line.
    static let limit = 100

    let file: String
    let text: ThemeSourceText?
    var locations: JSONLocations?
    private(set) var errors: [ThemeError] = []
    private var dropped = 0

    init(file: String, text: ThemeSourceText? = nil) {
        self.file = file
        self.text = text
    }

    /// Reports a problem with the value at `path`, located at its key (`atKey`) or at its value.
    /// A path that is not in the file (a missing member) is located at its nearest ancestor.
    mutating func report(_ kind: ThemeError.Kind, at path: JSONPath, atKey: Bool = false, _ problem: String) {
        var offset: Int?
        var place = path
        while offset == nil {
            offset = atKey ? locations?.keyOffset(place) : locations?.valueOffset(place)
            guard !place.components.isEmpty else { break }
            place.components.removeLast()
        }
        append(kind, path: path.description, offset: offset, problem)
    }

    /// Reports a problem with the file as a whole, at a byte offset where one is known.
    mutating func reportFile(_ kind: ThemeError.Kind, offset: Int? = nil, _ problem: String) {
        append(kind, path: "", offset: offset, problem)
    }

    /// The problems, in the order of their place in the file, whole-file problems first.
    var sortedErrors: [ThemeError] {
        var sorted = errors.enumerated().sorted { left, right in
            let a = (left.element.line ?? 0, left.element.column ?? 0, left.offset)
            let b = (right.element.line ?? 0, right.element.column ?? 0, right.offset)
            return a < b
        }.map(\.element)
        if dropped > 0 {
            sorted.append(
                ThemeError(
                    kind: sorted.last?.kind ?? .invalidValue, file: file,
                    problem: "\(dropped) more problems not shown"))
        }
        return sorted
    }

    private mutating func append(_ kind: ThemeError.Kind, path: String, offset: Int?, _ problem: String) {
        guard errors.count < Self.limit else {
            dropped += 1
            return
        }
        let location = offset.flatMap { text?.location(ofByte: $0) }
        errors.append(
            ThemeError(
                kind: kind, file: file, path: path, line: location?.line,
                column: location?.column, problem: problem))
    }
}
