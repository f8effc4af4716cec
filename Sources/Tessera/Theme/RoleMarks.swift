/// How a text role is drawn where the colour depth shows its colour as the main text's, so that
/// no two roles of a theme look alike at any depth.
///
/// A type scale tells some roles apart by colour alone: in the default theme `label1` is
/// `headline` (bold) in `fgMuted`, `caption` is `display2` (bold capitals) in `fgMuted`. At 16
/// colours on a light page muted text is the main text's black (no grey of xterm's reaches
/// 4.5:1 there), at 8 colours and in monochrome it is the foreground dimmed, and dim is no
/// difference a reader can count on (xterm draws dim black as black). There, a role whose colour
/// the depth draws as the main text's and that would look like a role above it (same attributes
/// but dim, same case, same colour shown) trades its colour for marks, the first of these that no
/// other role has:
///
/// 1. text of plain weight: italic (`label2`), and italic text underlined too (`legal`);
/// 2. bold text: its bold for a quieter mark than weight, underline (`label1`, `caption` with its
///    capitals), or capitals where it is italic (`title4`: an italic underline is fine print's);
/// 3. else the fewest further changes (italic, underline, bold dropped, capitals) that are.
///
/// Running text never turns to capitals in the first two: hints and fine print keep their case.
///
/// The roles are taken from the largest (`display1`) down, so the larger of two alike keeps its
/// look. A role's colour set nearer the text than the role (`.foregroundColor`) keeps the theme's
/// own style: then the role's colour is not what is drawn.
enum RoleMarks {
    /// For each role (by ``TextRole/ordinal``), its marked style, or `nil` where the theme's own is
    /// drawn. `styles` are the theme's; `lost(token)` tells whether the depth draws `token` as the
    /// main text; `shown(token)` is the colour a terminal of the depth shows (`nil` in monochrome).
    static func marked(
        _ styles: [TextRoleStyle], lost: (ColorToken) -> Bool,
        shown: (ColorToken) -> Color?
    ) -> [TextRoleStyle?] {
        /// What a reader tells roles apart by: attributes but dim, case and the colour shown.
        struct Look: Hashable {
            var attributes: TextAttributes
            var uppercase: Bool
            var color: Color?
        }
        func loses(_ style: TextRoleStyle) -> Bool { style.color.map { $0 != .fg && lost($0) } ?? false }
        func look(_ style: TextRoleStyle) -> Look {
            var attributes = style.attributes
            attributes.remove(.dim)
            let token = style.color ?? .fg
            return Look(attributes: attributes, uppercase: style.uppercase, color: loses(style) ? shown(.fg) : shown(token))
        }
        var result: [TextRoleStyle?] = Array(repeating: nil, count: styles.count)
        var placed: [Look] = []
        for (index, style) in styles.enumerated() {
            let own = look(style)
            // Roles below that keep their colour keep their looks too: a marked role takes none of them.
            let kept = styles[(index + 1)...].filter { !loses($0) }.map { look($0) }
            let taken = Set(placed + kept)
            guard loses(style), taken.contains(own) else {
                placed.append(own)
                continue
            }
            let pick = candidates(for: style).first { !taken.contains(look($0)) }
            if let pick {
                result[index] = pick
                placed.append(look(pick))
            } else {
                placed.append(own)
            }
        }
        return result
    }

    /// The styles `style` may take instead, in the order of preference of ``RoleMarks``.
    private static func candidates(for style: TextRoleStyle) -> [TextRoleStyle] {
        func changed(_ change: (inout TextRoleStyle) -> Void) -> TextRoleStyle {
            var copy = style
            change(&copy)
            return copy
        }
        let bold = style.attributes.contains(.bold), italic = style.attributes.contains(.italic)
        var preferred: [TextRoleStyle] = []
        if !bold {
            preferred.append(changed { $0.attributes.insert(italic ? .underline : .italic) })
        } else {
            let underline = changed {
                $0.attributes.remove(.bold); $0.attributes.insert(.underline)
            }
            let capitals = changed {
                $0.attributes.remove(.bold); $0.uppercase = true
            }
            preferred += italic ? [capitals, underline] : [underline, capitals]
        }
        // Every other combination of the four changes, fewest first.
        let changes: [(inout TextRoleStyle) -> Void] = [
            { $0.attributes.insert(.italic) }, { $0.attributes.insert(.underline) },
            { $0.attributes.remove(.bold) }, { $0.uppercase = true },
        ]
        let combinations = (1..<(1 << changes.count)).sorted { $0.nonzeroBitCount < $1.nonzeroBitCount }
        let rest = combinations.map { mask in
            changed { copy in
                for (bit, change) in changes.enumerated() where mask & (1 << bit) != 0 { change(&copy) }
            }
        }
        return (preferred + rest).filter { $0 != style }
    }
}
