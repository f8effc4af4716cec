import CNcursesw

/// The colour pairs of one screen: (foreground, background) → pair number, allocated with
/// `alloc_pair` and remembered so a frame never asks ncurses twice for the same pair.
///
/// `alloc_pair` silently recycles its least recently used pair when the table is full, which would
/// repaint cells still on screen in other colours. So the table never lets ncurses get there: when
/// it holds `COLOR_PAIRS - 1` pairs (or `alloc_pair` fails) it reports exhaustion, and the presenter
/// calls ``reset()`` (`reset_color_pairs`) and redraws the whole frame with fresh pairs.
struct ColorPairTable {
    private var pairs: [Int64: Int32] = [:]
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// The pair for the two ncurses colour numbers (-1 is the default colour), or nil when the
    /// table is exhausted. Pair 0 is the default pair and always available.
    mutating func pair(foreground: Int32, background: Int32) -> Int32? {
        if foreground == -1, background == -1 { return 0 }
        let key = Int64(foreground) << 32 | Int64(UInt32(bitPattern: background))
        if let pair = pairs[key] { return pair }
        guard pairs.count < capacity else { return nil }
        let pair = alloc_pair(foreground, background)
        guard pair > 0 else { return nil }
        pairs[key] = pair
        return pair
    }

    /// Frees every pair (`reset_color_pairs`).
    mutating func reset() {
        reset_color_pairs()
        pairs.removeAll(keepingCapacity: true)
    }
}
