import FoundationEssentials
import Tessera
import TesseraStories

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `a`: the inputs of the page's story with controls, one editor each, and the last calls of its
/// actions. It sits under the page, so the story redraws in view as its values change; Tab moves
/// into it like any other part of the screen.
struct ControlsPanel: View {
    let model: GalleryModel
    @Environment(\.screenSize) private var screen
    @Environment(\.asciiOnly) private var asciiOnly

    /// The most action calls listed, newest first.
    static let shownCalls = 5

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 1) {
                if let entry = model.controlledStory {
                    let controls = model.controls(for: entry.id)
                    Text("Controls · \(entry.story.title)").textRole(.headline).lineLimit(1)
                    if width >= Self.sideBySideWidth {
                        HStack(alignment: .top, spacing: 4) {
                            ControlEditors(story: entry.story, controls: controls)
                            ActionsLog(calls: calls(controls), asciiOnly: asciiOnly)
                        }
                    } else {
                        ControlEditors(story: entry.story, controls: controls)
                        ActionsLog(calls: calls(controls), asciiOnly: asciiOnly)
                    }
                } else {
                    Text("Controls").textRole(.headline)
                    Text("No story on this page takes controls.").foregroundColor(.fgMuted)
                }
                Text(
                    asciiOnly
                        ? "Shift-Tab/Tab in and out - Up/Down inputs - Left/Right steps - a/Esc closes"
                        : "⇧Tab/Tab in and out · ↑↓ inputs · ←→ steps · a/Esc closes"
                ).textRole(.legal)
            }
            .padding(EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2))
            .frame(maxWidth: .infinity, alignment: .topLeading)
        }
        .frame(height: min(neededRows, max(4, screen.rows * 2 / 5)), alignment: .top)
        .focusSection()
    }

    /// Rows the panel needs: its title and hint, the editors (a field takes three) and the log.
    private var neededRows: Int {
        guard let entry = model.controlledStory else { return 4 }
        let editors = entry.story.controls.reduce(0) { rows, input in
            if case .text = input.kind { return rows + 3 }
            return rows + 1
        }
        let log = 1 + max(1, min(Self.shownCalls, model.controls(for: entry.id).actions.calls.count))
        let body = width >= Self.sideBySideWidth ? max(editors, log) : editors + 1 + log
        return 1 + 1 + body + 1 + 1
    }

    /// From this width of the panel the log sits beside the editors (a field takes 28 columns).
    static let sideBySideWidth = 66

    /// The panel's width: the screen's, less the sidebar when it is shown.
    private var width: Int {
        screen.columns
            - (screen.columns >= GalleryRoot.drawerBreakpoint ? Sidebar.width(for: model.catalog, columns: screen.columns) + 1 : 0)
    }

    /// The newest calls first; read with the count of calls, so a new call redraws the log.
    private func calls(_ controls: StoryControls) -> [StoryActionCall] {
        _ = model.actionsCalled
        return Array(controls.actions.calls.suffix(Self.shownCalls).reversed())
    }
}

/// One editor per input, each carrying its name: a field (the name in its border) for text, a
/// checkbox for a toggle, a stepper after the name for a choice or a number.
private struct ControlEditors: View {
    let story: Story
    let controls: StoryControls

    var body: some View {
        let inputs = story.controls
        let nameWidth = inputs.filter(\.takesStepper).map { DisplayWidth.of($0.name) }.max() ?? 0
        VStack(alignment: .leading, spacing: 0) {
            ForEach(inputs, id: \.argument) { input in
                if input.takesStepper {
                    HStack(spacing: 2) {
                        Text(input.name).foregroundColor(.fgMuted).frame(width: nameWidth, alignment: .leading)
                        editor(input)
                    }
                } else {
                    editor(input)
                }
            }
        }
    }

    private func value(_ input: StoryControl) -> StoryControlValue {
        controls.values[input.argument].flatMap { input.accepts($0) ? $0 : nil } ?? input.defaultValue
    }

    private func set(_ input: StoryControl, _ value: StoryControlValue) {
        controls.values[input.argument] = value
    }

    @ViewBuilder private func editor(_ input: StoryControl) -> some View {
        switch input.kind {
        case .text:
            TextField(
                input.name,
                text: Binding(
                    get: { if case .text(let text) = value(input) { text } else { "" } },
                    set: { set(input, .text($0)) })
            )
            .textFieldStyle(.tessera(label: .inside))
            .frame(width: 28)
        case .toggle:
            Toggle(
                input.name,
                isOn: Binding(
                    get: { if case .toggle(let isOn) = value(input) { isOn } else { false } },
                    set: { set(input, .toggle($0)) })
            )
            .toggleStyle(.checkbox)
        case .choice(let cases, _):
            let current = value(input).argument
            let index = cases.firstIndex(of: current) ?? 0
            ControlStepper(name: input.name, value: current, hint: "\(index + 1) of \(cases.count)") { step in
                guard !cases.isEmpty else { return }
                set(input, .choice(cases[(index + step + cases.count) % cases.count]))
            }
        case .integer(_, let range):
            let number = Int(value(input).argument) ?? range.lowerBound
            ControlStepper(name: input.name, value: String(number), hint: "\(range.lowerBound) to \(range.upperBound)") { step in
                set(input, .integer(min(max(number + step, range.lowerBound), range.upperBound)))
            }
        }
    }
}

/// The last calls of the story's actions, newest first: name, which call, and when.
private struct ActionsLog: View {
    let calls: [StoryActionCall]
    let asciiOnly: Bool

    /// `HH:mm:ss` in the local time zone.
    private static func clock(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var local = tm()
        guard localtime_r(&seconds, &local) != nil else { return "--:--:--" }
        func twoDigits(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(twoDigits(local.tm_hour)):\(twoDigits(local.tm_min)):\(twoDigits(local.tm_sec))"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Actions").textRole(.caption)
            if calls.isEmpty {
                Text("None yet: use the story's controls").foregroundColor(.fgMuted)
            }
            ForEach(Array(calls.enumerated()), id: \.offset) { _, call in
                Text(call.name).bold() + Text("  \(asciiOnly ? "x" : "×")\(call.count)  ")
                    + Text(Self.clock(call.time)).foregroundColor(.fgMuted)
            }
        }
    }
}

private extension StoryControl {
    /// Choices and numbers: edited with a stepper after the name.
    var takesStepper: Bool {
        switch kind {
        case .choice, .integer: true
        case .text, .toggle: false
        }
    }
}
