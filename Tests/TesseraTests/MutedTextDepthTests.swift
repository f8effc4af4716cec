import Testing

@testable import Tessera

/// Issue 17: at 16 colours on a light page no grey of xterm's reaches 4.5:1 (#7f7f7f is 4.0:1 on
/// white, 3.2:1 on #e5e5e5), so muted text is the main text's black, as it is at 8 colours. It is
/// not slanted to stay apart (a gallery page at 16 light was then nearly all italic, and upright
/// at 8 and in monochrome): where the hierarchy is a type role's, ``RoleMarks`` keeps the roles
/// apart (DistinctTextRoleTests).
@Suite struct MutedTextDepthTests {
    private func cell<V: View>(_ text: V, theme: Theme, scheme: ColorScheme, depth: ColorDepth) -> CellStyle {
        let host = ViewHost(ThemeProvider(theme, scheme: scheme) { text }.environment(\.colorDepth, depth))
        return host.render(size: TerminalSize(columns: 4, rows: 1))[0, 0].style
    }

    @Test(arguments: Theme.measurableBuiltinNames)
    func mutedTextIsUprightAndKeepsAGreyWhereTheDepthHasOne(_ name: String) throws {
        let theme = try Theme.builtin(named: name)
        for scheme in ColorScheme.allCases {
            for depth in [ColorDepth.truecolor, .c256, .c16, .c8] {
                let resolved = theme.resolved(for: scheme, depth: depth)
                let collapsed = resolved.shown(resolved.rgb(.fgMuted)) == resolved.shown(resolved.rgb(.fg))
                let muted = cell(Text("Note").foregroundColor(.fgMuted), theme: theme, scheme: scheme, depth: depth)
                let body = cell(Text("Note"), theme: theme, scheme: scheme, depth: depth)
                #expect(!muted.attributes.contains(.italic), "\(name) \(scheme) \(depth): muted text slanted")
                #expect(
                    (muted.degraded(to: depth) == body.degraded(to: depth)) == collapsed,
                    "\(name) \(scheme) \(depth): muted text is the body's only where the depth has no grey for it")
            }
        }
        let light16 = theme.resolved(for: .light, depth: .c16)
        #expect(light16.shown(light16.rgb(.fgMuted)) == light16.shown(light16.rgb(.fg)), "\(name): no grey at 4.5:1 on a light page")
        let dark16 = theme.resolved(for: .dark, depth: .c16)
        #expect(dark16.shown(dark16.rgb(.fgMuted)) != dark16.shown(dark16.rgb(.fg)), "\(name): ANSI 8 on black")
    }
}
