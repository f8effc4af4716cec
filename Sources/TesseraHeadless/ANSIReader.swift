/// Reads Tessera's own ANSI snapshots back into text and per-cell style descriptions.
enum ANSIReader {
    static func read(_ ansi: String) -> (lines: [String], styles: [[String]]) {
        var lines: [String] = []
        var styles: [[String]] = []
        var rows = ansi.split(separator: "\n", omittingEmptySubsequences: false)
        if rows.last == "" { rows.removeLast() }
        for row in rows {
            var text = ""
            var rowStyles: [String] = []
            var current: [String] = []
            var scalars = row.unicodeScalars[...]
            while let scalar = scalars.popFirst() {
                if scalar == "\u{1B}", scalars.first == "[" {
                    scalars.removeFirst()
                    var parameters = ""
                    while let next = scalars.popFirst(), next != "m" { parameters.unicodeScalars.append(next) }
                    current = apply(parameters, to: current)
                    continue
                }
                text.unicodeScalars.append(scalar)
                // A combining scalar joins the previous cell; everything else starts one.
                if scalar.properties.generalCategory != .nonspacingMark && scalar.value != 0xFE0F && scalar.value != 0x200D {
                    rowStyles.append(current.isEmpty ? "plain" : current.joined(separator: ";"))
                }
            }
            lines.append(text)
            styles.append(rowStyles)
        }
        return (lines, styles)
    }

    /// Applies SGR parameters to the current style, kept as a list of parameter groups.
    private static func apply(_ parameters: String, to current: [String]) -> [String] {
        let parts = parameters.split(separator: ";").map(String.init)
        var style = current
        var index = 0
        while index < parts.count {
            let part = parts[index]
            if part == "0" || part.isEmpty {
                style = []
            } else if part == "38" || part == "48", index + 1 < parts.count {
                let count = parts[index + 1] == "2" ? 5 : 3
                let group = parts[index..<min(parts.count, index + count)].joined(separator: ";")
                style.removeAll { $0.hasPrefix(part + ";") }
                style.append(group)
                index += count
                continue
            } else {
                style.append(part)
            }
            index += 1
        }
        return style
    }
}
