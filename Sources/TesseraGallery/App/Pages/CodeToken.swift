/// A token of one line of Swift source: a word or number, a string literal (interpolations and
/// all), an operator, or one punctuation character; with the spaces before it.
struct CodeToken: Equatable {
    let text: String
    /// The spaces between this token and the one before it.
    let space: Int

    /// The tokens of one line of code.
    static func tokens(of line: String) -> [CodeToken] {
        let characters = Array(line)
        var tokens: [CodeToken] = []
        var index = 0
        var space = 0
        while index < characters.count {
            let character = characters[index]
            if character == " " {
                space += 1
                index += 1
                continue
            }
            let end: Int
            if character == "\"" {
                end = stringEnd(characters, from: index)
            } else if character.isNumber {
                end = numberEnd(characters, from: index)
            } else if isWordCharacter(character) {
                end = characters[index...].firstIndex { !isWordCharacter($0) } ?? characters.count
            } else if isOperatorCharacter(character) || isRange(characters, at: index) {
                end = characters[index...].firstIndex { !isOperatorCharacter($0) && $0 != "." } ?? characters.count
            } else {
                end = index + 1
            }
            tokens.append(CodeToken(text: String(characters[index..<end]), space: space))
            space = 0
            index = end
        }
        return tokens
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || "_$@#".contains(character)
    }

    private static func isOperatorCharacter(_ character: Character) -> Bool {
        "=+-*/<>!&|^%~?".contains(character)
    }

    /// `..<` and `...`: the dots of a range are an operator, not member access.
    private static func isRange(_ characters: [Character], at index: Int) -> Bool {
        characters[index] == "." && index + 1 < characters.count && characters[index + 1] == "."
    }

    /// The index after the number literal at `start` (`42`, `0.62`, `1_000`).
    private static func numberEnd(_ characters: [Character], from start: Int) -> Int {
        var index = start
        var seenPoint = false
        while index < characters.count {
            let character = characters[index]
            let point = character == "." && !seenPoint && index + 1 < characters.count && characters[index + 1].isNumber
            guard isWordCharacter(character) || point else { break }
            seenPoint = seenPoint || point
            index += 1
        }
        return index
    }

    /// The index after the string literal that opens at `start`, across escapes and
    /// interpolations (which may hold string literals of their own); the line's end if unclosed.
    private static func stringEnd(_ characters: [Character], from start: Int) -> Int {
        var index = start + 1
        while index < characters.count {
            switch characters[index] {
            case "\"":
                return index + 1
            case "\\" where index + 1 < characters.count && characters[index + 1] == "(":
                index = interpolationEnd(characters, from: index + 2)
            case "\\":
                index += 2
            default:
                index += 1
            }
        }
        return characters.count
    }

    /// The index after the `)` that closes an interpolation whose contents start at `start`.
    static func interpolationEnd(_ characters: [Character], from start: Int) -> Int {
        var depth = 1
        var index = start
        while index < characters.count {
            switch characters[index] {
            case "\"":
                index = stringEnd(characters, from: index)
                continue
            case "(":
                depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return index + 1 }
            default:
                break
            }
            index += 1
        }
        return characters.count
    }
}
