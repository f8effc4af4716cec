extension EnvironmentValues {
    /// Whether the environment's foreground colour was set nearer the text than its text role, so
    /// that `.foregroundColor(_:)` wins over the colour of a role set further out (a style's
    /// `configuration.label.foregroundColor(.fgPrimary)` over the body role's `fg`).
    var foregroundOverridesRole: Bool {
        get { readHot(.foregroundOverridesRole); return hot.foregroundOverridesRole }
        set { hot.foregroundOverridesRole = newValue; wroteHot(.foregroundOverridesRole, newValue) }
    }

    /// Whether a surface paints the text's colour (a tag's pill, a segment): no role's colour, nor
    /// its dimming at low depths, reaches the text inside, whatever roles are set nearer.
    var surfacePaintsInk: Bool {
        get { readHot(.surfacePaintsInk); return hot.surfacePaintsInk }
        set { hot.surfacePaintsInk = newValue; wroteHot(.surfacePaintsInk, newValue) }
    }

    /// The surface the content sits on: the fill of the nearest `.background(_:)` around it, else
    /// the page (`bg`). A filled control whose fill does not show on it draws its outline.
    var surface: ColorToken {
        get { readHot(.surface); return hot.surface }
        set { hot.surface = newValue; wroteHot(.surface, newValue) }
    }

    /// The fill under the text that its own colours were not chosen for (a selected list row's
    /// wash), or `nil`: text inside keeps the text ratio on it, a colour under the ratio giving way
    /// to legible ink (``ResolvedTheme/inkToken(_:on:ratio:)``). A nearer fill or surface clears it.
    var textGround: ColorToken? {
        get { readHot(.textGround); return hot.textGround }
        set { hot.textGround = newValue; wroteHot(.textGround, newValue) }
    }

    /// The colour of text with `role` set on the text itself (or `nil`, the environment's role):
    /// the text's own role colour, else the nearer of the environment's foreground and its role's
    /// colour; and whether it is a role's.
    func textColor(ownRole: TextRole?, theme: ResolvedTheme) -> (token: ColorToken, isRoleColor: Bool) {
        if surfacePaintsInk { return (foregroundToken, false) }
        if let ownRole, let color = theme.style(for: ownRole).color { return (color, true) }
        if ownRole == nil, !foregroundOverridesRole, let color = theme.style(for: textRole).color { return (color, true) }
        return (foregroundToken, false)
    }
}
