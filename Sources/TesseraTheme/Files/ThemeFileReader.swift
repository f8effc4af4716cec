import FoundationEssentials

/// Reads one theme file and decodes it into a ``ThemeLayer``, turning every way a file can be
/// wrong (unreadable, huge, binary, malformed, too deep, wrong shape) into diagnostics.
enum ThemeFileReader {
    /// The decoded layer (`nil` when the file could not be parsed at all) and the problems found.
    static func read(_ origin: ThemeOrigin, builtins: BuiltinThemeFiles) -> (layer: ThemeLayer?, diagnostics: ThemeDiagnostics) {
        switch origin {
        case .builtin(let name):
            guard let text = builtins.text(named: name) else {
                var diagnostics = ThemeDiagnostics(file: origin.displayFile)
                diagnostics.reportFile(.missingParent, "no built-in theme named \(MessageText.quoted(name))")
                return (nil, diagnostics)
            }
            return parse(Array(text.utf8), file: origin.displayFile)
        case .bytes(let bytes, let display):
            guard bytes.count <= ThemeSourceText.maximumSize else {
                var diagnostics = ThemeDiagnostics(file: display)
                diagnostics.reportFile(.tooLarge, tooLargeMessage)
                return (nil, diagnostics)
            }
            return parse(bytes, file: display)
        case .file(let url, let display):
            switch contents(of: url) {
            case .success(let bytes): return parse(bytes, file: display)
            case .failure(let problem):
                var diagnostics = ThemeDiagnostics(file: display)
                diagnostics.reportFile(problem.kind, problem.message)
                return (nil, diagnostics)
            }
        }
    }

    /// Decodes the bytes of a theme file named `file` in messages.
    static func parse(_ bytes: [UInt8], file: String) -> (layer: ThemeLayer?, diagnostics: ThemeDiagnostics) {
        let text = ThemeSourceText(bytes)
        var diagnostics = ThemeDiagnostics(file: file, text: text)
        if let problem = text.preflightProblem() {
            diagnostics.reportFile(problem.kind, offset: problem.offset, problem.problem)
            return (nil, diagnostics)
        }
        let root: JSONValue
        switch JSONParser.parse(text.bytes) {
        case .success(let value): root = value
        case .failure(let failure):
            diagnostics.reportFile(.malformedJSON, offset: failure.offset, "malformed JSON: \(failure.message)")
            return (nil, diagnostics)
        }
        let locations = JSONLocations(scanning: text.bytes)
        diagnostics.locations = locations
        for duplicate in locations.duplicates {
            let first = text.location(ofByte: duplicate.firstOffset)
            diagnostics.report(
                .duplicateKey, at: duplicate.path, atKey: true,
                "duplicate key (first at line \(first.line), column \(first.column); only the last one would count)")
        }
        var decoder = ThemeLayerDecoder(diagnostics: diagnostics)
        let layer = decoder.decode(root)
        return (layer, decoder.diagnostics)
    }

    /// The bytes of a file, reading no more than a theme file can hold, and only from a regular
    /// file: a FIFO or a device would wait or read for ever.
    private static func contents(of url: URL) -> Result<[UInt8], ThemeProblem> {
        RegularFileReader.contents(atPath: url.path, limit: ThemeSourceText.maximumSize).mapError { failure in
            switch failure {
            case .missing: ThemeProblem(.unreadable, "no such file")
            case .directory: ThemeProblem(.unreadable, "is a folder, not a theme file")
            case .notRegular: ThemeProblem(.unreadable, "is not a regular file")
            case .tooLarge: ThemeProblem(.tooLarge, tooLargeMessage)
            case .unreadable: ThemeProblem(.unreadable, failure.description)
            }
        }
    }

    private static let tooLargeMessage =
        "the file is larger than \(ThemeSourceText.maximumSize / 1024) KiB; a theme file is a few KiB"
}
