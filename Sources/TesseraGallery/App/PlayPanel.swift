import Tessera
import TesseraStories

/// `p`: a story's play script, step by step: the screen after the current step, and the steps
/// with the ones done ticked. Space plays and pauses, `n` steps on, `b` back, `r` restarts, Tab
/// goes to the page's next story with a script. It spans the screen's width, over the dimmed
/// page, so nothing beside it reads as cut.
struct PlayPanel: View {
    @Bindable var model: GalleryModel
    @Environment(\.reduceMotion) private var reduceMotion
    @Environment(\.asciiOnly) private var asciiOnly

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            if let player = model.player, let entry = player.story {
                header(player, entry)
                if let frame = player.frame {
                    CellGrid(frame.buffer).border(color: .bgLineHeavy)
                }
                steps(player)
                status(player)
            } else {
                Text("Play").textRole(.title3)
                Text("No story on this page has a play script.").foregroundColor(.fgMuted)
                Text("Esc closes this.").textRole(.legal)
            }
        }
        // The whole width between the margins: no page text shows beside it, cut by its border.
        .frame(maxWidth: .infinity, alignment: .topLeading)
        .galleryPanel()
        .padding(.horizontal, 1)
        .onKeyPress { [model] press in model.player.map { _ in PlayPanel.handle(press, model: model) } ?? false }
    }

    private func header(_ player: StoryPlayer, _ entry: StoryEntry) -> some View {
        HStack(spacing: 2) {
            Text("Play: \(entry.story.title)").textRole(.title3)
            if player.entries.count > 1 {
                Text("story \(player.selected + 1) of \(player.entries.count)").foregroundColor(.fgMuted)
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
        let marker = current ? (asciiOnly ? ">" : "▸") : (number < player.step ? (asciiOnly ? "+" : "✓") : " ")
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
            Text(player.isAtEnd ? "Done: r plays it again." : reduceMotion && player.isPlaying
                 ? "Reduced motion: n steps on." : "Space plays, n steps on.")
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
    /// The screen a story is played on inside the panel on a terminal of `screen`: what is left
    /// inside the panel's chrome, the header and the footer, and the list of steps (about 8 rows).
    static func screenSize(within screen: TerminalSize) -> TerminalSize {
        TerminalSize(columns: max(20, min(100, screen.columns - 10)), rows: max(4, min(30, screen.rows - 18)))
    }
}
