/// A button of an ``Alert``: its title, its role, and what it does.
public struct AlertAction {
    /// The button's text and accessibility label.
    public let title: String
    /// `.cancel` for the action Esc runs, `.destructive` for one that loses data, `nil` otherwise.
    public let role: ButtonRole?
    let action: () -> Void

    /// - Parameters:
    ///   - title: the button's text.
    ///   - role: `.cancel`, `.destructive`, or `nil` for the alert's main action.
    ///   - action: what the button does; the alert closes afterwards.
    public init(_ title: String, role: ButtonRole? = nil, action: @escaping () -> Void = {}) {
        self.title = title
        self.role = role
        self.action = action
    }

    /// The action that backs out: Esc runs it too.
    public static func cancel(_ title: String = "Cancel", action: @escaping () -> Void = {}) -> AlertAction {
        AlertAction(title, role: .cancel, action: action)
    }

    /// An action that destroys something, in the negative colours.
    public static func destructive(_ title: String, action: @escaping () -> Void) -> AlertAction {
        AlertAction(title, role: .destructive, action: action)
    }
}

/// A dialog that asks the user to confirm or choose: a title, a message and a row of buttons on a
/// card. Present it with `.alert(isPresented:)` (or inside `.modal(isPresented:)`): the screen
/// behind dims, focus moves to the first button and stays in the alert, any button closes it, and
/// Esc runs the cancel action.
///
/// ```swift
/// .alert(isPresented: $confirmingDelete) {
///     Alert(title: "Delete wallet?", message: "You can restore it with your recovery phrase.",
///           actions: [.cancel(), .destructive("Delete") { wallet.delete() }])
/// }
/// ```
public struct Alert: View {
    let title: String
    let message: String?
    let actions: [AlertAction]

    @HotEnvironment private var environment
    private var density: Density { environment.density }
    private var depth: ColorDepth { environment.colorDepth }
    private var theme: ResolvedTheme { environment.resolvedTheme }
    @Environment(\.dismissPresentation) private var dismiss

    /// - Parameters:
    ///   - title: what is being asked, in a few words.
    ///   - message: the consequences, in a sentence or two.
    ///   - actions: the buttons, left to right; put the cancel action first so it takes focus.
    public init(title: String, message: String? = nil, actions: [AlertAction]) {
        self.title = title
        self.message = message
        self.actions = actions
    }

    /// The title and message over a right-aligned row of buttons, on a card no wider than the
    /// density allows.
    public var body: some View {
        let colors = alertColors(theme: theme, depth: depth)
        let metrics = alertMetrics(density: density)
        let actions = self.actions, dismiss = self.dismiss
        VStack(alignment: .leading, spacing: metrics.spacing) {
            VStack(alignment: .leading, spacing: 0) {
                Text(title).textRole(colors.titleRole)
                if let message { Text(message).foregroundColor(colors.message) }
            }
            HStack(spacing: 2) {
                Spacer(minLength: 0)
                ForEach(0..<actions.count) { index in
                    Button(actions[index].title, role: actions[index].role) {
                        actions[index].action()
                        dismiss?()
                    }
                    .buttonStyle(.tessera(alertButtonVariant(actions[index].role), size: .small))
                }
            }
        }
        .padding(metrics.padding)
        .frame(maxWidth: metrics.maxWidth, alignment: .leading)
        .border(nil, color: colors.border)
        // The card's fill under its edge too: the dimmed page behind showed through the edge's
        // cells where a fill of the page met it.
        .background(colors.fill)
        .onKeyPress { press in
            guard press.key == .escape, let cancel = actions.first(where: { $0.role == .cancel }) else { return false }
            cancel.action()
            dismiss?()
            return true
        }
    }
}

extension View {
    /// Presents `alert` over the screen while `isPresented` is true (see ``Alert``).
    public consuming func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return modal(isPresented: isPresented) { alert }
    }
}

/// An alert's card colours and text styles.
struct AlertColors: Hashable {
    var fill: ColorToken
    var border: ColorToken
    var titleRole: TextRole
    var message: ColorToken
}

/// TOKENS.md, Alert: `bgElevation2` (over the `bgOverlay` scrim the modal draws), title in title3,
/// body in `fgMuted`. The card's edge is the first of `bgLineHeavy`, `fgMuted` and `fg` that keeps
/// 3:1 against the scrim as the depth shows it: `bgLineHeavy` on the light scrim is only 2:1.
/// At 16 colours, where the card is the page's own colour, the page behind is re-coloured ANSI 8
/// (``Presentation/sixteenColourScrim(_:page:)``): the card's edge is `fg`, and so is its message
/// where muted text would be that grey (dark), or the alert would not stand out of what it covers.
func alertColors(theme: ResolvedTheme, depth: ColorDepth) -> AlertColors {
    if depth == .c16, !theme.shows(.bgElevation2, on: .bg, at: depth) {
        let message: ColorToken = theme.drawsAsMainText(.fgMuted, at: depth) ? .fgMuted : .fg
        return AlertColors(fill: .bgElevation2, border: .fg, titleRole: .title3, message: message)
    }
    let border = theme.contrasting(.bgLineHeavy, on: .bgOverlay, at: depth, fallbacks: [.fgMuted, .fg])
    return AlertColors(fill: .bgElevation2, border: border, titleRole: .title3, message: .fgMuted)
}

/// The house button variant for an alert action of a role.
func alertButtonVariant(_ role: ButtonRole?) -> ButtonVariant {
    switch role {
    case .cancel: .secondary
    case .destructive: .negative
    case nil: .primary
    }
}

/// Spacing inside an alert: padding around the content, rows between text and buttons, and the
/// widest the card grows (it wraps its text to fit).
func alertMetrics(density: Density) -> (padding: EdgeInsets, spacing: Int, maxWidth: Int) {
    switch density {
    case .compact: (EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1), 1, 48)
    case .regular: (EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2), 1, 52)
    case .spacious: (EdgeInsets(top: 1, leading: 3, bottom: 1, trailing: 3), 2, 56)
    }
}
