/// Story ids: `book/section/story`, each part in kebab case.
public enum StoryID {
    /// `"Pay button"` → `pay-button`; `".primary"` → `primary`; `"Toggle, checkbox & radio"` →
    /// `toggle-checkbox-radio`. Letters and digits are kept (lowercased), anything else separates
    /// words; an id with no letter or digit is `story`.
    public static func kebabCase(_ text: String) -> String {
        var words: [String] = []
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber {
                current.append(contentsOf: character.lowercased())
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.isEmpty ? "story" : words.joined(separator: "-")
    }
}
