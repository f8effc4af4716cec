extension View {
    /// Points out this view with a callout under it (above it when there is no room) while
    /// `isPresented` is true: a title, a message and a "Got it" button on a card edged in the focus
    /// colour.
    /// Focus moves to the button; Enter, Esc or a click outside dismisses it (setting
    /// `isPresented` to false), and focus returns where it was.
    ///
    /// ```swift
    /// Button("Export") { export() }
    ///     .coachmark(isPresented: $showsTip, title: "New: export", message: "Save any report as CSV.")
    /// ```
    public consuming func coachmark(
        isPresented: Binding<Bool>, title: String, message: String,
        dismissTitle: String = "Got it"
    ) -> some View {
        dropdown(isPresented: isPresented) {
            CoachmarkCard(title: title, message: message, dismissTitle: dismissTitle) { isPresented.wrappedValue = false }
        }
    }
}

/// A coachmark's colours: the raised card (`bgElevation2`) edged in the theme's focus colour where
/// that keeps 3:1 on the page (else `fg`), the message in `fgMuted`.
func coachmarkColors(theme: ResolvedTheme, depth: ColorDepth) -> (fill: ColorToken, edge: ColorToken, message: ColorToken) {
    (
        .bgElevation2, theme.contrasting(theme.focus.color, on: .bg, at: depth, fallbacks: [.fg]),
        theme.drawsAsMainText(.fgMuted, at: depth) ? .fgMuted : .fg
    )
}

/// The callout: the card with the title, the message and the dismiss button.
struct CoachmarkCard: View {
    let title: String
    let message: String
    let dismissTitle: String
    let dismiss: () -> Void

    @HotEnvironment private var environment
    private var theme: ResolvedTheme { environment.resolvedTheme }
    private var depth: ColorDepth { environment.colorDepth }

    var body: some View {
        let colors = coachmarkColors(theme: theme, depth: depth)
        VStack(alignment: .leading, spacing: 1) {
            VStack(alignment: .leading, spacing: 0) {
                Text(title).textRole(.headline)
                Text(message).foregroundColor(colors.message)
            }
            Button(dismissTitle, action: dismiss).buttonStyle(.tessera(.primary, size: .small))
        }
        .padding(EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1))
        .frame(maxWidth: 40, alignment: .leading)
        .border(nil, color: colors.edge)
        .background(colors.fill)
    }
}
