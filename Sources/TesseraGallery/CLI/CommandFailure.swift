/// A command that could not finish, with a sentence saying why; the gallery prints it and exits 1.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
