/// A story as found in its book: its full id, the sections above it and the modes it is checked in.
public struct StoryEntry: Sendable {
    /// `book/section/…/story`, each part in kebab case: what `--story` and `gallery stories` use.
    public let id: String
    /// The story.
    public let story: Story
    /// The titles of the book and of the sections above the story, outermost first.
    public let path: [String]
    /// The modes it is checked in: its own, else its nearest section's, else its book's.
    public let modes: StoryModes
}

extension StoryBook {
    /// Every story in the book, depth first, in order. Ids that repeat within one parent get
    /// `-2`, `-3`, … so that each stays unique.
    public var stories: [StoryEntry] {
        var entries: [StoryEntry] = []
        StoryBook.collect(items, prefix: id, path: [title], modes: modes, into: &entries)
        return entries
    }

    /// The ids of `items` within their parent, made unique.
    package static func uniqueIDs(_ items: [StoryItem]) -> [String] {
        let ids = items.map { $0.id }
        // A page asks for its stories' ids several times a frame, and ids seldom repeat: a short
        // list with none repeated is told so by comparing, without a dictionary.
        if ids.count <= 16, !ids.indices.contains(where: { index in ids[..<index].contains(ids[index]) }) {
            return ids
        }
        var seen: [String: Int] = [:]
        return ids.map { id in
            let count = (seen[id] ?? 0) + 1
            seen[id] = count
            return count == 1 ? id : "\(id)-\(count)"
        }
    }

    private static func collect(
        _ items: [StoryItem], prefix: String, path: [String], modes: StoryModes,
        into entries: inout [StoryEntry]
    ) {
        for (item, id) in zip(items, uniqueIDs(items)) {
            switch item {
            case .story(let story):
                entries.append(
                    StoryEntry(
                        id: "\(prefix)/\(id)", story: story, path: path,
                        modes: story.modes ?? modes))
            case .section(let section):
                collect(
                    section.items, prefix: "\(prefix)/\(id)", path: path + [section.title],
                    modes: section.modes ?? modes, into: &entries)
            }
        }
    }
}
