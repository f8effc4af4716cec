import Tessera

/// One example: what it shows, the live view, and the Swift call that produces it (`…` stands only
/// for elided data, such as a list of items). Side by side when the page is wide enough, stacked
/// otherwise.
struct Example<Content: View>: View {
    let label: String
    let code: String
    /// Wide components (banners, lists, rows of tags) take the whole width, code underneath.
    let isWide: Bool
    let content: Content
    @Environment(\.pageWidth) private var pageWidth

    static var labelWidth: Int { 18 }
    static var liveWidth: Int { 26 }

    init(_ label: String, code: String, wide: Bool = false, @ViewBuilder content: () -> Content) {
        self.label = label
        self.code = code
        self.isWide = wide
        self.content = content()
    }

    var body: some View {
        if isWide, pageWidth >= Self.labelWidth + 2 + 40 {
            HStack(alignment: .top, spacing: 2) {
                Text(label).foregroundColor(.fgMuted).frame(width: Self.labelWidth, alignment: .topLeading)
                VStack(alignment: .leading, spacing: 0) {
                    content.frame(maxWidth: 72, alignment: .topLeading)
                    Text(code).foregroundColor(.fgMuted)
                }
                .frame(maxWidth: .infinity, alignment: .topLeading)
            }
        } else if !isWide, pageWidth >= Self.labelWidth + Self.liveWidth + 4 + 38 {
            HStack(alignment: .top, spacing: 2) {
                Text(label).foregroundColor(.fgMuted).frame(width: Self.labelWidth, alignment: .topLeading)
                content.frame(width: Self.liveWidth, alignment: .topLeading)
                Text(code).foregroundColor(.fgMuted).frame(maxWidth: .infinity, alignment: .topLeading)
            }
        } else {
            VStack(alignment: .leading, spacing: 0) {
                Text(label).foregroundColor(.fgMuted)
                content.frame(maxWidth: 60, alignment: .leading).padding(.leading, 2)
                Text(code).foregroundColor(.fgMuted).padding(.leading, 2)
            }
        }
    }
}

/// A titled group of examples.
struct ExampleSection<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text(title).textRole(.caption)
            content
        }
    }
}

/// The width the page content has, for layouts that adapt.
struct PageWidthKey: EnvironmentKey {
    static var defaultValue: Int { 80 }
}

extension EnvironmentValues {
    var pageWidth: Int {
        get { self[PageWidthKey.self] }
        set { self[PageWidthKey.self] = newValue }
    }
}
