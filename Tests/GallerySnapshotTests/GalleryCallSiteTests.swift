import TesseraStories
import TesseraTesting
import Testing

@testable import Tessera
@testable import TesseraGallery

/// Every call site of Tessera's books as its page shows it, at the gallery's review sizes: read
/// back from the drawn cells, each is whole, breaks only between tokens, and is laid out as a
/// Swift author writes it (one statement a line without `;`, continuations one indent in, closing
/// brackets under the line that opened them, no `…` the code does not have).
@Suite("Gallery call sites")
struct GalleryCallSiteTests {
    static let sizes = [
        TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 100, rows: 30),
        TerminalSize(columns: 120, rows: 40), TerminalSize(columns: 160, rows: 48),
        TerminalSize(columns: 200, rows: 60),
    ]

    /// The columns a page's content gets at `size`, as PageContainer gives them: the margins and
    /// the scroll bar's column, and the sidebar beside it.
    static func pageWidth(_ size: TerminalSize) -> Int {
        PageContainer.contentWidth(columns: size.columns, showsInspector: false, catalog: .tessera)
    }

    /// The rows of `page`'s content drawn whole (no scrolling) as the gallery lays it out at `size`.
    static func rows(_ page: GalleryPage, size: TerminalSize) -> [[Character]] {
        let width = Self.pageWidth(size)
        let content = PageContent(page: page, linkedStory: nil).environment(\.pageWidth, width)
            .frame(width: width, alignment: .topLeading).theme(.default)
        let buffer = ViewHost(content).renderSettled(size: TerminalSize(columns: width, rows: 800))
        // A wide glyph's second cell is a NUL, so a column is the same place on every row.
        return (0..<buffer.rows).map { y in buffer.row(y).map { $0.isContinuation ? "\0" : $0.grapheme } }
    }

    /// `text` without spaces (nor the `;` a statement's line ends without), each character as a
    /// cell shows it (an emoji the terminal would draw wrongly has a stand-in).
    static func ink<S: Sequence<Character>>(_ text: S) -> String {
        String(CodeBreakRules.ink(String(text)).map { TerminalGlyph.cellContent(for: $0).grapheme })
    }

    /// The displayed lines of `code`: the lines that, read from one column down, spell it
    /// (spaces aside; a literal split as `"… " +` then `"…"` spells the literal; a line clipped
    /// with `…`, the formatter's last resort, spells a part of it and the next line goes on from
    /// where it is found); `nil` when no place on the page does.
    static func displayed(_ code: String, in rows: [[Character]]) -> [String]? {
        let target = ink(code)
        // The first word: the formatter may break right after it (`Text(` then the literal).
        let first = String(code.drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }.prefix(12))
        // The leftmost place that spells it: the code column, not a call nested in another story's code.
        var best: (x: Int, lines: [String])?
        for y in rows.indices {
            let row = String(rows[y])
            var search = row.startIndex
            while let found = row.range(of: first, range: search..<row.endIndex) {
                let x = row.distance(from: row.startIndex, to: found.lowerBound)
                if x < best?.x ?? .max, let lines = read(target, from: x, y, rows) { best = (x, lines) }
                search = row.index(after: found.lowerBound)
            }
        }
        return best?.lines
    }

    private static func read(_ target: String, from x: Int, _ y: Int, _ rows: [[Character]]) -> [String]? {
        var lines: [String] = []
        var spelled = ""
        var afterClip = false
        var afterSplit = false
        for row in rows[y...] {
            let line = String(row.dropFirst(x).filter { $0 != "\0" }).replacing(/\s+$/, with: "")
            let clipped = line.hasSuffix("…")
            var text = ink(clipped ? String(line.dropLast()) : line)
            if text.isEmpty && spelled != target { return nil }
            // The piece after a split literal goes on inside it: its opening quote is the split's.
            if afterSplit, text.first == "\"" { text.removeFirst() }
            // A line ending `" +` that the code does not spell there splits a literal.
            afterSplit = !target.hasPrefix(spelled + text) && text.hasSuffix("\"+") && !afterClip
            if afterSplit { text.removeLast(2) }
            if afterClip {
                // Go on from where this line's text is found in the rest of the code.
                guard let found = target.range(of: text, range: target.index(target.startIndex, offsetBy: spelled.count)..<target.endIndex)
                else { return nil }
                spelled = String(target[..<found.upperBound])
            } else {
                guard target.hasPrefix(spelled + text) else { return nil }
                spelled += text
            }
            afterClip = clipped
            lines.append(line)
            if spelled == target, !clipped { return lines }
        }
        return nil
    }

    /// The grid `page` lays its stories out in at `size`; `nil` for a page of one story.
    static func grid(_ page: GalleryPage, size: TerminalSize) -> StoryGrid? {
        guard case .section(let section) = page.item else { return nil }
        let width = Self.pageWidth(size)
        let environment = SampleMetrics.Environment(values: EnvironmentValues(), theme: .default, scheme: .light)
        let metrics = PageContent.metrics(section.items, idPrefix: page.id, environment: environment)
        return PageContent.grid(section.items, idPrefix: page.id, metrics: metrics, pageWidth: width)
    }

    static func stories(_ items: [StoryItem]) -> [Story] {
        items.flatMap { item -> [Story] in
            switch item {
            case .story(let story): [story]
            case .section(let section): stories(section.items)
            }
        }
    }

    @Test(
        "every call site is shown whole and breaks only between tokens, at 80×24, 100×30, 120×40, 160×48 and 200×60",
        arguments: GalleryCatalog.tessera.pages.map(\.id))
    func callSitesBreakBetweenTokens(pageID: String) throws {
        let page = try #require(GalleryCatalog.tessera.pages.first { $0.id == pageID })
        for size in Self.sizes {
            let rows = Self.rows(page, size: size)
            let stacked = Self.grid(page, size: size)?.isStacked ?? true
            let width = Self.grid(page, size: size)?.codeWidth ?? Self.pageWidth(size)
            for story in Self.stories([page.item]) {
                // A story with controls shows its call site for the values on screen: here, the defaults.
                guard let code = story.code(with: [:]) else { continue }
                let lines = Self.displayed(code, in: rows)
                #expect(lines != nil, "\(size.columns)×\(size.rows) \(story.title): its code is not shown whole: \(code)")
                let problems = CodeBreakRules.problems(lines ?? [], source: code, width: width)
                #expect(problems.isEmpty, "\(size.columns)×\(size.rows) \(story.title): \(problems)")
                // No line of Tessera's stories needs the clip: a literal too wide for the column is split.
                #expect(
                    CodeBreakRules.clippedLines(lines ?? [], source: code).isEmpty,
                    "\(size.columns)×\(size.rows) \(story.title) clips its code: \(lines ?? [])")
                // A split is a last resort too: only once the page gave its code the wider, stacked column.
                #expect(
                    stacked || !zip(lines ?? [], (lines ?? []).dropFirst()).contains { CodeBreakRules.isLiteralSplit($0, $1) },
                    "\(size.columns)×\(size.rows) \(story.title) splits a literal beside its sample: \(lines ?? [])")
            }
        }
    }

    @Test(
        "a page beside its samples leaves no bracket open at a line's end inside another left open at a line's end",
        arguments: GalleryCatalog.tessera.pages.map(\.id))
    func rowsDoNotBreakTwoBracketsDeep(pageID: String) throws {
        let page = try #require(GalleryCatalog.tessera.pages.first { $0.id == pageID })
        for size in Self.sizes {
            guard let grid = Self.grid(page, size: size), !grid.isStacked else { continue }
            let rows = Self.rows(page, size: size)
            for story in Self.stories([page.item]) {
                guard let code = story.code(with: [:]), let lines = Self.displayed(code, in: rows) else { continue }
                #expect(Self.openBracketDepth(lines) <= 1, "\(size.columns)×\(size.rows) \(story.title) keeps the rows with \(lines)")
            }
        }
    }

    @Test(
        "a page that stacks at some width stacks at every narrower one with the sidebar shown",
        arguments: GalleryCatalog.tessera.pages.map(\.id))
    func stackingIsMonotonicInWidth(pageID: String) throws {
        let page = try #require(GalleryCatalog.tessera.pages.first { $0.id == pageID })
        // From the width the sidebar shows at (below it the page takes the whole screen).
        let layouts = stride(from: GalleryRoot.drawerBreakpoint, through: 200, by: 5).compactMap { columns in
            Self.grid(page, size: TerminalSize(columns: columns, rows: 40)).map { (columns, $0.isStacked) }
        }
        for (narrower, wider) in zip(layouts, layouts.dropFirst()) where wider.1 {
            #expect(narrower.1, "\(pageID): rows at \(narrower.0) columns, stacked at \(wider.0)")
        }
    }

    /// How many `(` or `[` left open at a line's end are open at once, at most, in `lines` (a
    /// closure's body counts afresh; string literals are skipped).
    static func openBracketDepth(_ lines: [String]) -> Int {
        var open: [(bracket: Character, atLineEnd: Bool)] = []
        var deepest = 0
        for line in lines {
            var inLiteral = false
            var escaped = false
            var last: Character?
            for character in line {
                if inLiteral {
                    if escaped {
                        escaped = false
                    } else if character == "\\" {
                        escaped = true
                    } else if character == "\"" {
                        inLiteral = false
                    }
                    continue
                }
                switch character {
                case "\"": inLiteral = true
                case "(", "[", "{": open.append((character, false))
                case ")", "]", "}": if !open.isEmpty { open.removeLast() }
                default: break
                }
                if character != " " { last = character }
            }
            if let last, last == "(" || last == "[", !open.isEmpty {
                open[open.count - 1].atLineEnd = true
                let inClosure = open.lastIndex { $0.bracket == "{" }.map { open.index(after: $0) } ?? 0
                deepest = max(deepest, open[inClosure...].filter(\.atLineEnd).count)
            }
        }
        return deepest
    }

    @Test("the check fails on the call sites the reviews saw broken")
    func checkCatchesBrokenBreaks() {
        let broken = [
            ["Button(\"Save\") { }.preview", "State(.focused)"], ["    .disable", "d(true)"],
            [".errorMessage(\"Enter a valid", "email\")"], ["Toggle(\"On\", isOn:", "$on)"],
            ["ProgressView(value:", "0.62)"], ["Banner(.x, label:", ".inside))"], ["Button(\"Save\") { }.", "disabled(true)"],
            // The second review: a literal cut with a mark, or split inside a word.
            ["Alert(message: \"Your fun↩", "    ds stay safe.\")"],
            ["Text(\"so columns s\" +", "    \"tay aligned.\")"],
            // The third: a literal split in two at all, and breaks between operands.
            ["Alert(message: \"Your funds stay \" +", "    \"safe.\")"],
            ["    ListCell(title: \"Bitcoin\", isSelected: selected", "        == \"Bitcoin\") {"],
            ["{ selected", "    = \"Ethereum\" }"], ["isSelected: selected ==", "    \"Bitcoin\")"],
            // Arguments of one call at two indents; a literal with no continuation indent.
            ["Alert(title: \"Delete\",", "    message: \"Gone\",", "      actions: [])"],
            ["Text(", "\"Tessera wraps\")"],
            // A `;` inside a closure that spans lines, not ending its line.
            ["HStack(spacing: 2) { Text(\"0 sent\")", "    .foregroundColor(.fgMuted); Button(\"Reset\") { } }"],
            // The innermost comma before the outermost.
            ["HStack(spacing: 1) { Chip(\"Bitcoin\", isSelected: $bitcoin); Chip(\"Ether\",", "    isSelected: $ether) }"],
            ["ListCell(title: \"Bitcoin\", isSelected: selected ==", "    \"Bitcoin\") {", "    selected = \"Bitcoin\"", "}"],
            // A modifier of one operand of `+` on a line of its own.
            ["Text(\"bold\").bold() + Text(\" underline\")", "    .underline()"],
            // The fourth: statements broken onto lines keeping their `;`.
            ["VStack(alignment: .leading, spacing: 0) {", "    Text(\"Above\");", "    Divider();", "    Text(\"Below\")", "}"],
            ["HStack(spacing: 1) {", "    Chip(\"Bitcoin\", isSelected: $bitcoin);", "    Chip(\"Ether\", isSelected: $ether)", "}"],
            // Continuations one column in (Tabs at 120×40), or two.
            ["Text(tab)", "    .foregroundColor(", "     .fgMuted)"],
            ["Tabs(selection: $tab,", "    tabs: [", "     \"Overview\",", "     \"Activity\"])"],
            ["Button(\"Save\") { }", "  .disabled(true)"],
            ["Text(\"a long \" +", "  \"literal\")"],
            // A closing bracket not under the line that opened it; a body one level in from
            // neither its call nor its `}`.
            ["VStack(alignment: .leading,", "    spacing: 1) {", "        Text(tab)", "    }"],
            ["VStack(alignment: .leading,", "    spacing: 1) {", "    Text(tab)", "}"],
            ["ListCell(title: \"Bitcoin\",", "    isSelected: selected == \"Bitcoin\") {", "        selected = \"Bitcoin\"", "    }"],
            ["Toggle(\"On\",", "    isOn: $on", "  )"],
        ]
        for lines in broken { #expect(!CodeBreakRules.problems(lines).isEmpty, "\(lines)") }
        // A split is the last resort only where no line of the column holds the literal whole.
        let roomy = ["Alert(title: \"Delete\",", "    message: \"Your funds stay \" +", "        \"safe.\")"]
        #expect(!CodeBreakRules.problems(roomy, width: 40).isEmpty, "the literal fits a line of 40: \(roomy)")
        #expect(CodeBreakRules.problems(roomy, width: 30).isEmpty, "\(CodeBreakRules.problems(roomy, width: 30))")
        let wraps = ["Text(\"Tessera wraps text at word boundaries by display width, \" +", "    \"so columns stay aligned.\")"]
        #expect(CodeBreakRules.problems(wraps, width: 73).isEmpty, "\(CodeBreakRules.problems(wraps, width: 73))")
        #expect(!CodeBreakRules.problems(wraps, width: 92).isEmpty, "a line of 92 holds it after `Text(`")
        let inWord = ["Text(\"Tessera wraps text at word boundaries by display wid\" +", "    \"th, so columns stay aligned.\")"]
        #expect(!CodeBreakRules.problems(inWord, width: 73).isEmpty, "never inside a word")
        #expect(
            CodeBreakRules.joiningSplits(wraps) == [
                "Text(\"Tessera wraps text at word boundaries by display width, so columns stay aligned.\")"
            ])
        // A clip is caught; a `…` of the code's own is not one.
        #expect(CodeBreakRules.clippedLines(["Text(\"a long lit…", "    .bold()"], source: "Text(\"a long literal\").bold()").count == 1)
        #expect(CodeBreakRules.clippedLines(["Button(\"Delete wallet…\")"], source: "Button(\"Delete wallet…\")").isEmpty)
        // A `…` the code does not have, anywhere on a line, is a problem, unless it is the cue of
        // a clip that a run wider than the column forces.
        let alert = "Alert(message: \"This removes the wallet. Your funds stay safe.\")"
        #expect(!CodeBreakRules.problems(["Alert(message: \"This removes the wallet. Your fun…"], source: alert, width: 50).isEmpty)
        #expect(!CodeBreakRules.problems(["Alert(message: \"This … stay safe.\")"], source: alert, width: 50).isEmpty)
        #expect(CodeBreakRules.problems(["Button(\"Delete wallet…\")"], source: "Button(\"Delete wallet…\")", width: 30).isEmpty)
        let link = "Link(\"https://example.com/a/very/long/path/that/has/no/space/at/all\")"
        let cue = ["Link(\"https://example.com/a/very/lon…"]
        #expect(CodeBreakRules.problems(cue, source: link, width: 40).isEmpty, "\(CodeBreakRules.problems(cue, source: link, width: 40))")
        #expect(!CodeBreakRules.problems(cue, source: link, width: 80).isEmpty, "a line of 80 holds the link")
        let good = [
            ["Button(\"Save\") { }", "    .disabled(true)"], ["Toggle(\"On\",", "    isOn: $on)"],
            ["Text(", "    \"Tessera wraps text by display width.\")"],
            ["Alert(title: \"Delete\",", "    message: \"This removes the wallet.\",", "    actions: [])"],
            ["ListCell(", "    title: \"Bitcoin\",", "    isSelected: selected == \"Bitcoin\"", ") { selected = \"Bitcoin\" }"],
            ["VStack(", "    alignment: .leading, spacing: 1", ") {", "    Text(tab)", "}"],
            ["HStack(spacing: 2) {", "    Text(\"0 sent\").foregroundColor(.fgMuted)", "    Button(\"Reset\") { }", "}"],
            ["VStack(alignment: .leading) {", "    Toggle(\"A\", isOn: $a)", "}", ".disabled(true)"],
            [
                "if showsNotice {", "    Banner(.warning) {", "        showsNotice = false", "    }", "} else {",
                "    Button(\"Again\") { }", "}",
            ],
            ["Text(\"bold\").bold()", "    + Text(\" italic\").italic()", "    + Text(\" underline\")", "        .underline()"],
            ["Text(\"bold\").bold() + Text(\" italic\").italic()", "    + Text(\" underline\").underline()"],
            ["Accordion([", "    (\"a\", \"b\"),", "], id: \\.0) { item in", "    Text(item.1)", "}"],
            ["Accordion([", "    (\"a\", \"b\"),", "], id: \\.0,", "    title: { $0.0 }", ") { item in", "    Text(item.1)", "}"],
        ]
        for lines in good { #expect(CodeBreakRules.problems(lines).isEmpty, "\(lines): \(CodeBreakRules.problems(lines))") }
        let page = [Array("Label     Button(\"Save\") { }"), Array("              .disabled(true)")]
        #expect(Self.displayed("Button(\"Save\") { }.disabled(true)", in: page) != nil, "read back from its column")
        #expect(Self.displayed("Button(\"Save\") { }.hidden(true)", in: page) == nil, "a call site not shown is caught")
        let split = [Array("x Text(\"a long \" +"), Array("      \"literal\")")]
        #expect(Self.displayed("Text(\"a long literal\")", in: split) != nil, "a split literal reads as the literal")
        #expect(Self.displayed("Text(\"a long, literal\")", in: split) == nil)
        let clipped = [Array("x Text(\"a long lit…"), Array("      .bold()")]
        #expect(Self.displayed("Text(\"a long literal\").bold()", in: clipped) != nil, "a visibly clipped line reads on")
        #expect(Self.displayed("Text(\"a long literal\").italic()", in: clipped) == nil)
    }
}
