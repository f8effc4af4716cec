/// How much room an avatar takes.
public enum AvatarSize: String, CaseIterable, Hashable, Sendable {
    /// One row, three columns, one initial.
    case small
    /// One row, four columns, up to two initials.
    case medium
    /// Three rows, six columns (about square in a terminal cell grid), up to two initials.
    case large
}

/// A person's initials on a colour chosen from their name, for when there is no picture.
///
/// ```swift
/// HStack { Avatar(name: "Ada Lovelace"); Text("Ada Lovelace") }
/// ```
///
/// The colour is one of the chromatic ``Hue``s picked by a hash of the name that is the same in
/// every process and on every machine, so a person keeps their colour.
public struct Avatar: View {
    let name: String
    let size: AvatarSize

    @HotEnvironment private var environment
    private var theme: ResolvedTheme { environment.resolvedTheme }
    private var depth: ColorDepth { environment.colorDepth }

    /// - Parameters:
    ///   - name: the person's name; its initials are shown.
    ///   - size: small, medium (the default) or large.
    public init(name: String, size: AvatarSize = .medium) {
        self.name = name
        self.size = size
    }

    /// The initials, bold and centred on the name's colour (reverse video where fills cannot show).
    public var body: some View {
        let colors = avatarColors(name: name, theme: theme)
        let metrics = avatarMetrics(size)
        let initials = avatarInitials(name, limit: metrics.initials)
        // Centred, an odd cell left over going on the left: a wide initial (林) then starts in the
        // same column as a narrow one, so a column of avatars stays aligned.
        let leading = max(0, metrics.width - DisplayWidth.of(initials) + 1) / 2
        Text(initials)
            .bold()
            .lineLimit(1)
            .padding(.leading, leading)
            .frame(width: metrics.width, height: metrics.height, alignment: .leading)
            .surface(fill: colors.fill, foreground: colors.text, attributes: depth.showsFills ? [] : .reverse)
    }
}

/// An avatar's fill and initials colour.
struct AvatarColors: Hashable {
    var fill: RGB
    var text: RGB
}

/// TOKENS.md, Avatar fallback: a hue chosen from the name (its step 60 fill) behind `fgInverse`.
func avatarColors(name: String, theme: ResolvedTheme) -> AvatarColors {
    let fill = hueRamp(avatarHue(for: name), theme: theme).fill
    return AvatarColors(fill: fill, text: theme.ink(.fgInverse, on: fill))
}

/// The hues avatars are drawn from: the chromatic ones (a gray avatar would look disabled).
let avatarHues: [Hue] = [.blue, .purple, .green, .orange, .red]

/// The hue for a name: `stableNameHash(name) % 5`, indexing blue, purple, green, orange, red.
func avatarHue(for name: String) -> Hue {
    avatarHues[Int(stableNameHash(name) % UInt32(avatarHues.count))]
}

/// A hash of a name that never changes between runs (unlike `Hasher`, which is seeded per
/// process): 32-bit FNV-1a over the UTF-8 bytes of the name, trimmed of surrounding white space
/// and lowercased, so "Ada Lovelace" and " ada lovelace" get the same colour.
///
/// FNV-1a: start from 2166136261; for each byte, XOR it in, then multiply by 16777619 (mod 2³²).
func stableNameHash(_ name: String) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for byte in normalizedName(name).utf8 {
        hash ^= UInt32(byte)
        hash = hash &* 16_777_619
    }
    return hash
}

private func normalizedName(_ name: String) -> String {
    let characters = Array(name)
    guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
        let last = characters.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(characters[first...last]).lowercased()
}

/// The initials of a name: the first character of its first word and of its last word,
/// uppercased, at most `limit` of them and at most two cells wide ("?" for an empty name).
func avatarInitials(_ name: String, limit: Int) -> String {
    let words = name.split(whereSeparator: \.isWhitespace)
    guard let firstWord = words.first, let first = firstWord.first else { return "?" }
    var initials = [first]
    if limit > 1, words.count > 1, let last = words.last?.first { initials.append(last) }
    var result = ""
    var width = 0
    for initial in initials {
        let upper = String(initial).uppercased()
        let cells = DisplayWidth.of(upper)
        guard result.isEmpty || width + cells <= 2 else { break }
        result += upper
        width += cells
    }
    return result
}

/// An avatar's size in cells and how many initials it shows.
func avatarMetrics(_ size: AvatarSize) -> (width: Int, height: Int, initials: Int) {
    switch size {
    case .small: (3, 1, 1)
    case .medium: (4, 1, 2)
    case .large: (6, 3, 2)
    }
}
