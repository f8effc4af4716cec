import Testing

@testable import TesseraGallery

/// The call-site formatter: lines fit, break only between tokens and at the outermost structure
/// first, and copy back as the call site.
@Suite("Code layout")
struct CodeLayoutTests {
    /// Call sites the reviews saw broken, and other shapes of Tessera's stories.
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
        "Alert(title: \"Delete wallet?\", message: \"This removes the wallet from this device. Your funds stay safe.\",\n      actions: [.cancel(), .destructive(\"Delete\") { }])",
        "Text(\"Tessera wraps text at word boundaries by display width, so columns stay aligned.\")",
        "HStack(spacing: 2) { Text(\"\\(confirmations) sent\").foregroundColor(.fgMuted); Button(\"Reset\") { attempt += 1 } }",
        "VStack(alignment: .leading, spacing: 0) {\n    ListCell(title: \"Bitcoin\", description: \"BTC · 0.52\", detail: \"$43,201.10\", isSelected: selected == \"Bitcoin\") { selected = \"Bitcoin\" }\n}",
        "HStack(spacing: 1) { Chip(\"Bitcoin\", isSelected: $bitcoin); Chip(\"Ether\", isSelected: $ether) }",
        "Text(\"bold\").bold() + Text(\" italic\").italic() + Text(\" underline\").underline()\n    + Text(\" struck\").strikethrough()",
        "Accordion([\n    (\"How long?\", \"Two days.\"),\n    (\"Abroad?\", \"To most countries; duties are shown.\"),\n], id: \\.0, title: { $0.0 }) { item in\n    Text(item.1).foregroundColor(.fgMuted)\n}",
        "if showsNotice {\n    Banner(.warning, title: \"Scheduled maintenance\", message: \"Trading pauses at 02:00 UTC.\") {\n        showsNotice = false\n    }\n} else {\n    Button(\"Show again\") { showsNotice = true }\n}",
        "VStack(alignment: .leading, spacing: 0) { Text(\"Above\"); Divider(); Text(\"Below\") }",
        "VStack(alignment: .leading, spacing: 1) {\n    Tabs(selection: $tab, tabs: [\"Overview\", \"Activity\", \"Settings\"])\n    Text(tab).foregroundColor(.fgMuted)\n}",
        "VStack(alignment: .leading, spacing: 0) {\n    ForEach([\"Ada Lovelace\", \"Grace Hopper\", \"Alan Turing\", \"Katherine Johnson\", \"Linus\", \"林 美\"],\n            id: \\.self) { name in\n        HStack(spacing: 1) {\n            Avatar(name: name, size: .small)\n            Text(name)\n        }\n    }\n}",
    ]

    /// The source with its whitespace (and the `;` between statements) removed: what no layout
    /// may change.
    static func ink(_ text: String) -> String { CodeBreakRules.ink(text) }

    static func isSubsequence(_ text: String, of whole: String) -> Bool {
        var rest = Substring(whole)
        for character in text {
            guard let found = rest.firstIndex(of: character) else { return false }
            rest = rest[rest.index(after: found)...]
        }
        return true
    }

    @Test(
        "every line fits at widths 20–80; a line is clipped, visibly, only where a word is wider than the line, and nothing is invented",
        arguments: calls)
    func fitsAndKeepsEverything(code: String) {
        for width in 20...80 {
            let (lines, compromised) = CodeLayout.layout(code, width: width)
            #expect(lines.allSatisfy { CodeLayout.displayWidth($0) <= width }, "\(width): \(lines)")
            #expect(!lines.contains { $0.contains("↩") }, "\(width): \(lines)")
            let clipped = lines.filter { $0.hasSuffix("…") }
            #expect(clipped.isEmpty || compromised, "a clip is reported: \(width): \(lines)")
            if clipped.isEmpty {
                // A split literal joined back: the same string.
                #expect(Self.ink(CodeBreakRules.joiningSplits(lines).joined()) == Self.ink(code), "\(width): \(lines)")
            } else {
                // A run no break may split (a word of a literal and its label) is wider than the column.
                #expect(clipped.allSatisfy { CodeLayout.displayWidth($0) == width }, "\(width): \(clipped)")
                let shown = Self.ink(CodeBreakRules.joiningSplits(lines).map { $0.hasSuffix("…") ? String($0.dropLast()) : $0 }.joined())
                #expect(Self.isSubsequence(shown, of: Self.ink(code)), "\(width): \(lines)")
            }
        }
    }

    @Test(
        "lines break only between tokens, one indent per call, no `;` ending a line, outermost first, unless reported as a last resort",
        arguments: calls)
    func breaksBetweenTokens(code: String) {
        for width in 40...80 {
            let (lines, compromised) = CodeLayout.layout(code, width: width)
            let problems = CodeBreakRules.problems(lines, source: code, width: width)
            #expect(problems.isEmpty || compromised, "\(width): \(problems) in \(lines)")
            // A literal is split only as the last resort, never inside a word.
            #expect(!problems.contains { $0.contains("literal split") }, "\(width): \(problems) in \(lines)")
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
            (Self.calls[5], "isOn: $on"),
            (Self.calls[6], "value: 0.62"),
            (Self.calls[7], "label: .inside"),
            (Self.calls[12], "isSelected: selected == \"Bitcoin\""),
        ]
        for (code, piece) in whole {
            for width in 20...80 where width >= piece.count + 3 * CodeLayout.continuationIndent {
                let lines = CodeLayout.lines(code, width: width)
                #expect(lines.contains { $0.contains(piece) }, "\(width): \(piece) in \(lines.joined(separator: "\n"))")
            }
        }
    }

    @Test("a chain wraps before each dot that does not fit, the rest indented four")
    func chainWraps() {
        #expect(
            CodeLayout.lines(Self.calls[0], width: 40) == [
                "Button(\"Save\") { }",
                "    .buttonStyle(.tessera(.primary))",
                "    .previewState(.focused)",
            ])
        #expect(CodeLayout.lines(Self.calls[0], width: 80) == [Self.calls[0]], "it fits: one line")
        #expect(
            CodeLayout.lines("Toggle(\"Notifications\", isOn: $on)", width: 30) == [
                "Toggle(\"Notifications\",",
                "    isOn: $on)",
            ])
        #expect(
            CodeLayout.lines(Self.calls[14], width: 50) == [
                "Text(\"bold\").bold() + Text(\" italic\").italic()",
                "    + Text(\" underline\").underline()",
                "    + Text(\" struck\").strikethrough()",
            ], "a `+` breaks before a modifier of its operand")
    }

    @Test("the arguments of one call share one indent; a closure's body indents; a statement's line ends without `;`")
    func structure() {
        #expect(
            CodeLayout.lines(Self.calls[9], width: 80) == [
                "Alert(title: \"Delete wallet?\",",
                "    message: \"This removes the wallet from this device. Your funds stay safe.\",",
                "    actions: [.cancel(), .destructive(\"Delete\") { }])",
            ])
        #expect(
            CodeLayout.lines(Self.calls[11], width: 60) == [
                "HStack(spacing: 2) {",
                "    Text(\"\\(confirmations) sent\").foregroundColor(.fgMuted)",
                "    Button(\"Reset\") { attempt += 1 }",
                "}",
            ])
        #expect(
            CodeLayout.lines(Self.calls[13], width: 50) == [
                "HStack(spacing: 1) {",
                "    Chip(\"Bitcoin\", isSelected: $bitcoin)",
                "    Chip(\"Ether\", isSelected: $ether)",
                "}",
            ])
        // A trailing closure after a list that takes lines: the list opens and closes on lines of
        // its own, so the closure sits on the call's indent.
        #expect(
            CodeLayout.lines(Self.calls[12], width: 46) == [
                "VStack(alignment: .leading, spacing: 0) {",
                "    ListCell(",
                "        title: \"Bitcoin\",",
                "        description: \"BTC · 0.52\",",
                "        detail: \"$43,201.10\",",
                "        isSelected: selected == \"Bitcoin\"",
                "    ) { selected = \"Bitcoin\" }",
                "}",
            ])
        #expect(
            CodeLayout.lines(Self.calls[18], width: 36) == [
                "VStack(",
                "    alignment: .leading, spacing: 1",
                ") {",
                "    Tabs(selection: $tab,",
                "        tabs: [\"Overview\",",
                "            \"Activity\", \"Settings\"])",
                "    Text(tab)",
                "        .foregroundColor(.fgMuted)",
                "}",
            ])
        // A list the source opened right after its call's bracket stays there.
        #expect(
            CodeLayout.lines(Self.calls[15], width: 48) == [
                "Accordion([",
                "    (\"How long?\", \"Two days.\"),",
                "    (\"Abroad?\",",
                "        \"To most countries; duties are shown.\"),",
                "], id: \\.0, title: { $0.0 }) { item in",
                "    Text(item.1).foregroundColor(.fgMuted)",
                "}",
            ])
        // Statements on lines of their own lose the `;` that joined them, unless the next one
        // would then continue this one.
        #expect(
            CodeLayout.lines(Self.calls[17], width: 41) == [
                "VStack(alignment: .leading, spacing: 0) {",
                "    Text(\"Above\")",
                "    Divider()",
                "    Text(\"Below\")",
                "}",
            ])
        #expect(
            CodeLayout.lines("Group {\n    update(); .init(); { }\n}", width: 40) == [
                "Group {", "    update();", "    .init();", "    { }", "}",
            ])
        let multi = "VStack {\n    ListCell(title: \"Bitcoin\", detail: \"$43,201.10\")\n}"
        #expect(CodeLayout.lines(multi, width: 80) == multi.split(separator: "\n").map(String.init), "the source's lines stay")
    }

    @Test(
        "a literal stays whole where a line holds it; split after a space, as valid Swift, only where none does; clipped, visibly, only where a word is wider than the line"
    )
    func literalSplitsOnlyAsTheLastResort() {
        let literal = "\"Tessera wraps text at word boundaries by display width, so columns stay aligned.\""
        let whole = CodeLayout.displayWidth(Self.calls[10])
        #expect(CodeLayout.layout(Self.calls[10], width: whole) == ([Self.calls[10]], false))
        #expect(CodeLayout.layout(Self.calls[10], width: whole - 1) == (["Text(", "    " + literal, ")"], false))
        // No line of 73 holds it: split at its last clause that leaves the line half full.
        let (split, compromised) = CodeLayout.layout(Self.calls[10], width: 73)
        #expect(compromised, "a split is a last resort: a page stacks rather than split beside its samples")
        #expect(
            split == ["Text(\"Tessera wraps text at word boundaries by display width, \" +", "    \"so columns stay aligned.\")"],
            "\(split)")
        for width in 24...90 {
            let (lines, _) = CodeLayout.layout(Self.calls[10], width: width)
            #expect(!lines.contains { $0.hasSuffix("…") }, "every word fits a line of \(width): \(lines)")
            #expect(
                CodeBreakRules.problems(lines, source: Self.calls[10], width: width).isEmpty,
                "\(width): \(CodeBreakRules.problems(lines, source: Self.calls[10], width: width)) in \(lines)")
        }
        // Nothing to split at, or a member after it: clipped, visibly, and reported.
        let url = "Link(\"https://example.com/a/very/long/path/that/has/no/space/at/all\")"
        let (clipped, clipReported) = CodeLayout.layout(url, width: 40)
        #expect(clipReported && clipped.contains { $0.hasSuffix("…") } && !clipped.contains { $0.hasSuffix("\" +") }, "\(clipped)")
        let member = "Text(\"a literal with a member after it, which a split would change\".uppercased())"
        let (kept, _) = CodeLayout.layout(member, width: 40)
        #expect(!kept.contains { $0.hasSuffix("\" +") }, "`\"a \" + \"b\".uppercased()` is another string: \(kept)")
        // An interpolation, an escape, stay whole in their piece.
        let payment = "Text(\"payment \\(index + 1) of \\(count) for the order placed \\(date, format: .dateTime) \\u{2014} thanks\")"
        let (pieces, _) = CodeLayout.layout(payment, width: 36)
        #expect(!pieces.contains { $0.hasSuffix("…") }, "\(pieces)")
        #expect(pieces.contains { $0.hasSuffix("\" +") }, "split: \(pieces)")
        // Every piece closes the interpolations it opens (none is split inside `\(…)`).
        for piece in pieces where piece.hasSuffix("\" +") {
            let text = piece.drop { $0 != "\"" }
            #expect(text.filter { $0 == "(" }.count == text.filter { $0 == ")" }.count, "\(piece)")
        }
        #expect(Self.ink(CodeBreakRules.joiningSplits(pieces).joined()) == Self.ink(payment), "\(pieces)")
        let short = "Text(\"payment \\(index + 1) of \\(count)\")"
        #expect(CodeLayout.lines(short, width: short.count) == [short], "an interpolation's `+` is not the call's")
    }

    @Test("a continuation indented less than one level, or a short argument alone under its bracket, is a reported last resort")
    func raggedBreaksAreLastResorts() {
        // Tabs' "Selected" in the 29 columns the Tabs page gave its code at 120×40: `.fgMuted`
        // alone under `.foregroundColor(` is reported, so the page stacks instead.
        let (tabs, tabsCompromised) = CodeLayout.layout(Self.calls[18], width: 29)
        #expect(tabsCompromised && tabs.contains("            .fgMuted)"), "\(tabs)")
        #expect(!CodeLayout.layout(Self.calls[18], width: 36).isCompromised)
        // A contents as wide as half the line is not short: `.buttonStyle(` / `.tessera(.primary))`.
        let button = "Button(\"Primary\") { }.buttonStyle(.tessera(.primary))"
        let (styled, styledCompromised) = CodeLayout.layout(button, width: 29)
        #expect(
            !styledCompromised && styled == ["Button(\"Primary\") { }", "    .buttonStyle(", "        .tessera(.primary)", "    )"],
            "\(styled)")
        // Nesting deeper than a narrow column has room for: indents clamp, and that is reported.
        let deep = String(repeating: "VStack {\n", count: 6) + "Text(\"a\")" + String(repeating: "\n}", count: 6)
        let (clamped, clampedCompromised) = CodeLayout.layout(deep, width: 30)
        #expect(clampedCompromised && clamped.contains { $0.hasPrefix(String(repeating: " ", count: 14) + "VStack") }, "\(clamped)")
        #expect(!CodeBreakRules.problems(clamped, source: deep, width: 30).isEmpty, "the rules catch it: \(clamped)")
        #expect(!CodeLayout.layout(deep, width: 40).isCompromised)
    }

    @Test(
        "a bracket opened alone for want of room closes alone, and the next link starts a line; breaks nest one level deep there, two when a bracket broken open holds another; none between statements, before the chain's `.`, after a call's own comma"
    )
    func breakDepthIsMeasured() {
        let button = "Button(\"Secondary\") { }.buttonStyle(.tessera(.secondary))"
        #expect(
            CodeLayout.lines(button, width: 29) == [
                "Button(\"Secondary\") { }", "    .buttonStyle(", "        .tessera(.secondary)", "    )",
            ])
        #expect(CodeLayout.breakDepth(button, width: 29) == 1, "`.buttonStyle(` then its argument")
        #expect(CodeLayout.lines(button, width: 40) == ["Button(\"Secondary\") { }", "    .buttonStyle(.tessera(.secondary))"])
        #expect(CodeLayout.breakDepth(button, width: 40) == 0, "before the chain's `.`: as written")
        let block = "Button(\"Continue\") { }.buttonStyle(.tessera(.primary, block: true)).frame(width: 24)"
        #expect(
            CodeLayout.lines(block, width: 42) == [
                "Button(\"Continue\") { }", "    .buttonStyle(",
                "        .tessera(.primary, block: true)", "    )", "    .frame(width: 24)",
            ],
            "\(CodeLayout.lines(block, width: 42))")
        let large = "Button(\"Continue\") { }.buttonStyle(.tessera(.primary, size: .large))"
        // `.tessera(` stays after `.buttonStyle(` where its head fits: one level, closed as `))`.
        #expect(
            CodeLayout.lines(large, width: 34) == [
                "Button(\"Continue\") { }", "    .buttonStyle(.tessera(",
                "        .primary, size: .large", "    ))",
            ], "\(CodeLayout.lines(large, width: 34))")
        #expect(CodeLayout.breakDepth(large, width: 34) == 1)
        let staircase = CodeLayout.lines(large, width: 24)
        #expect(staircase.contains("        .tessera(") && staircase.contains("        )"), "\(staircase)")
        #expect(CodeLayout.breakDepth(large, width: 24) == 2, "\(staircase)")
        let toggle = "Toggle(\"Notifications\", isOn: $on)"
        #expect(CodeLayout.lines(toggle, width: 30) == ["Toggle(\"Notifications\",", "    isOn: $on)"])
        #expect(CodeLayout.breakDepth(toggle, width: 30) == 0, "after the call's own comma: as written")
        let slide = "SlideButton(\"Slide to send\", completedTitle: \"Sent\") { confirmations += 1 }.id(attempt)"
        let narrow = CodeLayout.lines(slide, width: 41)
        #expect(narrow.first == "SlideButton(" && narrow.contains(") { confirmations += 1 }"), "\(narrow)")
        #expect(CodeLayout.breakDepth(slide, width: 41) == 1, "opened alone and closed alone: \(narrow)")
        #expect(CodeLayout.breakDepth(slide, width: 90) == 0)
        let radio = "RadioGroup(selection: $speed, options: [(\"Slow\", \"Slow\"), (\"Normal\", \"Normal\"), (\"Fast\", \"Fast\")])"
        #expect(
            CodeLayout.breakDepth(radio, width: 45) == 1, "after a comma inside an argument's list: \(CodeLayout.lines(radio, width: 45))")
        #expect(CodeLayout.breakDepth(radio, width: 80) == 0, "\(CodeLayout.lines(radio, width: 80))")
        // A closure's body starts afresh: its statements and a call's own commas in it read as written.
        #expect(CodeLayout.breakDepth(Self.calls[17], width: 44) == 0, "\(CodeLayout.lines(Self.calls[17], width: 44))")
        #expect(CodeLayout.breakDepth(Self.calls[15], width: 200) == 0, "a list the source wrote one item a line")
    }

    @Test("operands of `==` and `=` stay together; a break between them is only a last resort, and reported")
    func operandsStayTogether() {
        let cell = "ListCell(title: \"Bitcoin\", isSelected: selected == \"Bitcoin\") { selected = \"Bitcoin\" }"
        let (wide, wideCompromised) = CodeLayout.layout(cell, width: 48)
        #expect(!wideCompromised && wide.contains("    isSelected: selected == \"Bitcoin\""), "\(wide)")
        #expect(CodeBreakRules.problems(wide, source: cell).isEmpty, "\(wide)")
        // Too narrow for the comparison after its label: the break is taken and reported.
        let (narrow, narrowCompromised) = CodeLayout.layout(cell, width: 36)
        #expect(narrowCompromised, "\(narrow)")
        #expect(!CodeBreakRules.problems(narrow, source: cell).isEmpty, "the rules catch it: \(narrow)")
        // A concatenation breaks inside its operands' arguments first, before a `+` only then.
        let sum = "Text(\"a\", tableName: \"t\") + Text(\"b\", tableName: \"t\")"
        let (summed, sumCompromised) = CodeLayout.layout(sum, width: 44)
        #expect(!sumCompromised && summed.count == 2 && !summed[1].hasPrefix("    +"), "\(summed)")
    }

    @Test("string literals hold their spaces, escapes and interpolations as one token")
    func stringTokens() {
        let tokens = CodeToken.tokens(of: #"Text("a \"b\" \(x + "c d") e").bold()"#).map(\.text)
        #expect(tokens == ["Text", "(", #""a \"b\" \(x + "c d") e""#, ")", ".", "bold", "(", ")"])
        #expect(CodeToken.tokens(of: "0..<30 == 0.62").map(\.text) == ["0", "..<", "30", "==", "0.62"])
        #expect(CodeToken.tokens(of: "\"unclosed").map(\.text) == ["\"unclosed"], "an unclosed literal ends the line")
    }

    @Test("hostile widths and input: tiny or negative widths, wide glyphs, deep indents, unbalanced brackets, empty code")
    func hostile() {
        for width in [-5, 0, 1, 2, 3] {
            let lines = CodeLayout.lines(Self.calls[0], width: width)
            #expect(lines.allSatisfy { CodeLayout.displayWidth($0) <= 3 }, "\(width): \(lines)")
            #expect(!lines.isEmpty)
        }
        let wide = CodeLayout.lines("Text(\"漢字漢字漢字漢字漢字漢字\")", width: 10)
        #expect(wide.allSatisfy { CodeLayout.displayWidth($0) <= 10 }, "\(wide)")
        let deep = CodeLayout.lines(String(repeating: "VStack {\n", count: 30) + "Button(\"Save\") { }.disabled(true)", width: 20)
        #expect(deep.allSatisfy { CodeLayout.displayWidth($0) <= 20 }, "\(deep)")
        for unbalanced in ["Text(\"a\"", "}) ]", "Alert(title: {", "\"", "a ; ; b", "f(a,, b)", "[,]", "{ in }", "x.", "(((((("] {
            let lines = CodeLayout.lines(unbalanced, width: 20)
            #expect(Self.ink(lines.joined()) == Self.ink(unbalanced), "\(unbalanced): \(lines)")
        }
        // Every prefix of every call (unclosed brackets, literals and closures): lines fit, nothing invented.
        for code in Self.calls {
            for length in stride(from: 0, through: code.count, by: 3) {
                let prefix = String(code.prefix(length))
                let lines = CodeLayout.lines(prefix, width: 40)
                #expect(lines.allSatisfy { CodeLayout.displayWidth($0) <= 40 }, "\(prefix): \(lines)")
                #expect(
                    Self.isSubsequence(
                        Self.ink(lines.joined()).filter { $0 != "\"" && $0 != "+" && $0 != "…" },
                        of: Self.ink(prefix)), "\(prefix): \(lines)")
            }
        }
        #expect(CodeLayout.lines("", width: 40) == [""])
    }
}
