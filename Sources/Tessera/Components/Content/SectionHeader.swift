/// The heading of a part of a screen: a title in the title4 role, an optional description in
/// `fgMuted` under it, and an optional accessory (a "See all" button, a count) at the trailing end.
///
/// ```swift
/// SectionHeader("Assets", description: "Balances update live") {
///     Button("See all") { showAll() }
/// }
/// ```
public struct SectionHeader<Accessory: View>: View {
    let title: String
    let description: String?
    let accessory: Accessory

    /// A header with an accessory at its trailing end.
    public init(_ title: String, description: String? = nil, @ViewBuilder accessory: () -> Accessory) {
        self.title = title
        self.description = description
        self.accessory = accessory()
    }

    /// The title over the description, the accessory level with the title.
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 1) {
                Text(title).textRole(sectionHeaderRoles().title)
                Spacer(minLength: 1)
                accessory
            }
            if let description {
                Text(description).textRole(sectionHeaderRoles().description).foregroundColor(.fgMuted)
            }
        }
    }
}

extension SectionHeader where Accessory == EmptyView {
    /// A header with no accessory.
    public init(_ title: String, description: String? = nil) {
        self.init(title, description: description) { EmptyView() }
    }
}

/// A section header's text roles: title4 for the title, body for the description.
func sectionHeaderRoles() -> (title: TextRole, description: TextRole) {
    (.title4, .body)
}
