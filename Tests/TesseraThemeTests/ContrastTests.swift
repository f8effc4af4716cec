import Foundation
import Testing

@testable import Tessera

@Suite("Contrast ratio and audit")
struct ContrastTests {
    private func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    @Test func knownRatios() {
        #expect(rounded(ContrastAudit.ratio(RGB(hex: 0x777777), RGB(hex: 0xFFFFFF))) == 4.48)
        #expect(ContrastAudit.ratio(RGB(hex: 0x000000), RGB(hex: 0xFFFFFF)) == 21)
        #expect(ContrastAudit.ratio(RGB(hex: 0x336699), RGB(hex: 0x336699)) == 1)
        #expect(rounded(ContrastAudit.ratio(RGB(hex: 0x0052FF), RGB(hex: 0xFFFFFF))) == 5.75)
        #expect(rounded(ContrastAudit.ratio(RGB(hex: 0x767676), RGB(hex: 0xFFFFFF))) == 4.54)
        #expect(ContrastAudit.ratio(RGB(hex: 0xFFFFFF), RGB(hex: 0x777777)) == ContrastAudit.ratio(RGB(hex: 0x777777), RGB(hex: 0xFFFFFF)))
    }

    @Test func relativeLuminance() {
        #expect(ContrastAudit.relativeLuminance(RGB(0, 0, 0)) == 0)
        #expect(abs(ContrastAudit.relativeLuminance(RGB(255, 255, 255)) - 1) < 1e-12)
        #expect(abs(ContrastAudit.relativeLuminance(RGB(255, 0, 0)) - 0.2126) < 1e-12)
    }

    @Test func requirementsFollowTheUseAndTheThemesLevel() {
        let body = ContrastPair(.fg, on: .bg, .text, usage: "")
        let label = ContrastPair(.fgInverse, on: .bgPrimary, .boldLabel, usage: "")
        let icon = ContrastPair(.fgPrimary, on: .bgPrimaryWash, .icon, usage: "")
        #expect([body, label, icon].map { $0.requiredRatio(for: .aa) } == [4.5, 3.0, 3.0])
        #expect([body, label, icon].map { $0.requiredRatio(for: .aaa) } == [7.0, 7.0, 3.0])
        #expect(Set(ContrastPair.all.map(\.name)).count == ContrastPair.all.count, "each pair once")
    }

    @Test func aFailureIsJudgedUnrounded() {
        let result = ContrastResult(
            pair: "fg on bg", usage: "", scheme: .light, foreground: RGB(hex: 0x777777),
            background: RGB(hex: 0xFFFFFF),
            ratio: ContrastAudit.ratio(RGB(hex: 0x777777), RGB(hex: 0xFFFFFF)), required: 4.5)
        #expect(!result.passes)
    }

    @Test func theDefaultThemesTightestPairs() throws {
        let dark = ContrastAudit.run(theme: .default, scheme: .dark)
        let muted = try #require(dark.first { $0.pair == "fgMuted on bgSecondary" })
        #expect(rounded(muted.ratio) == 4.71, "dark fgMuted is #8E95A2 so that it reaches 4.5:1 here (TOKENS.md)")
        #expect(muted.required == 3.0 && muted.passes)
        let light = ContrastAudit.run(theme: .default, scheme: .light)
        let warning = try #require(light.first { $0.pair == "fgWarning on bg" })
        #expect(rounded(warning.ratio) == 4.6)
        #expect(warning.foreground == RGB(hex: 0xCF470E) && warning.background == RGB(hex: 0xFFFFFF))
    }

    @Test func resultsEncodeAsTheCLIsJSON() throws {
        let result = try #require(ContrastAudit.run(theme: .default, scheme: .light).first)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(result), as: UTF8.self)
        #expect(
            json == """
                {"background":"#ffffff","foreground":"#0a0b0d","pair":"fg on bg","passes":true,"ratio":19.69,\
                "required":4.5,"scheme":"light","usage":"body text, text-field text and labels"}
                """)
    }
}
