import TesseraTesting
import Testing

@testable import TesseraGallery

/// Issue #17: the inspector shows what applies to the focused control only (the style that drew
/// it, not every style in the environment), with its values in one column and its sources whole.
@Suite("Inspector")
struct InspectorTests {
    /// What the focus observer saw last.
    final class Seen { var inspection: Inspection? }

    /// The inspection of each element Tab reaches in `content`, in order.
    static func inspections(_ content: some View, stops: Int) -> [Inspection?] {
        let seen = Seen()
        let host = ViewHost(ThemeProvider(.default) { content }.onFocusedElement { seen.inspection = $0.map(Inspection.init) })
        let size = TerminalSize(columns: 60, rows: 20)
        _ = host.renderSettled(size: size)
        return (0..<stops).map { _ in
            host.handle(.key(KeyPress(.tab)))
            _ = host.renderSettled(size: size)
            return seen.inspection
        }
    }

    @Test("a button lists the button style, a toggle the toggle style, a field the field style, a focusable view none")
    func onlyTheStyleThatDrewIt() throws {
        let seen = Self.inspections(
            VStack {
                Button("Pay") {}.buttonStyle(.tessera(.primary))
                Toggle("Wi-Fi", isOn: .constant(true))
                TextField("Name", text: .constant(""))
                Text("Card").focusable().accessibilityLabel("Card")
            }, stops: 4)
        let common = ["theme", "scheme", "depth", "density", "isEnabled"]
        let last = ["text role", "foreground"]
        let button = try #require(seen[0])
        #expect(button.label == "Pay" && button.kind == "button")
        #expect(button.values.map(\.name) == common + ["style"] + last)
        let style = try #require(button.values.first { $0.name == "style" })
        #expect(style.value == ".tessera(.primary)")
        #expect(style.source.hasPrefix(".buttonStyle(.tessera(.primary)) in "), "the modifier as written: \(style.source)")
        let toggle = try #require(seen[1])
        #expect(toggle.kind == "toggle")
        #expect(toggle.values.first { $0.name == "style" }?.value == ".tessera(.primary)")
        #expect(toggle.values.first { $0.name == "style" }?.source == "provider default (default)")
        let field = try #require(seen[2])
        #expect(field.kind == "text field")
        #expect(field.values.first { $0.name == "style" }?.value == ".tessera")
        let view = try #require(seen[3])
        #expect(view.label == "Card" && view.kind == "view")
        #expect(view.values.map(\.name) == common + last, "a focusable view is drawn by no style")
    }

    /// Where a `name  value` line's value starts: after the first run of two or more spaces.
    static func valueColumn(_ line: String) -> Int? {
        let cells = Array(line)
        guard var index = cells.firstIndex(where: { $0 != " " }) else { return nil }
        while index + 1 < cells.count, !(cells[index] == " " && cells[index + 1] == " ") { index += 1 }
        while index < cells.count, cells[index] == " " { index += 1 }
        return index < cells.count ? index : nil
    }

    /// The gallery with the inspector open on `page`, after `tabs` presses of Tab, on a screen of
    /// `rows`: the screen's lines and the model.
    static func screen(
        page: String, tabs: Int = 1, rows: Int = 40,
        depth: ColorDepth = .truecolor
    ) -> (lines: [String], model: GalleryModel) {
        let model = GalleryModel(themes: [.default], page: page, depth: depth, reduceMotion: true)
        model.showsInspector = true
        let host = ViewHost(GalleryRoot(model: model))
        let size = TerminalSize(columns: 120, rows: rows)
        _ = host.renderSettled(size: size)
        for _ in 0..<tabs { host.handle(.key(KeyPress(.tab))) }
        let buffer = host.renderSettled(size: size)
        return (TextSerializer(trimTrailingSpaces: true).serialize(buffer).split(separator: "\n").map(String.init), model)
    }

    /// The column of the line between the page and the panel: the last line glyph on the panel's title row.
    static func separator(_ lines: [String]) -> Int {
        let title = lines.first { $0.hasSuffix(" Inspector") } ?? ""
        return Array(title).lastIndex { $0 == "│" || $0 == "┃" } ?? 0
    }

    /// The inspector's lines: what follows the line between it and the page.
    static func panel(page: String, tabs: Int = 1, rows: Int = 40) -> [String] {
        let lines = screen(page: page, tabs: tabs, rows: rows).lines
        let separator = Self.separator(lines)
        return lines.map { String(Array($0).dropFirst(separator + 1)) }
    }

    @Test("on the Tag page the focused chip's inspector names its style in full, values in one column")
    func chipPanel() throws {
        // One press of Tab reaches the page's first control, the first chip (tags take no focus).
        var lines = Self.panel(page: "tag")
        let label = lines.firstIndex { $0.contains("Bitcoin") }
        #expect(label != nil, "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains(" button") }, "the kind under the label")
        #expect(
            !lines.contains { $0.contains("toggle") || $0.contains("progress") || $0.contains("text field") },
            "no style that did not draw the chip: \(lines.joined(separator: "\n"))")
        let style = try #require(lines.firstIndex { $0.contains("style") && $0.contains("ChipStyle") })
        // The source wraps under its value rather than being cut: `.buttonStyle(ChipStyle) in` / `Chip`.
        #expect(lines[style + 1].contains(".buttonStyle(ChipStyle) in"), "\(lines[style + 1])")
        #expect(lines[style + 2].trimmingCharacters(in: .whitespaces) == "Chip", "\(lines[style + 2])")
        #expect(!lines.contains { $0.contains("…") }, "nothing cut")
        // Every value starts in one column, past the longest name and two columns of gutter.
        let names = ["theme", "scheme", "depth", "density", "isEnabled", "style", "text role", "foreground"]
        lines = lines.filter { line in names.contains { line.drop { $0 == " " }.hasPrefix($0 + "  ") } }
        let columns = Set(lines.compactMap(Self.valueColumn))
        #expect(lines.count == 8 && columns.count == 1, "values in one column: \(lines)")
    }

    @Test("the deep link opens the focused control's story, not only its page")
    func deepLinkIsTheStory() {
        let (lines, model) = Self.screen(page: "tag")
        #expect(model.deepLink.contains("--story content/tag/chips/selectable "), "\(model.deepLink)")
        // The panel wraps the link at its spaces.
        let panel = lines.map { String(Array($0).dropFirst(Self.separator(lines) + 1)).trimmingCharacters(in: .whitespaces) }
        #expect(panel.joined(separator: " ").contains("--story content/tag/chips/selectable --theme"), "shown in the panel")
    }

    @Test("one line between the page and the inspector: the page's scroll bar, kept while the page fits")
    func oneSeparator() {
        for page in ["tag", "divider"] {
            let screen = Self.screen(page: page).lines
            let separator = Self.separator(screen)
            #expect(separator > Sidebar.width, "\(page): a line left of the panel's title")
            let lineGlyphs: Set<Character> = ["│", "┃"]
            for line in screen.dropFirst(2).dropLast(1) {
                let cells = Array(line)
                let border = cells.count > separator ? cells[separator] : " "
                #expect(lineGlyphs.contains(border), "a line left of the panel on every row of \(page): \(line)")
                #expect(
                    !lineGlyphs.contains(cells.count > separator + 1 ? cells[separator + 1] : " "),
                    "no second rule beside it on \(page): \(line)")
                #expect(!lineGlyphs.contains(cells.count >= separator ? cells[separator - 1] : " "), "nor before it on \(page): \(line)")
            }
        }
    }

    @Test("beside the inspector, a sample wider than the page scrolls sideways under a bar, not cut silently")
    func wideSampleScrolls() throws {
        // At 16 colours the low tags carry marks (`[✓ green]`): the row is wider than the page.
        let lines = Self.screen(page: "tag", tabs: 0, depth: .c16).lines
        // The page's column: between the sidebar's rule and the inspector's.
        let page = lines.map { String(Array($0).prefix(Self.separator(lines)).drop { $0 != "│" }.dropFirst()) }
        let row = try #require(page.firstIndex { $0.contains("[blue] [purple]") }, "\(page.joined(separator: "\n"))")
        let bar = page[row + 1].trimmingCharacters(in: .whitespaces)
        #expect(
            bar.hasPrefix("━") && bar.hasSuffix("─") && bar.allSatisfy { $0 == "━" || $0 == "─" },
            "a bar under the row, its thumb the visible share: \(page[row])\n\(page[row + 1])")
        #expect(page[row + 2].contains("HStack(spacing: 1)"), "the code follows the bar")
    }

    @Test("an inspector taller than the screen shows its scroll bar, so nothing is cut silently")
    func panelScrolls() {
        let panel = Self.panel(page: "tag", rows: 24).dropFirst(2).dropLast(1)
        let edge = panel.map { Array($0).last ?? " " }
        #expect(edge.contains("┃") && edge.contains("│"), "a thumb and a track at the panel's edge: \(panel.joined(separator: "\n"))")
    }
}
