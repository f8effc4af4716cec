/// One line of a list written as static content: a section's header, or a row with the tag that
/// selects it (a ``TaggedView``'s, or its `ForEach` element's id).
enum StaticListEntry {
    case header(AnyView)
    case row(AnyView, tag: AnyHashable?, text: String?)
}

/// Content that lays out as several list lines rather than one, or as a tagged row: `ForEach`,
/// sections, tagged views. Groups (``ContentGroup``) are walked through; any other view is one row.
protocol StaticListListing {
    func listEntries(into entries: inout [StaticListEntry])
}

/// The lines of a list's static content, in order.
func staticListEntries<Content: View>(of content: Content) -> [StaticListEntry] {
    var entries: [StaticListEntry] = []
    listEntries(of: content, into: &entries)
    return entries
}

func listEntries<V: View>(of view: V, into entries: inout [StaticListEntry]) {
    if let listing = view as? StaticListListing {
        listing.listEntries(into: &entries)
    } else if let group = view as? ContentGroup {
        var collector = EntryCollector()
        swap(&collector.entries, &entries)
        group.visitChildren(&collector)
        swap(&collector.entries, &entries)
    } else {
        let tags = taggedChoices(of: view)
        entries.append(.row(AnyView(view), tag: tags.count == 1 ? tags[0].tag : nil, text: plainText(of: view)))
    }
}

/// Lists the lines of the views in a ``ContentGroup``.
private struct EntryCollector: ContentVisitor {
    var entries: [StaticListEntry] = []
    mutating func visit<V: View>(_ view: V) { listEntries(of: view, into: &entries) }
}

extension TaggedView: StaticListListing {
    func listEntries(into entries: inout [StaticListEntry]) {
        entries.append(.row(AnyView(content), tag: AnyHashable(tag), text: plainText(of: content)))
    }
}

extension ForEach: StaticListListing {
    func listEntries(into entries: inout [StaticListEntry]) {
        for element in data {
            let before = entries.count
            Tessera.listEntries(of: content(element), into: &entries)
            // An element that made one untagged row is tagged with its id, as in a `Picker`.
            if entries.count == before + 1, case .row(let view, nil, let text) = entries[before] {
                entries[before] = .row(view, tag: AnyHashable(element[keyPath: id]), text: text)
            }
        }
    }
}

extension Section: StaticListListing {
    func listEntries(into entries: inout [StaticListEntry]) {
        entries.append(.header(AnyView(header)))
        Tessera.listEntries(of: content, into: &entries)
    }
}

/// How a static list tells its lines apart: by tag where a row has one of the selection's type,
/// else by position (headers, untagged rows).
enum StaticRowKey<Tag: Hashable>: Hashable {
    case tag(Tag)
    case position(Int)

    var tag: Tag? {
        if case .tag(let tag) = self { return tag }
        return nil
    }
}
