import Tessera
import TesseraHeadless

/// Drives a story's canvas through the states a user can put it in — each control focused in
/// turn, each activated, everything disabled — and records each state's frame as a terminal of
/// the mode's depth shows it (colours degraded, as ANSI).
package struct StoryStateProbe {
    /// The most focus stops probed in one story.
    static let maximumStops = 12

    /// Pairs of states a user must be able to tell apart, when the colours show a difference.
    package struct Pair {
        package let what: String
        package let before: String
        package let after: String
    }

    /// The pairs for `story` in `mode`, with `mode`'s colour depth.
    /// Each state is drawn with `values` set on fresh controls (the defaults when empty).
    package static func pairs(_ story: Story, in mode: StoryMode, values: [String: StoryControlValue] = [:]) -> [Pair] {
        func canvas() -> StoryCanvas { StoryCanvas(story, controls: StoryControls(values: values)) }
        var pairs: [Pair] = []
        let base = StoryRender.host(canvas(), in: mode)
        let resting = render(base, mode)
        let labels = base.focusOrderLabels
        let stops = min(labels.count, maximumStops)
        for stop in 0..<stops {
            let focusing = StoryRender.host(canvas(), in: mode)
            _ = render(focusing, mode)
            for _ in 0...stop { _ = focusing.handle(.key(KeyPress(.tab))) }
            let focused = render(focusing, mode)
            // Named by what Tab reached: a focus section is one stop, so it need not be labels[stop].
            let reached = focusing.focusedLabel ?? labels[stop]
            let label = reached.isEmpty ? "control \(stop + 1)" : "'\(reached)'"
            pairs.append(Pair(what: "focus on \(label)", before: resting, after: focused))
            _ = focusing.handle(.key(KeyPress(.character(" "))))
            pairs.append(Pair(what: "\(label) before and after Space", before: focused, after: render(focusing, mode)))
        }
        if stops > 0 {
            let disabled = StoryRender.host(canvas().disabled(true), in: mode)
            pairs.append(Pair(what: "enabled and disabled", before: resting, after: render(disabled, mode)))
        }
        return pairs
    }

    private static func render(_ host: ViewHost, _ mode: StoryMode) -> String {
        let buffer = host.renderSettled(size: mode.size)
        // Compared as shown: the cells keep the theme's colours, the serialiser degrades them.
        return Snapshot.Frame(buffer: buffer, depth: mode.colors, theme: mode.theme, scheme: mode.scheme)
            .serialized(as: .ansi)
    }
}
