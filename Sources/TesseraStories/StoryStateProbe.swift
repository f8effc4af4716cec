import Tessera

/// Drives a story's canvas through the states a user can put it in — each control focused in
/// turn, each activated, everything disabled — and records the frame each state draws.
struct StoryStateProbe {
    /// The most focus stops probed in one story.
    static let maximumStops = 12

    /// A state and the frame it drew.
    struct State {
        let name: String
        let frame: CellBuffer
    }

    /// Pairs of states a user must be able to tell apart, when the colours show a difference.
    struct Pair {
        let what: String
        let before: CellBuffer
        let after: CellBuffer
    }

    /// The pairs for `story` in `mode`, with `mode`'s colour depth.
    static func pairs(_ story: Story, in mode: StoryMode) -> [Pair] {
        var pairs: [Pair] = []
        let base = host(StoryCanvas(story), mode)
        let resting = render(base, mode)
        let labels = base.focusOrderLabels
        let stops = min(labels.count, maximumStops)
        for stop in 0..<stops {
            let label = labels[stop].isEmpty ? "control \(stop + 1)" : "'\(labels[stop])'"
            let focusing = host(StoryCanvas(story), mode)
            _ = render(focusing, mode)
            for _ in 0...stop { _ = focusing.handle(.key(KeyPress(.tab))) }
            let focused = render(focusing, mode)
            pairs.append(Pair(what: "focus on \(label)", before: resting, after: focused))
            _ = focusing.handle(.key(KeyPress(.character(" "))))
            pairs.append(Pair(what: "\(label) before and after Space", before: focused, after: render(focusing, mode)))
        }
        if stops > 0 {
            let disabled = host(StoryCanvas(story).disabled(true), mode)
            pairs.append(Pair(what: "enabled and disabled", before: resting, after: render(disabled, mode)))
        }
        return pairs
    }

    private static func host<Content: View>(_ content: Content, _ mode: StoryMode) -> ViewHost {
        var environment = EnvironmentValues()
        environment.colorDepth = mode.colors
        return ViewHost(ThemeProvider(mode.theme, scheme: mode.scheme) { content }.density(mode.density),
                        environment: environment)
    }

    private static func render(_ host: ViewHost, _ mode: StoryMode) -> CellBuffer {
        var buffer = host.render(size: mode.size)
        var passes = 0
        while host.needsRender, passes < 8 {
            buffer = host.render(size: mode.size)
            passes += 1
        }
        return buffer
    }
}
