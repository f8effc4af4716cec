/// How well an entry matches what was typed in a filter field (search, the command palette):
/// results are listed best first, in their own order within a rank.
enum SearchRank: Int, Comparable {
    /// The title starts with the text.
    case titlePrefix
    /// The title contains the text elsewhere.
    case titleSubstring
    /// Something else of the entry does (a story on a page, its id).
    case elsewhere

    /// The rank of an entry called `title` for `query` (already lowercased; empty matches all as
    /// a prefix), or `nil` when neither the title nor `elsewhere` matches.
    static func of(title: String, query: String, elsewhere: () -> Bool = { false }) -> SearchRank? {
        let title = title.lowercased()
        if query.isEmpty || title.hasPrefix(query) { return .titlePrefix }
        if title.contains(query) { return .titleSubstring }
        return elsewhere() ? .elsewhere : nil
    }

    /// The entries of `items` that match `query`, best rank first, keeping their order within a rank.
    static func ranked<Item>(_ items: [Item], query: String, rank: (Item) -> SearchRank?) -> [Item] {
        items.enumerated()
            .compactMap { index, item in rank(item).map { (rank: $0, index: index, item: item) } }
            .sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }
            .map(\.item)
    }

    static func < (lhs: SearchRank, rhs: SearchRank) -> Bool { lhs.rawValue < rhs.rawValue }
}
