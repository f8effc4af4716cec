/// A problem found before its place in a file is known: what kind, and the message.
struct ThemeProblem: Error {
    var kind: ThemeError.Kind
    var message: String

    init(_ kind: ThemeError.Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}
