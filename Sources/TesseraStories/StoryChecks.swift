import Tessera
import TesseraHeadless

/// Runs the ``StoryCheck``s on a story in a mode.
package enum StoryChecks {
    /// What the checks `story` has not opted out of find when it is drawn in `render.mode`.
    package static func problems(of story: Story, render: StoryRender) -> [StoryProblem] {
        var problems: [StoryProblem] = []
        let mode = render.mode
        func runs(_ check: StoryCheck) -> Bool { story.waivers[check] == nil }
        if runs(.accessibilityLabels) {
            for rect in render.unlabeledElements {
                problems.append(
                    StoryProblem(
                        .accessibilityLabels,
                        "an interactive element at column \(rect.x + 1), row \(rect.y + 1) (\(rect.width)×\(rect.height)) has no accessibility label; add .accessibilityLabel(_:)"
                    ))
            }
        }
        // A theme of the terminal's own colours has no values to measure (its structure is
        // audited instead: TerminalColorAudit); its ratios at xterm's stock colours would be noise.
        let measuresColors = mode.theme.terminalColors == nil
        if runs(.contrast), measuresColors {
            problems += contrastProblems(render)
        }
        if runs(.clipping), !render.fits {
            problems.append(
                StoryProblem(
                    .clipping,
                    "the story needs \(render.neededSize.columns)×\(render.neededSize.rows) cells; the mode gives \(mode.size.columns)×\(mode.size.rows), so it is clipped"
                ))
        }
        // One probe of the story's states in the mode serves both checks that need one.
        let checksMonochrome = runs(.monochromeStates) && mode.colors == .monochrome
        if checksMonochrome || runs(.focusVisible) {
            let probe = StoryStateProbe(story, in: mode, values: render.controls.values, activating: checksMonochrome)
            if checksMonochrome {
                problems += monochromeProblems(story, probe, values: render.controls.values)
            }
            if runs(.focusVisible) {
                problems += focusProblems(probe, measuresColors: measuresColors)
            }
        }
        if runs(.distinctHues), mode.colors != .truecolor, mode.colors != .monochrome {
            problems += hueProblems(story, render)
        }
        return problems
    }

    /// Words the truecolor render shows in different hues that the mode's depth shows as one colour.
    private static func hueProblems(_ story: Story, _ render: StoryRender) -> [StoryProblem] {
        var colored = render.mode
        colored.colors = .truecolor
        let truecolor = StoryRender(story, in: colored, controls: render.controls)
        return HueCollisionAudit.run(truecolor: truecolor.frame, lowered: render.frame).map { collision in
            StoryProblem(
                .distinctHues,
                "\"\(collision.words.0)\" (\(collision.truecolor.0.hexString)) and \"\(collision.words.1)\" "
                    + "(\(collision.truecolor.1.hexString)) are different hues in truecolor but both \(collision.shown.foreground.hexString) on \(collision.shown.background.hexString) "
                    + "\(depthPhrase(render.mode.colors)); keep the hues apart or give each its own icon")
        }
    }

    /// The most cells a contrast problem names; the rest are counted.
    static let shownCells = 3

    /// Text and bold text under the theme's ratio as a terminal of the mode's depth shows it.
    /// Icons, marks and lines are left to the theme's own audit (`gallery theme contrast`): a
    /// theme's dividers are faint on purpose. Dim text is judged: it carries muted text at low depths.
    private static func contrastProblems(_ render: StoryRender) -> [StoryProblem] {
        let report = render.frame.contrastAudit()
        let failing = report.failing([.text, .boldLabel])
        guard let worst = failing.min(by: { $0.ratio < $1.ratio }) else { return [] }
        let judged = report.judged([.text, .boldLabel])
        let cells =
            failing.prefix(shownCells).map { "column \($0.position.x + 1), row \($0.position.y + 1)" }
            .joined(separator: "; ") + (failing.count > shownCells ? "; …" : "")
        let ratio = (worst.ratio * 100).rounded(.down) / 100
        let required = (worst.required * 100).rounded(.up) / 100
        // An AAA theme's 7:1 is held to the most the depth gives a hue where that is less (DepthReach).
        let asked = worst.use.requiredRatio(for: render.frame.contrastLevel)
        let held =
            worst.required < asked
            ? " (the most its hue reaches \(depthPhrase(render.mode.colors)); the theme asks \(asked):1)" : ""
        return [
            StoryProblem(
                .contrast,
                "\(failing.count) of \(judged) text cells are under their ratio \(depthPhrase(render.mode.colors)) "
                    + "(\(cells)); the worst, \"\(worst.glyph)\", is \(worst.foreground.hexString) on \(worst.background.hexString), "
                    + "\(ratio):1 where \(required):1 is needed\(held)")
        ]
    }

    /// `in truecolor`, `at 16 colours`, `in monochrome`.
    private static func depthPhrase(_ depth: ColorDepth) -> String {
        switch depth {
        case .truecolor: "in truecolor"
        case .monochrome: "in monochrome"
        default: "at \(depth.rawValue) colours"
        }
    }

    /// Controls whose focus the mode's depth does not show by a glyph or reverse video, and focus
    /// marks under 3:1 (``FocusChangeAudit``; not where the colours are the terminal's, unknown). A
    /// control drawn as focused at rest (a story of the focused state) has nothing to compare with,
    /// and is left out.
    package static func focusProblems(_ probe: StoryStateProbe, measuresColors: Bool = true) -> [StoryProblem] {
        let depth = depthPhrase(probe.resting.depth)
        return probe.stops.filter { !$0.isPreviewed }.flatMap { stop -> [StoryProblem] in
            let result = FocusChangeAudit.run(resting: probe.resting, focused: stop.focused)
            guard result.isShown else {
                return [
                    StoryProblem(
                        .focusVisible,
                        "focus on \(stop.name) changes no glyph \(depth), only colours or attributes; "
                            + "draw the focus ring's characters or a heavier box, which every terminal shows")
                ]
            }
            guard measuresColors, let worst = result.weakMarks.min(by: { $0.ratio < $1.ratio }) else { return [] }
            let ratio = (worst.ratio * 100).rounded(.down) / 100
            return [
                StoryProblem(
                    .focusVisible,
                    "focus on \(stop.name) draws \(result.weakMarks.count) mark\(result.weakMarks.count == 1 ? "" : "s") under 3:1 \(depth); "
                        + "the worst, \"\(worst.glyph)\" at column \(worst.position.x + 1), row \(worst.position.y + 1), is "
                        + "\(worst.foreground.hexString) on \(worst.background.hexString), \(ratio):1")
            ]
        }
    }

    /// States the truecolor render tells apart but the monochrome one (`probe`) does not.
    private static func monochromeProblems(
        _ story: Story, _ probe: StoryStateProbe,
        values: [String: StoryControlValue]
    ) -> [StoryProblem] {
        var colored = probe.mode
        colored.colors = .truecolor
        let inColor = StoryStateProbe.pairs(story, in: colored, values: values)
        let inMono = probe.pairs
        return zip(inColor, inMono).compactMap { color, mono in
            guard color.before != color.after, mono.before == mono.after else { return nil }
            return StoryProblem(
                .monochromeStates,
                "\(mono.what): the colours tell the two apart, monochrome shows them the same (use bold, reverse, underline or a glyph)")
        }
    }
}
