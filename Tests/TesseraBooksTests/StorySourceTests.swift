import Testing

/// The scanner behind ``StoryCodeTests``, on small sources whose answers are known.
@Suite struct StorySourceTests {
    private static let sample = #"""
        // Story("In a comment", code: "nothing") { Text("no") }
        let book = StoryBook("Sample") {
            Story("Exact", code: "Button(\"Save\") { }") {
                Button("Save") { }
            }
            Story("Drifted", code: "Text(\"Total\").bold()") { Text("Total").italic() }
            Story("Braces in strings", code: "Text(\"} {\").padding(1)") { Text("} {")
                .padding( 1 ) }
            Story("Bound", code: "Toggle(\"On\", isOn: $on)") {
                StoryState(true) { $on in Toggle("On", isOn: $on) }
            }
            Story("Nested", code: "Chip(\"A\", isSelected: $a); Chip(\"B\", isSelected: $b)") {
                StoryState(true) { $a in StoryState(false) { $b in Chip("A", isSelected: $a); Chip("B", isSelected: $b) } }
            }
            Story("Scaffolding") { Text("\(count) sent") }
        }
        """#

    @Test func findsEveryCallOutsideComments() throws {
        let calls = try StorySource.calls(in: Self.sample)
        #expect(calls.map(\.line) == [3, 6, 7, 9, 12, 15])
        #expect(
            calls.map(\.code) == [
                #"Button("Save") { }"#, #"Text("Total").bold()"#, #"Text("} {").padding(1)"#,
                #"Toggle("On", isOn: $on)"#, #"Chip("A", isSelected: $a); Chip("B", isSelected: $b)"#, nil,
            ])
        #expect(calls.last?.body == #" Text("\(count) sent") "#)
    }

    @Test func onlyTheDriftedCodeFailsToMatch() throws {
        let calls = try StorySource.calls(in: Self.sample)
        let matching = calls.compactMap { call in call.code.map { StorySource.matches(code: $0, body: call.body) } }
        #expect(matching == [true, false, true, true, true])
    }

    @Test func normalisingKeepsStringLiteralsAndDropsSpaceAroundPunctuation() {
        #expect(StorySource.normalised("  Text( \"a  b\" )\n    .bold( ) // note\n") == #"Text("a  b").bold()"#)
        #expect(StorySource.normalised(#"Text("a b")"#) != StorySource.normalised(#"Text("a  b")"#))
        #expect(StorySource.normalised("HStack { A; B }") == "HStack{A; B}")
    }

    @Test func aWrapperWithAModifierIsPartOfTheCallSite() {
        let body = #"StoryState(0) { $n in Text("n") }.padding(1)"#
        #expect(StorySource.callSite(of: body) == body)
        #expect(StorySource.callSite(of: #" StoryState(0) { $n in Text("n") } "#) == #" Text("n") "#)
    }

    @Test func interpolationInCodeIsRejected() {
        #expect(throws: StorySource.Problem(line: 1, message: "code: interpolates (\\(…)): the shown code must be the literal source")) {
            try StorySource.calls(in: #"Story("Count", code: "Text(\"\(n)\")") { Text("\(n)") }"#)
        }
        // An escaped backslash before "(" is not interpolation.
        #expect(
            (try? StorySource.calls(in: #"Story("Count", code: "Text(\"\\(n)\")") { Text("\(n)") }"#))?.first?.code
                == #"Text("\(n)")"#)
    }

    @Test func aCodeWithoutATrailingClosureIsAProblem() {
        #expect(throws: StorySource.Problem.self) {
            try StorySource.calls(in: #"Story("Loose", code: "Text(\"a\")", content: { Text("a") })"#)
        }
    }

    @Test func aStoryWithControlsReadsItsPlaceholdersAsTheVariablesOfItsInputs() throws {
        let source = #"""
            Story("Pay", code: "Button($(title), action: { }).disabled($(is-off))") { controls in
                let title = controls.text("Title", default: "Pay")
                let off = controls.toggle("Is off", default: false)
                Button(title, action: controls.action("pay")).disabled(off)
            }
            """#
        let call = try #require(try StorySource.calls(in: source).first)
        let read = try #require(StorySource.controlled(code: call.code ?? "", body: call.body))
        #expect(StorySource.normalised(read.code) == "Button(title,action:{}).disabled(off)")
        #expect(StorySource.normalised(read.body) == "Button(title,action:{}).disabled(off)")
        // A placeholder for an input the body does not declare stays, and so does not match.
        let drifted = try #require(StorySource.controlled(code: "Button($(name)) { }", body: call.body))
        #expect(StorySource.normalised(drifted.code) != StorySource.normalised(drifted.body))
        #expect(StorySource.controlled(code: "Text(\"a\")", body: #" Text("a") "#) == nil)
    }
}
