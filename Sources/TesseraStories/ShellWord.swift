/// Quoting for commands printed for the reader to paste into a POSIX shell.
package enum ShellWord {
    /// `word` as is when it is plain (letters, digits, `/ . _ - = :`), else in single quotes.
    package static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil || "/._-=:".unicodeScalars.contains(scalar))
            }
        return plain ? word : "'" + word.map { $0 == "'" ? "'\\''" : String($0) }.joined() + "'"
    }
}
