import Testing

@testable import Tessera

/// Each case is a view, a size, and the screen it must give.
struct LayoutCase: CustomTestStringConvertible, @unchecked Sendable {
    let name: String
    let columns: Int
    let rows: Int
    let view: AnyView
    let expected: [String]

    init<V: View>(_ name: String, _ columns: Int, _ rows: Int, _ view: V, _ expected: [String]) {
        self.name = name
        self.columns = columns
        self.rows = rows
        self.view = AnyView(view)
        self.expected = expected
    }

    var testDescription: String { name }
}

nonisolated(unsafe) var showsOptionalRow = false

let layoutCases: [LayoutCase] = [
    LayoutCase(
        "vstack stacks rows, leading", 10, 3,
        VStack(alignment: .leading) {
            Text("one"); Text("three")
        },
        ["one", "three", ""]),
    LayoutCase(
        "vstack centers narrower children", 9, 2,
        VStack {
            Text("ab"); Text("abcdef")
        },
        ["  ab", "abcdef"]),
    LayoutCase(
        "vstack trailing", 6, 2,
        VStack(alignment: .trailing) {
            Text("ab"); Text("abcdef")
        },
        ["    ab", "abcdef"]),
    LayoutCase(
        "vstack spacing", 5, 4,
        VStack(alignment: .leading, spacing: 1) {
            Text("a"); Text("b")
        },
        ["a", "", "b", ""]),
    LayoutCase(
        "hstack default spacing is one column", 12, 1,
        HStack {
            Text("a"); Text("b"); Text("c")
        },
        ["a b c"]),
    LayoutCase(
        "hstack spacing zero", 12, 1,
        HStack(spacing: 0) {
            Text("ab"); Text("cd")
        },
        ["abcd"]),
    LayoutCase(
        "spacer pushes apart", 10, 1,
        HStack(spacing: 0) {
            Text("L"); Spacer(); Text("R")
        },
        ["L        R"]),
    LayoutCase(
        "two spacers share the rest", 11, 1,
        HStack(spacing: 0) {
            Spacer(); Text("mid"); Spacer()
        },
        ["    mid"]),
    LayoutCase(
        "vertical spacer pushes down", 4, 4,
        VStack(alignment: .leading) {
            Text("top"); Spacer(); Text("bot")
        },
        ["top", "", "", "bot"]),
    LayoutCase(
        "hstack top alignment", 8, 3,
        HStack(alignment: .top) {
            Text("a\nb\nc"); Text("x")
        },
        ["a x", "b", "c"]),
    LayoutCase(
        "hstack bottom alignment", 8, 3,
        HStack(alignment: .bottom) {
            Text("a\nb\nc"); Text("x")
        },
        ["a", "b", "c x"]),
    LayoutCase(
        "a multi-line text in an hstack beside a spacer keeps its lines", 8, 6,
        VStack(alignment: .leading) {
            HStack {
                Text("a\nb\nc"); Text("x")
            }; Spacer(); Text("after")
        },
        ["a", "b x", "c", "", "", "after"]),
    LayoutCase(
        "a text beside a spacer wraps at the width the spacer leaves", 12, 3,
        HStack(spacing: 0) {
            Text("the quick brown fox"); Spacer()
        },
        ["the quick", "brown fox", ""]),
    LayoutCase(
        "a spacer still keeps its minimum length", 10, 2,
        HStack(spacing: 0) {
            Text("aaaa bbbb"); Spacer(minLength: 4); Text("|")
        },
        ["aaaa     |", "bbbb"]),
    LayoutCase(
        "a multi-line text in an hstack still truncates when rows run out", 8, 3,
        VStack(alignment: .leading) {
            HStack {
                Text("a\nb\nc"); Text("x")
            }; Spacer(); Text("after")
        },
        ["a  x", "b…", "after"]),
    LayoutCase(
        "text wraps at word boundaries", 10, 3,
        Text("the quick brown fox"),
        ["the quick", "brown fox", ""]),
    LayoutCase(
        "long word breaks inside", 4, 3,
        Text("abcdefghij"),
        ["abcd", "efgh", "ij"]),
    LayoutCase(
        "a word too wide for the line breaks after its last slash or hyphen that fits", 12, 4,
        Text("--story controls/toggle/house-switch"),
        ["--story", "controls/", "toggle/", "house-switch"]),
    LayoutCase(
        "text truncates with ellipsis when rows run out", 10, 1,
        Text("the quick brown fox"),
        ["the quick…"]),
    LayoutCase(
        "lineLimit 1 cuts one line", 8, 3,
        Text("the quick brown fox").lineLimit(1),
        ["the qui…", "", ""]),
    LayoutCase(
        "wide glyphs wrap whole", 5, 3,
        Text("漢字漢字"),
        ["漢字", "漢字", ""]),
    LayoutCase(
        "wide glyph at an odd edge moves to the next line", 3, 3,
        Text("漢字"),
        ["漢", "字", ""]),
    LayoutCase(
        "padding", 7, 3,
        Text("hi").padding(1),
        ["", " hi", ""]),
    LayoutCase(
        "fixed frame centers", 8, 3,
        Text("ab").frame(width: 6, height: 3),
        ["", "  ab", ""]),
    LayoutCase(
        "frame alignment", 8, 2,
        Text("ab").frame(width: 6, height: 2, alignment: .bottomTrailing),
        ["", "    ab"]),
    LayoutCase(
        "maxWidth infinity fills, content aligned", 10, 1,
        HStack(spacing: 0) {
            Text("ab").frame(maxWidth: .infinity, alignment: .trailing); Text("|")
        },
        ["       ab|"]),
    LayoutCase(
        "minWidth holds space", 10, 1,
        HStack(spacing: 0) {
            Text("a").frame(minWidth: 4, alignment: .leading); Text("|")
        },
        ["a   |"]),
    LayoutCase(
        "maxWidth clamps and truncates", 20, 1,
        Text("abcdefghij").lineLimit(1).frame(maxWidth: 5),
        ["abcd…"]),
    LayoutCase(
        "least flexible child gets its size first", 12, 1,
        HStack(spacing: 0) {
            Text("fixed").fixedSize(); Text("flexible text").lineLimit(1)
        },
        ["fixedflexib…"]),
    LayoutCase(
        "layout priority wins space", 12, 1,
        HStack(spacing: 1) {
            Text("aaaaaaaa").lineLimit(1); Text("bbbbbbbb").lineLimit(1).layoutPriority(1)
        },
        ["aa… bbbbbbbb"]),
    LayoutCase(
        "a stack placed at exactly its fitted size keeps every child whole", 40, 1,
        HStack(spacing: 2) {
            Text("Inherited"); Text("Primary").padding(.horizontal, 2)
        },
        ["Inherited    Primary"]),
    LayoutCase(
        "border draws a box around content", 6, 3,
        Text("hi").border(.square),
        ["┌──┐", "│hi│", "└──┘"]),
    LayoutCase(
        "rounded border", 6, 3,
        Text("hi").border(.rounded),
        ["╭──╮", "│hi│", "╰──╯"]),
    LayoutCase(
        "zstack centers layers", 5, 3,
        ZStack {
            Text("abc\nabc\nabc"); Text("X")
        },
        ["abc", "aXc", "abc"]),
    LayoutCase(
        "overlay on top", 5, 1,
        Text("abc").overlay(alignment: .trailing) { Text("Z") },
        ["abZ"]),
    LayoutCase(
        "hidden keeps space", 5, 1,
        HStack(spacing: 0) {
            Text("ab").hidden(); Text("c")
        },
        ["  c"]),
    LayoutCase(
        "if/else picks a branch", 6, 1,
        VStack { if !showsOptionalRow { Text("yes") } else { Text("no") } },
        ["yes"]),
    LayoutCase(
        "optional content", 6, 2,
        VStack(alignment: .leading) {
            Text("a"); if showsOptionalRow { Text("b") }
        },
        ["a", ""]),
    LayoutCase(
        "ForEach over data", 6, 3,
        VStack(alignment: .leading) { ForEach(0..<3) { Text("row \($0)") } },
        ["row 0", "row 1", "row 2"]),
    LayoutCase(
        "group joins the stack", 6, 3,
        VStack(alignment: .leading) {
            Text("a");
            Group {
                Text("b"); Text("c")
            }
        },
        ["a", "b", "c"]),
    LayoutCase(
        "clipped at the screen edge", 4, 1,
        Text("abcdefgh").fixedSize().frame(width: 4, alignment: .leading),
        ["abcd"]),
    LayoutCase(
        "nested stacks", 11, 2,
        VStack(alignment: .leading) {
            HStack {
                Text("a"); Text("b")
            };
            HStack(spacing: 3) {
                Text("c"); Text("d")
            }
        },
        ["a b", "c   d"]),
    LayoutCase(
        "vertical scroll view clips content", 6, 2,
        ScrollView { VStack(alignment: .leading) { ForEach(0..<5) { Text("line\($0)") } } },
        ["line0┃", "line1│"]),
]

@Suite struct LayoutTests {
    @Test(arguments: layoutCases)
    func rendersAsExpected(_ layout: LayoutCase) {
        let rows = renderText(layout.view, columns: layout.columns, rows: layout.rows)
        var expected = layout.expected
        while expected.count < layout.rows { expected.append("") }
        #expect(rows == expected, "\(layout.name)")
    }

    @Test func aViewNeverDrawsOutsideItsFrame() {
        // A long text inside a 3-wide frame at the left must not leak into the column after it.
        let rows = renderText(
            HStack(spacing: 0) {
                Text("abcdefgh").frame(width: 3, height: 1); Text("|")
            },
            columns: 10, rows: 1)
        #expect(rows == ["ab…|"])
    }

    @Test func wideGlyphNeverSplitAtAClipEdge() {
        let host = ViewHost(
            HStack(spacing: 0) {
                Text("a漢字").fixedSize().frame(width: 2); Text("|")
            })
        let buffer = host.render(size: TerminalSize(columns: 6, rows: 1))
        #expect(buffer[0, 0].grapheme == "a")
        #expect(buffer[1, 0].grapheme == " " && buffer[1, 0].width == 1)
        #expect(buffer[2, 0].grapheme == "|")
    }

    @Test func aRootLargerThanTheScreenIsClippedNotReplaced() {
        // 18 rows on a 16-row screen, 70 columns on 60: the top left is drawn, the rest clipped.
        let tall = VStack(alignment: .leading, spacing: 0) {
            Text(String(repeating: "=", count: 70)).fixedSize()
            ForEach(1..<18, id: \.self) { row in Text("row \(row)") }
        }
        let rows = renderText(tall, columns: 60, rows: 16)
        #expect(rows.count == 16)
        #expect(rows.first == String(repeating: "=", count: 60))
        #expect(rows[1] == "row 1")
        #expect(rows.last == "row 15")
        #expect(!rows.joined().contains("too small"))
    }

    @Test func belowAnAppsMinimumTheTooSmallScreenSaysWhatItNeeds() {
        func words(_ rows: [String]) -> [String] { rows.map { $0.split(separator: " ").joined(separator: " ") }.filter { !$0.isEmpty } }
        let app = Text("x").minimumScreenSize(columns: 50, rows: 10)
        #expect(words(renderText(app, columns: 30, rows: 5)) == ["Terminal too small", "need 50×10, have 30×5", "q quits"])
        // The size it states is the minimum, whatever the current size: never the content's.
        #expect(words(renderText(app, columns: 49, rows: 40)) == ["Terminal too small", "need 50×10, have 49×40", "q quits"])
        let narrow = renderText(app, columns: 10, rows: 7)
        #expect(words(narrow) == ["Terminal", "too small", "need", "50×10,", "have 10×7", "q quits"], "wrapped, never cut: \(narrow)")
        #expect(words(renderText(app, columns: 50, rows: 10)) == ["x"])
    }

    @Test func qQuitsFromTheTooSmallScreen() {
        let host = ViewHost(Text("x").minimumScreenSize(columns: 50, rows: 10))
        _ = host.render(size: TerminalSize(columns: 20, rows: 5))
        #expect(!host.isQuitRequested)
        host.handle(.key(KeyPress(.character("q"))))
        #expect(host.isQuitRequested)
        // Above the minimum, q is the app's own key again.
        let fits = ViewHost(Text("x").minimumScreenSize(columns: 10, rows: 2))
        _ = fits.render(size: TerminalSize(columns: 20, rows: 5))
        fits.handle(.key(KeyPress(.character("q"))))
        #expect(!fits.isQuitRequested)
    }
}
