/// The text of the built-in theme files, which an `extends` may name: Tessera passes the files it
/// embeds, and the build tool that turns them into Swift values passes the files it was given.
package struct BuiltinThemeFiles: Sendable {
    /// One built-in theme file.
    package struct File: Sendable {
        /// The file name without `.json`: the theme's built-in name.
        package var name: String
        package var text: String

        package init(name: String, text: String) {
            self.name = name
            self.text = text
        }
    }

    package let files: [File]
    /// Every built-in name: `default` first, then alphabetical.
    package let names: [String]

    package init(_ files: [File]) {
        self.files = files
        let all = files.map(\.name)
        names = all.filter { $0 == "default" } + all.filter { $0 != "default" }.sorted()
    }

    /// The text of the built-in named `name`.
    package func text(named name: String) -> String? {
        files.first { $0.name == name }?.text
    }
}
