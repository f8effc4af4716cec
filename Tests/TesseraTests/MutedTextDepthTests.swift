import Testing
@testable import Tessera

/// Issue 17: at 16 colours on a light page no grey of xterm's reaches 4.5:1 (#7f7f7f is 4.0:1 on
/// white, 3.2:1 on #e5e5e5), so muted text is the main text's black; it stays apart from body
/// text by being italic there, and only there.
@Suite struct MutedTextDepthTests {
    private func cell<V: View>(_ text: V, theme: Theme, scheme: ColorScheme, depth: ColorDepth) -> CellStyle {
        let host = ViewHost(ThemeProvider(theme, scheme: scheme) { text }.environment(\.colorDepth, depth))
        return host.render(size: TerminalSize(columns: 4, rows: 1))[0, 0].style
    }

    @Test(arguments: Theme.builtinNames)
    func mutedTextIsItalicWhereItShowsInTheMainTextsColour(_ name: String) throws {
        let theme = try Theme.builtin(named: name)
        for scheme in ColorScheme.allCases {
            for depth in [ColorDepth.truecolor, .c256, .c16] {
                let resolved = theme.resolved(for: scheme, depth: depth)
                let collapsed = resolved.shown(resolved.rgb(.fgMuted)) == resolved.shown(resolved.rgb(.fg))
                #expect(resolved.mutedIsItalic == (collapsed && depth == .c16), "\(name) \(scheme) \(depth)")
                let muted = cell(Text("Note").foregroundColor(.fgMuted), theme: theme, scheme: scheme, depth: depth)
                let body = cell(Text("Note"), theme: theme, scheme: scheme, depth: depth)
                #expect(muted.degraded(to: depth) != body.degraded(to: depth), "\(name) \(scheme) \(depth): muted looks like body text")
                #expect(muted.attributes.contains(.italic) == resolved.mutedIsItalic)
                let mutedBold = cell(Text("Note").foregroundColor(.fgMuted).bold(), theme: theme, scheme: scheme, depth: depth)
                #expect(!mutedBold.attributes.contains(.italic), "bold sets it apart already")
            }
        }
        #expect(theme.resolved(for: .light, depth: .c16).mutedIsItalic, "\(name): no grey at 4.5:1 on a light page")
        #expect(!theme.resolved(for: .dark, depth: .c16).mutedIsItalic, "\(name): ANSI 8 on black")
    }
}
