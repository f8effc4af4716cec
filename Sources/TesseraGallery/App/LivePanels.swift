import Tessera

// Panels that read the model in their own bodies. The gallery's root builds every panel's view
// whether or not it is shown; were it to read the deep link (which follows focus), the focused
// control or the story checks itself, each Tab would resolve the whole gallery again. Read here,
// a change resolves only the panel, and only while it is shown.

/// The inspector on the focused control and the current deep link.
struct LiveInspectorPanel: View {
    let model: GalleryModel

    var body: some View {
        InspectorPanel(inspection: model.inspection, deepLink: model.deepLinkWords)
    }
}

/// Help, with the current deep link.
struct LiveHelpPanel: View {
    let model: GalleryModel

    var body: some View {
        HelpPanel(deepLink: model.deepLink, pageShortcuts: model.pageShortcuts)
    }
}

/// The current deep link, and whether it was copied.
struct LiveDeepLinkPanel: View {
    let model: GalleryModel

    var body: some View {
        DeepLinkPanel(
            link: model.shownDeepLink.isEmpty ? model.deepLink : model.shownDeepLink,
            callSite: model.copiedCallSite, copied: model.linkCopied)
    }
}

/// The story checks of the open page.
struct LiveChecksPanel: View {
    let model: GalleryModel

    var body: some View {
        ChecksPanel(reports: model.checkReports(on: model.page))
    }
}
