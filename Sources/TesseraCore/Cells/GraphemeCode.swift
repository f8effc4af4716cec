import Synchronization

/// A grapheme cluster packed into 32 bits so that a ``Cell`` is a plain value: no reference
/// counting when frames are copied, compared or diffed.
///
/// A single-scalar cluster is its scalar value; a longer cluster (emoji sequences, combining
/// marks) is interned once per process and stored as an id above the Unicode range.
struct GraphemeCode: Hashable, Sendable {
    let rawValue: UInt32

    private static let firstClusterID: UInt32 = 0x11_0000

    static let space = GraphemeCode(rawValue: 0x20)

    init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    init(_ character: Character) {
        let scalars = character.unicodeScalars
        if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
            rawValue = first.value
        } else {
            rawValue = Self.firstClusterID + GraphemeCode.clusters.withLock { $0.id(for: character) }
        }
    }

    /// The scalar of a single-scalar cluster; `nil` for an interned cluster.
    var singleScalar: Unicode.Scalar? { rawValue < Self.firstClusterID ? Unicode.Scalar(rawValue) : nil }

    var character: Character {
        if rawValue < Self.firstClusterID {
            return Unicode.Scalar(rawValue).map(Character.init) ?? "\u{FFFD}"
        }
        let index = Int(rawValue - Self.firstClusterID)
        return GraphemeCode.clusters.withLock { $0.character(at: index) } ?? "\u{FFFD}"
    }

    /// The multi-scalar clusters seen so far, shared by every buffer in the process.
    private static let clusters = Mutex(ClusterTable())

    private struct ClusterTable {
        private var ids: [Character: UInt32] = [:]
        private var characters: [Character] = []

        mutating func id(for character: Character) -> UInt32 {
            if let id = ids[character] { return id }
            let id = UInt32(characters.count)
            characters.append(character)
            ids[character] = id
            return id
        }

        func character(at index: Int) -> Character? {
            index < characters.count ? characters[index] : nil
        }
    }
}
