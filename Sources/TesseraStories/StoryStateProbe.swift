import Tessera
import TesseraHeadless

/// Drives a story's canvas through the states a user can put it in — each control focused in
/// turn, each activated, everything disabled — and records each state's frame as a terminal of
/// the mode's depth shows it.
package struct StoryStateProbe {
    /// The most focus stops probed in one story.
    static let maximumStops = 12

    /// Pairs of states a user must be able to tell apart, when the colours show a difference.
    package struct Pair {
        package let what: String
        package let before: String
        package let after: String
    }

    /// One stop of Tab: what it reached and the frames there.
    package struct Stop {
        /// `'Save'`, or `control 2` for an element without a label.
        package let name: String
        /// With focus on the stop's element.
        package let focused: Snapshot.Frame
        /// After Space on the focused element, when the probe activates.
        package let activated: Snapshot.Frame?
        /// Whether the element draws as focused at rest already (a story of `.previewState(.focused)`).
        package let isPreviewed: Bool
    }

    /// The mode the states were drawn in.
    package let mode: StoryMode
    /// The story at rest.
    package let resting: Snapshot.Frame
    /// Each focus stop, in Tab order (at most ``maximumStops``).
    package let stops: [Stop]
    /// Everything disabled, when the story has a stop.
    package let disabled: Snapshot.Frame?

    /// Probes `story` in `mode`, each state drawn with `values` set on fresh controls (the
    /// defaults when empty). `activating` also presses Space at each stop and draws the story
    /// disabled; without it only focus is probed.
    package init(_ story: Story, in mode: StoryMode, values: [String: StoryControlValue] = [:], activating: Bool = true) {
        func canvas() -> StoryCanvas { StoryCanvas(story, controls: StoryControls(values: values)) }
        self.mode = mode
        let base = StoryRender.host(canvas(), in: mode)
        resting = Self.render(base, mode)
        let labels = base.focusOrderLabels
        var stops: [Stop] = []
        // Focus alone changes no state, so the resting host walks every stop with Tab; Space
        // does, so each stop that is activated gets a fresh host.
        for stop in 0..<min(labels.count, Self.maximumStops) {
            let focusing: ViewHost
            if activating {
                focusing = StoryRender.host(canvas(), in: mode)
                _ = Self.render(focusing, mode)
                for _ in 0...stop { _ = focusing.handle(.key(KeyPress(.tab))) }
            } else {
                focusing = base
                _ = focusing.handle(.key(KeyPress(.tab)))
            }
            let focused = Self.render(focusing, mode)
            // Named by what Tab reached: a focus section is one stop, so it need not be labels[stop].
            let reached = focusing.focusedLabel ?? labels[stop]
            let previewed = focusing.focusedElement?.environment.previewState == .focused
            var activated: Snapshot.Frame?
            if activating {
                _ = focusing.handle(.key(KeyPress(.character(" "))))
                activated = Self.render(focusing, mode)
            }
            stops.append(
                Stop(
                    name: reached.isEmpty ? "control \(stop + 1)" : "'\(reached)'", focused: focused,
                    activated: activated, isPreviewed: previewed))
        }
        self.stops = stops
        disabled = activating && !stops.isEmpty ? Self.render(StoryRender.host(canvas().disabled(true), in: mode), mode) : nil
    }

    /// The pairs for `story` in `mode`, with `mode`'s colour depth, compared as ANSI.
    package static func pairs(_ story: Story, in mode: StoryMode, values: [String: StoryControlValue] = [:]) -> [Pair] {
        StoryStateProbe(story, in: mode, values: values).pairs
    }

    /// Focus against rest and activation against focus at each stop, then rest against disabled.
    package var pairs: [Pair] {
        let resting = resting.serialized(as: .ansi)
        var pairs: [Pair] = []
        for stop in stops {
            let focused = stop.focused.serialized(as: .ansi)
            pairs.append(Pair(what: "focus on \(stop.name)", before: resting, after: focused))
            if let activated = stop.activated {
                pairs.append(
                    Pair(
                        what: "\(stop.name) before and after Space", before: focused,
                        after: activated.serialized(as: .ansi)))
            }
        }
        if let disabled {
            pairs.append(Pair(what: "enabled and disabled", before: resting, after: disabled.serialized(as: .ansi)))
        }
        return pairs
    }

    /// The frame as shown: the cells keep the theme's colours, and the frame's depth degrades them.
    private static func render(_ host: ViewHost, _ mode: StoryMode) -> Snapshot.Frame {
        Snapshot.Frame(buffer: host.renderSettled(size: mode.size), depth: mode.colors, theme: mode.theme, scheme: mode.scheme)
    }
}
