import Tessera

/// The body of a page, chosen by its id.
struct PageContent: View {
    let page: PageID
    let model: GalleryModel

    static func summary(of page: PageID) -> String {
        switch page {
        case .palette: "Every semantic colour of the theme, for the current scheme and colour depth."
        case .typography: "The text roles, applied with .textRole(_:), and how this theme maps each to the terminal."
        case .spacing: "The spacing scale in cells, and the border styles."
        case .inheritance: "Nested scopes: each inherits from its parent and overrides only what it says."
        case .button: "Button(\"Save\") {} under a ThemeProvider is the plain house style; variants opt in."
        case .toggle: "Switches, checkboxes and radio groups; toggles inherit the house switch."
        case .progress: "Determinate bars with eighth-cell precision, spinners, and the circular form."
        case .textField: "Labels, placeholders, helper text, errors, and a cursor that handles wide characters."
        case .slideButton: "Drag the thumb, or press →, to confirm; completes at 70%."
        case .text: "Styled runs, wrapping by display width, truncation, CJK and emoji."
        case .divider: "Lines across the enclosing stack, with insets."
        case .tag: "Low and high emphasis tags in six hues, and selectable chips."
        case .avatar: "Initials on a hue chosen from the name."
        case .listCell: "Title, description, detail and a selection check."
        case .banner: "Informational, promotional, warning and error banners."
        case .alert: "A modal over a dimmed screen; focus stays inside, Esc cancels."
        case .accordion: "Headers with a caret; one item open at a time."
        case .tooltip: "Shown on focus or hover, above or below to stay on screen, in the inverse scheme."
        case .tabs: "Tabs and a segmented control; ← → move between them."
        }
    }

    var body: some View {
        switch page {
        case .palette: PalettePage()
        case .typography: TypographyPage()
        case .spacing: SpacingPage()
        case .inheritance: InheritancePage(model: model)
        case .button: ButtonPage()
        case .toggle: TogglePage()
        case .progress: ProgressPage()
        case .textField: TextFieldPage()
        case .slideButton: SlideButtonPage()
        case .text: TextPage()
        case .divider: DividerPage()
        case .tag: TagPage()
        case .avatar: AvatarPage()
        case .listCell: ListCellPage()
        case .banner: BannerPage()
        case .alert: AlertPage()
        case .accordion: AccordionPage()
        case .tooltip: TooltipPage()
        case .tabs: TabsPage()
        }
    }
}
