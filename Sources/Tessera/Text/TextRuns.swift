/// A ``Text``'s runs: the first kept inline, the rest (texts joined with `+`) in an array that is
/// empty — and so holds no storage — for a text of one run. A text made from the same string is
/// then plain data, bitwise equal to the last frame's (``ValueBytes``), so a view that holds one
/// is reused instead of evaluated again.
struct TextRuns: RandomAccessCollection, MutableCollection, Equatable {
    private var head: TextRun
    private var tail: [TextRun] = []

    init(_ run: TextRun) {
        head = run
    }

    var startIndex: Int { 0 }
    var endIndex: Int { 1 + tail.count }

    subscript(position: Int) -> TextRun {
        get { position == 0 ? head : tail[position - 1] }
        set {
            if position == 0 { head = newValue } else { tail[position - 1] = newValue }
        }
    }

    /// Appends `other`'s runs after these.
    mutating func append(contentsOf other: TextRuns) {
        tail.append(other.head)
        tail += other.tail
    }
}
