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
                problems.append(StoryProblem(.accessibilityLabels,
                    "an interactive element at column \(rect.x + 1), row \(rect.y + 1) (\(rect.width)×\(rect.height)) has no accessibility label; add .accessibilityLabel(_:)"))
            }
        }
        if runs(.clipping), !render.fits {
            problems.append(StoryProblem(.clipping,
                "the story needs \(render.neededSize.columns)×\(render.neededSize.rows) cells; the mode gives \(mode.size.columns)×\(mode.size.rows), so it is clipped"))
        }
        if runs(.monochromeStates), mode.colors == .monochrome {
            problems += monochromeProblems(story, mode)
        }
        return problems
    }

    /// States the truecolor render tells apart but the monochrome one does not.
    private static func monochromeProblems(_ story: Story, _ mode: StoryMode) -> [StoryProblem] {
        var colored = mode
        colored.colors = .truecolor
        let inColor = StoryStateProbe.pairs(story, in: colored)
        let inMono = StoryStateProbe.pairs(story, in: mode)
        return zip(inColor, inMono).compactMap { color, mono in
            guard color.before != color.after, mono.before == mono.after else { return nil }
            return StoryProblem(.monochromeStates,
                "\(mono.what): the colours tell the two apart, monochrome shows them the same (use bold, reverse, underline or a glyph)")
        }
    }
}
