import Tessera

/// What a ``CellContrastAudit`` found in one frame: the judged cells under their required ratio,
/// and how many cells of each use it judged.
public struct CellContrastReport: Hashable, Sendable {
    /// One cell whose contrast is under what its use requires.
    public struct Finding: Hashable, Sendable, CustomStringConvertible {
        /// The cell: column and row from zero (the leading cell of a wide glyph).
        public var position: Point
        /// The glyph drawn there.
        public var glyph: Character
        /// Text, bold text or a glyph that is not text (icons, box drawing, marks).
        public var use: ContrastPair.Use
        /// The glyph's colour as the terminal shows it, after degradation, dim and reverse.
        public var foreground: RGB
        /// The cell's background as the terminal shows it.
        public var background: RGB
        /// The WCAG contrast ratio of the two, from 1 to 21.
        public var ratio: Double
        /// The ratio the use requires in the frame's theme.
        public var required: Double

        /// `(12,3) "a" text #7f7f7f on #ffffff 3.98:1, needs 4.5:1`.
        public var description: String {
            let shown = (ratio * 100).rounded(.down) / 100
            return "(\(position.x),\(position.y)) \"\(glyph)\" \(use.rawValue) \(foreground.hexString) on "
                + "\(background.hexString) \(shown):1, needs \(required):1"
        }
    }

    /// The judged cells under their required ratio, row by row, left to right.
    public var findings: [Finding]
    /// How many cells of each use were judged (spaces, blanks and emoji are not).
    public var judgedCells: [ContrastPair.Use: Int]

    /// How many cells of `uses` were judged.
    public func judged(_ uses: Set<ContrastPair.Use> = Self.allUses) -> Int {
        uses.reduce(0) { $0 + (judgedCells[$1] ?? 0) }
    }

    /// The findings of `uses`.
    public func failing(_ uses: Set<ContrastPair.Use> = Self.allUses) -> [Finding] {
        findings.filter { uses.contains($0.use) }
    }

    /// The fraction, from 0 to 1, of judged cells of `uses` under their ratio; 0 when none were judged.
    public func failingFraction(_ uses: Set<ContrastPair.Use> = Self.allUses) -> Double {
        let judged = judged(uses)
        return judged == 0 ? 0 : Double(failing(uses).count) / Double(judged)
    }

    /// Text, bold text and glyphs that are not text.
    public static let allUses: Set<ContrastPair.Use> = [.text, .boldLabel, .icon]
}
