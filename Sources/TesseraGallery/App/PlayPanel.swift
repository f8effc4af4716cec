import Tessera
import TesseraStories

/// `p`: a story's play script, step by step: the screen after the current step, and the steps
/// with the ones done ticked. Space plays and pauses, `n` steps on, `b` back, `r` restart, Tab
/// goes to the page's next story with a script. It covers the whole page, edge to edge between
/// the header and the footer of its keys, so no row of the page shows around it: its title row
/// (the story, and what Space or `n` does next), the story's screen, and the steps beside the
/// screen where the width allows, under it otherwise. On a page with no script it is a short
/// note, floating as the other panels do.
struct PlayPanel: View {
    @Bindable var model: GalleryModel
    @Environment(\.screenSize) private var screen
    @Environment(\.reduceMotion) private var reduceMotion
    @Environment(\.asciiOnly) private var asciiOnly

    /// Columns between the story's screen and the steps beside it.
    static let gutter = 3
    /// The columns the steps get beside the story's screen (a longer step wraps).
    static let stepsWidth = 30
    /// The columns between the story's screen and its border, on each side.
    static let screenMargin = 1
    /// The widest story screen.
    static let maximumScreen = TerminalSize(columns: 100, rows: 30)

    var body: some View {
        if let player = model.player, let entry = player.story {
            VStack(alignment: .leading, spacing: 1) {
                // A new screen size is a new header: its appearance fits the story's screen to the panel.
                header(player, entry)
                    .onAppear { [model, screen] in model.fitPlayer(within: screen) }
                    .id(screen)
                if let frame = player.frame {
                    // A column of the page's colour on each side: the story's text never touches the border.
                    let shown = CellGrid(frame.buffer).padding(.horizontal, Self.screenMargin).background(.bg)
                        .border(color: .bgLineHeavy)
                    if Self.stepsFitBeside(on: screen) {
                        HStack(alignment: .top, spacing: Self.gutter) {
                            shown
                            steps(player).frame(width: Self.stepsWidth, alignment: .topLeading)
                        }
                    } else {
                        shown
                        steps(player)
                    }
                } else {
                    steps(player)
                }
            }
            .galleryPanel(filling: true)
            .onKeyPress { [model] press in PlayPanel.handle(press, model: model) }
        } else {
            VStack(alignment: .leading, spacing: 1) {
                Text("Play").textRole(.title3)
                Text("No story on this page has a play script.").foregroundColor(.fgMuted)
                Text("Esc closes this.").textRole(.legal)
            }
            .galleryPanel()
        }
    }

    /// The title row: the story (and which of the page's scripted stories it is), then what
    /// Space or `n` does now; on a narrow panel, the two on rows of their own.
    @ViewBuilder private func header(_ player: StoryPlayer, _ entry: StoryEntry) -> some View {
        let title = HStack(alignment: .top, spacing: 2) {
            Text("Play: \(entry.story.title)").textRole(.title3)
            if player.entries.count > 1 {
                Text("story \(player.selected + 1) of \(player.entries.count)").foregroundColor(.fgMuted)
            }
        }
        if Self.headerFitsOneRow(on: screen, entries: player.entries) {
            HStack(alignment: .top, spacing: 2) {
                title
                Spacer(minLength: 0)
                status(player)
            }
        } else {
            VStack(alignment: .leading, spacing: 0) {
                title
                status(player)
            }
        }
    }

    private func steps(_ player: StoryPlayer) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            row(number: 0, text: "start", problem: nil, player: player)
            ForEach(Array((player.playback?.steps ?? []).enumerated()), id: \.offset) { index, done in
                row(number: index + 1, text: done.step.description, problem: done.problem, player: player)
            }
        }
    }

    private func row(number: Int, text: String, problem: String?, player: StoryPlayer) -> some View {
        let current = number == player.step
        // At the end the last step is done too: ticked, still the one the screen shows (bold).
        let done = number < player.step || (current && player.isAtEnd && number > 0)
        let marker = done ? (asciiOnly ? "+" : "✓") : current ? (asciiOnly ? ">" : "▸") : " "
        let label = number == 0 ? text : "\(number)  \(text)"
        return HStack(spacing: 1) {
            Text(marker).foregroundColor(current ? .fgPrimary : .fgMuted)
            if current { Text(label).bold() } else { Text(label).foregroundColor(number < player.step ? .fgMuted : .fg) }
            if let problem, number <= player.step { Text("— \(problem)").foregroundColor(.fgNegative) }
        }
    }

    @ViewBuilder private func status(_ player: StoryPlayer) -> some View {
        if player.isPlaying, !reduceMotion {
            // Each beat of the timeline is one step: the beat's view appears, and that moves the player on.
            TimelineView(interval: StoryPlayer.stepInterval) { beat in
                Text(asciiOnly ? "playing" : "▶ playing").foregroundColor(.fgPrimary)
                    .onAppear { [model] in model.player?.beat(beat) }
                    .id(beat)
            }
        } else {
            Text(player.isAtEnd ? Self.statuses[2] : reduceMotion && player.isPlaying ? Self.statuses[1] : Self.statuses[0])
                .foregroundColor(.fgMuted)
        }
    }

    /// The player's keys; the rest (Esc) go on to the modal.
    static func handle(_ press: KeyPress, model: GalleryModel) -> Bool {
        switch press.key {
        case .character(" "): model.player?.togglePlaying()
        case .character("n"), .right: model.player?.stepForward()
        case .character("b"), .left: model.player?.stepBack()
        case .character("r"): model.player?.restart()
        case .tab: model.player?.nextStory(by: 1)
        case .backTab: model.player?.nextStory(by: -1)
        default: return false
        }
        return true
    }
}

extension PlayPanel {
    /// What the title row says Space or `n` does, paused, played with reduced motion, and at the end.
    static let statuses = ["Space plays, n steps on.", "Reduced motion: n steps on.", "Done: r plays it again."]

    /// The columns inside the panel's border and side padding on a terminal of `screen`.
    private static func inside(_ screen: TerminalSize) -> Int { screen.columns - 4 }

    /// Whether the title and the status share a row for each of `entries` (the widest of them,
    /// so the screen keeps its size from story to story).
    static func headerFitsOneRow(on screen: TerminalSize, entries: [StoryEntry]) -> Bool {
        let title = entries.map { DisplayWidth.of("Play: " + $0.story.title) }.max() ?? 0
        let count = entries.count > 1 ? 2 + DisplayWidth.of("story \(entries.count) of \(entries.count)") : 0
        return title + count + 2 + (statuses.map(DisplayWidth.of).max() ?? 0) <= inside(screen)
    }

    /// Whether the steps go beside the story's screen on a terminal of `screen`: the screen, the
    /// gutter and the steps fit inside the panel.
    static func stepsFitBeside(on screen: TerminalSize) -> Bool {
        inside(screen) >= screenColumns(within: screen) + 2 + 2 * screenMargin + gutter + stepsWidth
    }

    private static func screenColumns(within screen: TerminalSize) -> Int {
        max(20, min(maximumScreen.columns, screen.columns - 10 - 2 * screenMargin))
    }

    /// The screen `entries` are played on inside the panel on a terminal of `screen`: what is left
    /// inside the panel's border (between the header and the footer rows) after the title row (or
    /// two) and a row under it, and the screen's own border; with the steps under the screen, a
    /// row between and one per step of the longest script, and its start.
    static func screenSize(within screen: TerminalSize, entries: [StoryEntry]) -> TerminalSize {
        let header = headerFitsOneRow(on: screen, entries: entries) ? 1 : 2
        let steps = stepsFitBeside(on: screen) ? 0 : 2 + (entries.map(\.story.playSteps.count).max() ?? 0)
        let rows = screen.rows - 2 - 2 - header - 1 - 2 - steps
        return TerminalSize(columns: screenColumns(within: screen), rows: max(4, min(maximumScreen.rows, rows)))
    }
}
