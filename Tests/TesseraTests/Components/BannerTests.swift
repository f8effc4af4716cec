import Testing

@testable import Tessera

@Suite struct BannerTests {
    /// TOKENS.md, Banner row: fill / icon / accent per variant.
    @Test func bannerColoursFollowTokensMD() {
        #expect(bannerColors(variant: .informational) == BannerColors(fill: .bgSecondary, icon: .fgPrimary, accent: .bgPrimary))
        #expect(bannerColors(variant: .promotional) == BannerColors(fill: .bgPrimaryWash, icon: .fgPrimary, accent: .bgPrimary))
        #expect(bannerColors(variant: .warning) == BannerColors(fill: .bgWarningWash, icon: .fgWarning, accent: .bgWarning))
        #expect(bannerColors(variant: .error) == BannerColors(fill: .bgNegativeWash, icon: .fgNegative, accent: .bgNegative))
    }

    @Test func eachVariantHasItsOwnIcon() {
        let icons = BannerVariant.allCases.map { bannerIcon($0, asciiOnly: false) }
        let ascii = BannerVariant.allCases.map { bannerIcon($0, asciiOnly: true) }
        #expect(Set(icons).count == 4)
        #expect(Set(ascii).count == 4)
        #expect(ascii.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } })
    }

    @Test func rendersAccentIconTitleAndMessageOnItsFill() {
        let screen = ComponentHost(
            Banner(.error, title: "Payment failed", message: "Your card was declined."),
            columns: 40, rows: 5, scheme: .dark)
        let buffer = screen.render()
        let rows = rowsOf(buffer)
        #expect(rows[0] == "▌")
        #expect(rows[1] == "▌ ✖ Payment failed")
        #expect(rows[2] == "▌   Your card was declined.")
        #expect(rows[3] == "▌")
        // Dark scheme, TOKENS.md: fill bgNegativeWash #330004, accent bgNegative #F0616D, icon fgNegative #F0616D.
        for y in 0..<4 {
            #expect(buffer[0, y].style.foreground == .rgb(hex(0xF0616D)), "the accent runs the full height")
            #expect(buffer[39, y].style.background == .rgb(hex(0x330004)), "the fill spans the width")
        }
        #expect(buffer[2, 1].style.foreground == .rgb(hex(0xF0616D)))
        #expect(buffer[4, 1].style.attributes.contains(.bold), "title is a headline")
    }

    @Test func densityChangesPaddingNotText() {
        #expect(bannerMetrics(density: .compact) == (0, 1))
        #expect(bannerMetrics(density: .regular) == (1, 1))
        #expect(bannerMetrics(density: .spacious) == (1, 2))
        let compact = ComponentHost(
            Banner(title: "Saved", message: "All changes are stored.").density(.compact),
            columns: 40, rows: 2)
        #expect(compact.rows == ["▌ ● Saved", "▌   All changes are stored."])
    }

    @Test func dismissButtonIsLabelledAndRunsOnDismiss() {
        let dismissed = CallCount()
        let screen = ComponentHost(
            Banner(.warning, title: "Maintenance tonight") { dismissed.increment() },
            columns: 40, rows: 3)
        let rows = screen.rows
        #expect(rows[1].hasSuffix("✕"))
        #expect(screen.focusOrderLabels == ["Dismiss"])
        #expect(screen.unlabeledElements.isEmpty)
        screen.press(.tab, .enter)
        #expect(dismissed.count == 1)
    }

    @Test func defaultFormHasNoUnlabeledControl() {
        let screen = ComponentHost(Banner(title: "Hello"), columns: 30, rows: 3)
        screen.render()
        #expect(screen.unlabeledElements.isEmpty)
        #expect(screen.focusOrderLabels.isEmpty, "without onDismiss a banner takes no focus")
    }

    @Test func variantsDifferInMonochrome() {
        let screen = ComponentHost(
            VStack {
                Banner(.warning, title: "W"); Banner(.error, title: "E")
            }.density(.compact),
            columns: 20, rows: 2, depth: .monochrome)
        #expect(screen.rows == ["▌ ▲ W", "▌ ✖ E"])
    }

    /// Where washes cannot show, the variants are told apart alike — icon, ink and bar — none on
    /// a fill: at 16 colours light the informational grey was the only fill left.
    @Test(arguments: [ColorDepth.c16, .c8], ColorScheme.allCases)
    func variantsShareOneTreatmentAtLowDepth(depth: ColorDepth, scheme: ColorScheme) {
        let variants: [BannerVariant] = [.informational, .promotional, .warning, .error]
        let screen = ComponentHost(
            VStack(spacing: 0) { ForEach(variants, id: \.self) { Banner($0, title: "T") } }
                .density(.compact).frame(width: 10).frame(width: 12, alignment: .leading).background(.bg), columns: 12, rows: 4,
            scheme: scheme, depth: depth)
        let buffer = screen.render()
        let page = buffer[11, 0].style.background
        for (row, variant) in variants.enumerated() {
            let title = buffer[4, row]
            #expect(title.grapheme == "T")
            #expect(title.style.background.degraded(to: depth) == page.degraded(to: depth), "\(variant) at \(depth) \(scheme)")
        }
        let truecolor = ComponentHost(
            Banner(.informational, title: "T").density(.compact).frame(width: 10).frame(width: 12, alignment: .leading).background(.bg),
            columns: 12, rows: 1, scheme: scheme
        ).render()
        #expect(
            truecolor[4, 0].style.background != truecolor[11, 0].style.background, "in truecolor the informational banner keeps its fill")
    }
}
