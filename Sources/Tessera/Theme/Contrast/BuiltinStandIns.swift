/// The stand-ins of every built-in theme (not `terminal`, whose colours are the terminal's) in both
/// schemes at 256, 16 and 8 colours, worked out ahead by ``LegibleStandIns`` and kept in
/// `BuiltinStandIns+Table.swift`: solving is most of the theme work of an app's start-up in a
/// 256-colour terminal.
///
/// An entry answers only for exactly the colours it was solved from, so a theme that changed (a
/// file edited, a theme extending a built-in) is solved as before. `Scripts/update-stand-ins.sh`
/// writes the table again; `BuiltinStandInsTests` fails while it is out of date.
enum BuiltinStandIns {
    /// One theme's solution in one scheme at one depth.
    struct Entry {
        let depth: ColorDepth
        let level: ContrastLevel
        /// The colours solved from (0xRRGGBB, by token ordinal).
        let solvedFrom: [UInt32]
        /// The colour each token is drawn with.
        let colors: [UInt32]
        let filled: [ColorToken]
        let bold: [ColorToken]
    }

    /// The solution for `values` (after ``LegibleStandIns/legibleShades(_:level:)``), if a built-in
    /// theme has exactly those colours.
    static func solution(for values: [RGB], level: ContrastLevel, depth: ColorDepth) -> LegibleStandIns.Solution? {
        guard
            let entry = entries.first(where: {
                $0.depth == depth && $0.level == level && $0.solvedFrom.elementsEqual(values, by: { RGB(hex: $0) == $1 })
            })
        else { return nil }
        var emphasis: [ColorToken: AccentEmphasis] = [:]
        for token in entry.filled { emphasis[token] = .filled }
        for token in entry.bold { emphasis[token] = .bold }
        return LegibleStandIns.Solution(colors: entry.colors.map(RGB.init(hex:)), emphasis: emphasis)
    }

    /// The depths solved ahead: truecolor and monochrome need no stand-ins.
    static let depths: [ColorDepth] = [.c256, .c16, .c8]

    /// The source of `BuiltinStandIns+Table.swift` for the built-in themes as they are now.
    static func tableSource() -> String {
        var lines = [
            "// Written by Scripts/update-stand-ins.sh from the built-in themes and LegibleStandIns; do not edit.",
            "// swift-format-ignore-file",
            "extension BuiltinStandIns {",
            "    static let entries: [Entry] = [",
        ]
        for name in BuiltinThemes.names {
            guard let theme = BuiltinThemes.theme(named: name), theme.terminalColors == nil else { continue }
            for scheme in [ColorScheme.light, .dark] {
                let values = ResolvedTheme.standInInputs(of: theme, scheme: scheme)
                for depth in depths {
                    let (solvedFrom, solution) = LegibleStandIns.solvedAfresh(values, level: theme.contrast, depth: depth)
                    func tokens(_ emphasis: AccentEmphasis) -> String {
                        let tokens = ColorToken.allCases.filter { solution.emphasis[$0] == emphasis }
                        return "[" + tokens.map { ".\($0)" }.joined(separator: ", ") + "]"
                    }
                    lines += ["        // \(name), \(scheme), \(depth.rawValue)", "        Entry("]
                    lines += ["            depth: .\(depth), level: .\(theme.contrast),", "            solvedFrom: ["]
                    lines += hexLines(solvedFrom) + ["            ],", "            colors: ["]
                    lines += hexLines(solution.colors) + ["            ],"]
                    lines += ["            filled: \(tokens(.filled)), bold: \(tokens(.bold))),"]
                }
            }
        }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// `colors` as 0xrrggbb literals, eleven to a line.
    private static func hexLines(_ colors: [RGB]) -> [String] {
        let literals = colors.map { "0x" + $0.hexString.dropFirst() + "," }
        return stride(from: 0, to: literals.count, by: 11).map {
            "                " + literals[$0..<min($0 + 11, literals.count)].joined(separator: " ")
        }
    }
}
