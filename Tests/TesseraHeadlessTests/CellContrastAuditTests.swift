import Tessera
import Testing

@testable import TesseraHeadless

@Suite("Cell contrast audit")
struct CellContrastAuditTests {
    static let white = RGB(hex: 0xFFFFFF), black = RGB(hex: 0x000000), grey = RGB(hex: 0x7F7F7F)

    /// One row of `text` in `style`, audited at `depth` with black-on-white terminal defaults.
    private func audit(
        _ text: String, _ style: CellStyle, depth: ColorDepth = .c16, level: ContrastLevel = .aa,
        dimmedText: CellContrastAudit.DimmedText = .judged,
        defaults: (RGB, RGB) = (black, white)
    ) -> CellContrastReport {
        var buffer = CellBuffer.blank(columns: text.count, rows: 1)
        buffer.put(text, x: 0, style: style)
        return CellContrastAudit.run(
            buffer, depth: depth, defaultForeground: defaults.0,
            defaultBackground: defaults.1, level: level, dimmedText: dimmedText)
    }

    @Test("Bright black on bright white at 16 colours is xterm's #7f7f7f on #ffffff, 4.0:1: every letter fails 4.5:1")
    func brightBlackOnBrightWhite() throws {
        let report = audit("Muted", CellStyle(foreground: .ansi(8), background: .ansi(15)))
        #expect(report.judged() == 5)
        #expect(report.findings.map(\.position.x) == [0, 1, 2, 3, 4])
        let finding = try #require(report.findings.first)
        #expect(finding.glyph == "M")
        #expect(finding.use == .text)
        #expect(finding.foreground == Self.grey && finding.background == Self.white)
        #expect(abs(finding.ratio - 4.0) < 0.05)
        #expect(finding.required == 4.5)
        #expect(report.failingFraction() == 1)
        #expect(finding.description.contains("#7f7f7f on #ffffff"))
    }

    @Test("Black on bright white passes; so does the same grey as an icon or bold text, which need 3:1")
    func goodPairsAndLowerThresholds() {
        #expect(audit("Body", CellStyle(foreground: .ansi(0), background: .ansi(15))).findings.isEmpty)
        let icons = audit("✓▸●─█", CellStyle(foreground: .ansi(8), background: .ansi(15)))
        #expect(icons.judged([.icon]) == 5 && icons.findings.isEmpty)
        let bold = audit("Bold", CellStyle(foreground: .ansi(8), background: .ansi(15), attributes: .bold))
        #expect(bold.judged([.boldLabel]) == 4 && bold.findings.isEmpty)
        // Light grey on white is under 3:1 even for an icon.
        #expect(audit("✓", CellStyle(foreground: .ansi(7), background: .ansi(15))).findings.count == 1)
    }

    @Test("Spaces, blanks, continuation cells and emoji are not judged")
    func notText() {
        var buffer = CellBuffer.blank(columns: 6, rows: 1)
        let invisible = CellStyle(foreground: .ansi(15), background: .ansi(15))
        buffer.put("  ", x: 0, style: invisible)
        buffer.putWide("日", x: 2, style: invisible)
        buffer.putWide("😀", x: 4, style: invisible)
        let report = CellContrastAudit.run(
            buffer, depth: .c16, defaultForeground: Self.black,
            defaultBackground: Self.white)
        #expect(report.judged() == 1)
        #expect(report.findings.map(\.position) == [Point(x: 2, y: 0)])
    }

    @Test("Reverse swaps the colours as shown, default ones included")
    func reverse() throws {
        let swapped = audit("ab", CellStyle(foreground: .ansi(15), background: .ansi(8), attributes: .reverse))
        let finding = try #require(swapped.findings.first)
        #expect(finding.foreground == Self.grey && finding.background == Self.white)
        // The terminal's default foreground, reversed, becomes the background under white text.
        let dark = RGB(hex: 0x202020), mid = RGB(hex: 0x777777)
        let onDefault = CellStyle(foreground: .default, background: .ansi(15), attributes: .reverse)
        #expect(audit("ab", onDefault, defaults: (dark, Self.white)).findings.isEmpty)
        let weak = try #require(audit("ab", onDefault, defaults: (mid, Self.white)).findings.first)
        #expect(weak.foreground == Self.white && weak.background == mid)
    }

    @Test("Default colours are the theme's fg and bg; truecolor is judged as is, monochrome in the defaults")
    func defaultsAndDepths() throws {
        let plain = CellStyle()
        #expect(audit("ab", plain).findings.isEmpty)
        #expect(audit("ab", plain, defaults: (Self.grey, Self.white)).findings.count == 2)
        let pale = CellStyle(foreground: .rgb(RGB(hex: 0x999999)), background: .rgb(Self.white))
        let truecolor = try #require(audit("a", pale, depth: .truecolor).findings.first)
        #expect(truecolor.foreground == RGB(hex: 0x999999))
        // In monochrome no colour is drawn: the same cell shows the default black on white.
        #expect(audit("a", pale, depth: .monochrome).findings.isEmpty)
    }

    @Test("Dim takes the foreground to two thirds, as xterm does; dim text is judged unless exempted")
    func dim() throws {
        let dimGrey = CellStyle(foreground: .ansi(8), background: .ansi(0), attributes: .dim)
        let finding = try #require(audit("a", dimGrey).findings.first)
        #expect(finding.foreground == RGB(hex: 0x545454))
        #expect(audit("a", dimGrey, dimmedText: .exempt).judged() == 0)
        let dimWhite = CellStyle(foreground: .ansi(15), background: .ansi(0), attributes: .dim)
        #expect(audit("a", dimWhite).findings.isEmpty)
    }

    @Test("An AAA theme asks 7:1 of text and of bold text, still 3:1 of icons")
    func aaa() {
        let blue = CellStyle(foreground: .ansi(4), background: .ansi(15))
        let boldRed = CellStyle(foreground: .ansi(1), background: .ansi(15), attributes: .bold)
        #expect(audit("a", blue, level: .aaa).findings.isEmpty)
        #expect(audit("a", boldRed).findings.isEmpty)
        #expect(audit("a", boldRed, depth: .c256, level: .aaa).findings.map(\.required) == [7])
        #expect(audit("●", boldRed, level: .aaa).findings.isEmpty)
    }

    @Test("Where 16 colours have no red at an AAA theme's 7:1, red is held to the best red there is, never under AA")
    func aaaAtSixteenColours() throws {
        let red = CellStyle(foreground: .ansi(1), background: .ansi(15))
        let brightRed = CellStyle(foreground: .ansi(9), background: .ansi(15))
        #expect(audit("a", red, level: .aaa).findings.isEmpty, "#cd0000 on white, 5.84:1, the best red of 16")
        let finding = try #require(audit("a", brightRed, level: .aaa).findings.first)
        #expect(finding.required == ContrastAudit.ratio(RGB(hex: 0xCD0000), RGB(hex: 0xFFFFFF)))
        let redOnBlack = CellStyle(foreground: .ansi(1), background: .ansi(0))
        #expect(audit("a", redOnBlack, depth: .c8, level: .aaa).findings.map(\.required) == [4.5], "never under AA")
    }

    @Test("A frame is judged at its own depth, defaults and level")
    func frame() {
        let view = Text("Muted").foregroundColor(.fgMuted)
        let size = TerminalSize(columns: 5, rows: 1)
        let frame = Snapshot.Frame(view, size: size, colors: .c16)
        #expect(frame.contrastLevel == .aa)
        #expect(frame.defaultBackground == Theme.default.resolved(for: .light).rgb(.bg))
        #expect(frame.contrastAudit().judged() == 5)
    }

    @Test("An empty frame has nothing to judge and nothing under threshold")
    func empty() {
        let report = CellContrastAudit.run(
            CellBuffer(size: TerminalSize(columns: 0, rows: 0)), depth: .c16,
            defaultForeground: Self.black, defaultBackground: Self.white)
        #expect(report.judged() == 0 && report.findings.isEmpty && report.failingFraction() == 0)
    }
}
