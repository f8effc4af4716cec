import Testing

@testable import Tessera

@Suite struct AvatarTests {
    @Test func initials() {
        #expect(avatarInitials("Ada Lovelace", limit: 2) == "AL")
        #expect(avatarInitials("grace brewster murray hopper", limit: 2) == "GH", "first and last word")
        #expect(avatarInitials("Ada Lovelace", limit: 1) == "A")
        #expect(avatarInitials("  Turing ", limit: 2) == "T")
        #expect(avatarInitials("王小明", limit: 2) == "王", "one wide initial fills two cells")
        #expect(avatarInitials("李 明", limit: 2) == "李", "a second wide one would not fit")
        #expect(avatarInitials("", limit: 2) == "?")
        #expect(avatarInitials("élodie durand", limit: 2) == "ÉD")
    }

    /// A wide initial starts in the same column as a narrow one, so a column of avatars lines up.
    @Test func wideInitialsLineUpWithNarrowOnes() {
        for size in [AvatarSize.small, .medium, .large] {
            let host = ViewHost(
                ThemeProvider(.default) {
                    VStack(alignment: .leading, spacing: 0) {
                        Avatar(name: "Ada Lovelace", size: size); Avatar(name: "林 美", size: size)
                    }
                })
            let buffer = host.render(size: TerminalSize(columns: 8, rows: 8))
            let rows = (0..<8).map { y in (0..<8).first { buffer[$0, y].grapheme == "A" || buffer[$0, y].grapheme == "林" } }
            let columns = Set(rows.compactMap { $0 })
            #expect(columns.count == 1, "\(size): \(rows)")
        }
    }

    /// FNV-1a's published test vectors, then a name worked by hand:
    /// "Ada" → "ada" = 0x61 0x64 0x61.
    ///   0x811C9DC5 ^ 0x61 = 0x811C9DA4, × 16777619 = 0xE40C292C
    ///   0xE40C292C ^ 0x64 = 0xE40C2948, × 16777619 = 0x4724FC58
    ///   0x4724FC58 ^ 0x61 = 0x4724FC39, × 16777619 = 0x38390DBB = 943263163
    /// 943263163 mod 5 = 3 → the fourth avatar hue, orange. The same in every process.
    @Test func hashIsStableAcrossProcesses() {
        #expect(stableNameHash("") == 0x811C_9DC5)
        #expect(stableNameHash("a") == 0xE40C_292C)
        #expect(stableNameHash("foobar") == 0xBF9C_F968)
        #expect(stableNameHash("Ada") == 0x3839_0DBB)
        #expect(avatarHue(for: "Ada") == .orange)
        #expect(avatarHue(for: "  ADA ") == .orange, "trimmed and lowercased first")
    }

    /// TOKENS.md, Avatar fallback: a hue from the name, initials in fgInverse.
    @Test func coloursAreTheHuesFillUnderFgInverse() {
        #expect(avatarColors(name: "Ada", theme: theme(.light)) == AvatarColors(fill: hex(0xCF470E), text: hex(0xFFFFFF)))
        #expect(avatarColors(name: "Ada", theme: theme(.dark)) == AvatarColors(fill: hex(0xF07836), text: hex(0x0A0B0D)))
        #expect(!avatarHues.contains(.gray))
    }

    @Test(arguments: ColorScheme.allCases)
    func everyAvatarIsLegible(scheme: ColorScheme) {
        for hue in avatarHues {
            #expect(contrast(hueRamp(hue, theme: theme(scheme)).fill, theme(scheme).rgb(.fgInverse)) >= 4.5, "\(hue)")
        }
    }

    @Test func sizes() {
        let screen = ComponentHost(
            HStack(alignment: .top) {
                Avatar(name: "Ada Lovelace", size: .small)
                Avatar(name: "Ada Lovelace")
                Avatar(name: "Ada Lovelace", size: .large)
            }, columns: 20, rows: 3)
        let buffer = screen.render()
        #expect(rowsOf(buffer) == [" A   AL", String(repeating: " ", count: 11) + "AL", ""], "large: column 9, AL centred in six")
        let fill = Color.rgb(hueRamp(avatarHue(for: "Ada Lovelace"), theme: theme(.light)).fill)
        #expect((0..<3).allSatisfy { buffer[$0, 0].style.background == fill })
        #expect(buffer[3, 0].style.background != fill, "small is three columns")
        #expect((4..<8).allSatisfy { buffer[$0, 0].style.background == fill }, "medium is four")
        #expect((9..<15).allSatisfy { x in (0..<3).allSatisfy { buffer[x, $0].style.background == fill } }, "large is 6×3")
        #expect(buffer[1, 0].style.foreground == theme(.light).color(.fgInverse))
        #expect(buffer[1, 0].style.attributes.contains(.bold))
    }

    @Test func monochromeReverses() {
        let screen = ComponentHost(Avatar(name: "Ada"), columns: 4, rows: 1, depth: .monochrome)
        let buffer = screen.render()
        #expect((0..<4).allSatisfy { buffer[$0, 0].style.attributes.contains(.reverse) })
    }
}
