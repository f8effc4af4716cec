/// A part of a list under a header. Inside a ``List`` the header is a row of its own (a caption
/// in `fgMuted`) that the cursor passes over; anywhere else the header is drawn above the content.
///
/// ```swift
/// List(selection: $mailbox) {
///     Section("Favourites") {
///         Text("Inbox").tag("inbox")
///         Text("Sent").tag("sent")
///     }
///     Section("Folders") {
///         ForEach(folders) { folder in Text(folder.name) }   // tagged by their ids
///     }
/// }
/// ```
public struct Section<Header: View, Content: View>: View {
    let header: Header
    let content: Content

    /// A section with any view as its header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.header = header()
        self.content = content()
    }

    /// The header over the content.
    public var body: some View {
        let style = collectionHeaderStyle()
        return VStack(alignment: .leading, spacing: 0) {
            header.textRole(style.role).foregroundColor(style.color)
            content
        }
    }
}

extension Section where Header == Text {
    /// A section with a title.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
