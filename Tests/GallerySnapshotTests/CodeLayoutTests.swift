import Testing
@testable import TesseraGallery

/// The call-site formatter: lines fit, never break inside a token, and lose nothing.
@Suite("Code layout")
struct CodeLayoutTests {
    /// Call sites the review saw broken, and other shapes of Tessera's stories.
    static let calls = [
        "Button(\"Save\") { }.buttonStyle(.tessera(.primary)).previewState(.focused)",
        "Button(\"Save\") { }.buttonStyle(.tessera(.primary)).disabled(true)",
        "TextField(\"Email\", text: $email).errorMessage(\"Enter a valid email\")",
        "Button(\"Copy\") { }.tooltip(\"Copy the address\")",
        "ListCell(title: \"Dogecoin\", description: \"Not available\", detail: \"—\").disabled(true)",
        "Toggle(\"Notifications\", isOn: $on)",
        "ProgressView(value: 0.62)",
        "Banner(.informational, title: \"Heads up\", message: \"Something\", label: .inside))",
        "VStack(alignment: .leading, spacing: 0) {\n    ForEach(0..<30, id: \\.self) { Text(\"payment \\($0)\") }\n}",
    ]

    /// The source with its whitespace removed: what no layout may change.
    static func ink(_ text: String) -> String { text.filter { !$0.isWhitespace } }

    @Test("every line fits and every character survives, at widths 20–80", arguments: calls)
    func fitsAndKeepsEverything(code: String) {
        for width in 20...80 {
            let lines = CodeLayout.lines(code, width: width)
            #expect(lines.allSatisfy { CodeLayout.displayWidth($0) <= width }, "\(width): \(lines)")
            let joined = lines.map { $0.hasSuffix("↩") ? String($0.dropLast()) : $0 }.joined()
            #expect(Self.ink(joined) == Self.ink(code), "\(width): \(lines)")
        }
    }

    @Test("a line breaks only between tokens: not in a word, a literal, a label and its value, or a call and its arguments",
          arguments: calls)
    func breaksBetweenTokens(code: String) {
        for width in 20...80 {
            let lines = CodeLayout.lines(code, width: width)
            let problems = CodeBreakRules.problems(lines, source: code)
            #expect(problems.isEmpty, "\(width): \(problems)")
            // Their widest unbreakable run is `description: "Not available",` (29 columns): from 30 on
            // nothing needs cutting.
            #expect(width < 30 || !lines.contains { $0.hasSuffix("↩") }, "nothing cut at \(width): \(lines)")
        }
    }

    @Test("the review's broken examples are whole at every width that holds them")
    func reviewExamples() {
        let whole: [(code: String, piece: String)] = [
            (Self.calls[0], ".previewState(.focused)"),
            (Self.calls[1], ".disabled(true)"),
            (Self.calls[2], "\"Enter a valid email\""),
            (Self.calls[3], "\"Copy the address\""),
            (Self.calls[4], "description: \"Not available\""),
            (Self.calls[5], "isOn: $on)"),
            (Self.calls[6], "value: 0.62)"),
            (Self.calls[7], "label: .inside))"),
        ]
        for (code, piece) in whole {
            for width in 20...80 where width >= piece.count + CodeLayout.continuationIndent {
                let lines = CodeLayout.lines(code, width: width)
                #expect(lines.contains { $0.contains(piece) }, "\(width): \(piece) in \(lines)")
            }
        }
    }

    @Test("a chain wraps before each dot that does not fit, the rest indented four")
    func chainWraps() {
        #expect(CodeLayout.lines(Self.calls[0], width: 40) == [
            "Button(\"Save\") { }",
            "    .buttonStyle(.tessera(.primary))",
            "    .previewState(.focused)",
        ])
        #expect(CodeLayout.lines(Self.calls[0], width: 80) == [Self.calls[0]], "it fits: one line")
        #expect(CodeLayout.lines("Toggle(\"Notifications\", isOn: $on)", width: 30) == [
            "Toggle(\"Notifications\",",
            "    isOn: $on)",
        ])
    }

    @Test("multi-line code keeps its lines and indents; a wrapped inner line indents past its own")
    func multiLine() {
        let code = "VStack {\n    ListCell(title: \"Bitcoin\", detail: \"$43,201.10\")\n}"
        #expect(CodeLayout.lines(code, width: 80) == code.split(separator: "\n").map(String.init))
        #expect(CodeLayout.lines(code, width: 32) == [
            "VStack {",
            "    ListCell(title: \"Bitcoin\",",
            "        detail: \"$43,201.10\")",
            "}",
        ])
        #expect(CodeLayout.lines("a\n\nb", width: 20) == ["a", "", "b"], "blank lines stay")
        #expect(CodeLayout.lines("ListCell(title: \"Bitcoin\") { selected = \"Bitcoin\" }", width: 30) == [
            "ListCell(title: \"Bitcoin\") {",
            "    selected = \"Bitcoin\" }",
        ], "a closure breaks after its `{`, never leaving its `}` alone")
    }

    @Test("only a token wider than the column is cut, and the cut is marked")
    func longTokenIsCutVisibly() {
        let literal = "\"" + String(repeating: "long ", count: 10) + "\""
        let lines = CodeLayout.lines("Text(\(literal))", width: 20)
        #expect(lines.first == "Text(")
        #expect(lines.dropFirst().dropLast().allSatisfy { $0.hasSuffix("↩") && CodeLayout.displayWidth($0) == 20 }, "\(lines)")
        #expect(lines.last?.hasSuffix("\")") == true, "\(lines)")
        #expect(CodeLayout.lines("Text(\(literal))", width: 20, mark: "\\").dropFirst().first?.hasSuffix("\\") == true)
        #expect(CodeLayout.lines("Alert(message: \"This removes the wallet\")", width: 24) == [
            "Alert(",
            "    message: \"This remo↩",
            "    ves the wallet\")",
        ], "a label and its too-long literal: the line is filled before the cut, the label kept")
        #expect(!CodeLayout.lines(Self.calls[2], width: 24).contains { $0.hasSuffix("↩") },
                "the review's literals fit at 24 columns: nothing is cut")
    }

    @Test("string literals hold their spaces, escapes and interpolations as one token")
    func stringTokens() {
        let tokens = CodeToken.tokens(of: #"Text("a \"b\" \(x + "c d") e").bold()"#).map(\.text)
        #expect(tokens == ["Text", "(", #""a \"b\" \(x + "c d") e""#, ")", ".", "bold", "(", ")"])
        #expect(CodeToken.tokens(of: "0..<30 == 0.62").map(\.text) == ["0", "..<", "30", "==", "0.62"])
        #expect(CodeToken.tokens(of: "\"unclosed").map(\.text) == ["\"unclosed"], "an unclosed literal ends the line")
    }

    @Test("hostile widths and input: tiny or negative widths, wide glyphs, deep indents, empty code")
    func hostile() {
        for width in [-5, 0, 1, 2, 3] {
            let lines = CodeLayout.lines(Self.calls[0], width: width)
            #expect(lines.allSatisfy { CodeLayout.displayWidth($0) <= 3 }, "\(width): \(lines)")
            #expect(!lines.isEmpty)
        }
        let wide = CodeLayout.lines("Text(\"漢字漢字漢字漢字漢字漢字\")", width: 10)
        #expect(wide.allSatisfy { CodeLayout.displayWidth($0) <= 10 }, "\(wide)")
        let deep = CodeLayout.lines(String(repeating: " ", count: 60) + "Button(\"Save\") { }.disabled(true)", width: 20)
        #expect(deep.allSatisfy { CodeLayout.displayWidth($0) <= 20 }, "\(deep)")
        #expect(CodeLayout.lines("", width: 40) == [""])
    }
}
