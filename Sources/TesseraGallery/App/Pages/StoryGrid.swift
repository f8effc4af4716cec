/// The one layout every story of a page shares at the page's width, so no row of a page stacks
/// while another sits side by side, and the code column never moves within a page.
///
/// The rule: the live column is as wide as the widest sample on the page (at most
/// ``maximumLiveWidth``). When a label column, that live column and at least
/// ``minimumCodeWidth`` columns of code fit the page, and every story's call site lays out in that
/// code column without a last resort (a break between operands, a split or clipped literal, a
/// continuation indented less than one level, short contents alone under their bracket: see
/// ``CodeLayout/layout(_:width:)``), and the page's code reads there as
/// ``readsBeside(_:codes:width:stackedWidth:)`` asks (no break two brackets deep, breaks inside
/// brackets the exception: see ``CodeLayout/breakDepth(_:width:)``), every story is a row of
/// label, sample and code, the code starting at the same column on every row; otherwise every story stacks: the
/// label, then the sample and its code under it, indented alike, the code lined up with the
/// leftmost thing a sample of the page draws at 16 colours (a list cell's check, not its inset,
/// which a selected row's wash fills at deeper depths), so the code stays put as the depth changes.
///
/// In a row, the label and the code's first line sit on the sample's first row of text (a
/// button's label, not the padding row above it): the label names what it is read beside.
struct StoryGrid: Equatable {
    static let labelWidth = 18
    static let gap = 2
    /// The narrowest code column beside a sample: the formatter wraps a call between tokens, so
    /// 28 columns keep every call whole while samples up to 38 columns keep the grid at 120 columns.
    static let minimumCodeWidth = 28
    static let maximumLiveWidth = 72
    /// How far a stacked sample sits in from its label, when the page's widest sample fits there.
    static let stackedIndent = 2

    /// The live column's width when the stories sit in rows; `nil` when they stack.
    let liveWidth: Int?
    /// The code column's width (stacked: the page's width after the indent).
    let codeWidth: Int
    /// Stacked: how far in from the sample the code starts.
    let codeInset: Int
    /// How far the samples (and their code) sit in from the labels: ``stackedIndent`` when stacked,
    /// less on a page whose widest sample would run past the page's edge there, so no sample is cut.
    let sampleIndent: Int
    /// The columns a sample has: the live column in rows, the page after the indent when stacked.
    /// A sample wider than this scrolls sideways, with a bar under it that says so.
    let sampleRoom: Int

    /// The grid for a page `pageWidth` columns wide whose samples measure `samples` and whose
    /// call sites are `codes`; stacked, the code lines up with the least of `inkColumns` (asked
    /// only then; the samples' own ink columns when there are none).
    init(samples: [SampleMetrics], codes: [String] = [], pageWidth: Int, inkColumns: (() -> [Int]?)? = nil) {
        let live = min(Self.maximumLiveWidth, max(1, samples.map(\.width).max() ?? 1))
        let code = pageWidth - Self.labelWidth - live - 2 * Self.gap
        let stackedInset = min(samples.map(\.inkColumn).min() ?? 0, 4)
        let stackedIndent = max(0, min(Self.stackedIndent, pageWidth - (samples.map(\.width).max() ?? 0)))
        let stackedCode = max(1, pageWidth - stackedIndent - stackedInset)
        if code >= Self.minimumCodeWidth, Self.readsBeside(samples, codes: codes, width: code, stackedWidth: stackedCode) {
            liveWidth = live
            codeWidth = code
            codeInset = 0
            sampleIndent = 0
            sampleRoom = live
        } else {
            liveWidth = nil
            codeInset = inkColumns?().map { min($0.min() ?? 0, 4) } ?? stackedInset
            sampleIndent = stackedIndent
            codeWidth = max(1, pageWidth - stackedIndent - codeInset)
            sampleRoom = max(1, pageWidth - stackedIndent)
        }
    }

    /// Whether `code` lays out in a column `width` wide with no last resort (no break between
    /// operands, no split or clipped literal, no ragged continuation).
    static func laysOutWhole(_ code: String, width: Int) -> Bool {
        !CodeLayout.layout(code, width: width).isCompromised
    }

    /// Whether a page's call sites `codes` read in a code column `width` wide beside their
    /// `samples` (`samples[i]` draws `codes[i]`) rather than stacked, in a column `stackedWidth`
    /// wide: each lays out there without a last resort and without breaking inside a bracket that
    /// is itself broken open inside another (a staircase: `.buttonStyle(` / `    .tessera(` /
    /// `        .primary,`); at most half of them break inside brackets at all (`.buttonStyle(` /
    /// `    .tessera(.primary, size: .large)` / `)`, how a call reads in a narrow editor); and none
    /// of those makes its row more than a row taller than its story stacked (a one-row switch
    /// beside five lines of code). So a page keeps its rows while the exception needs a break, and
    /// stacks when most of its code would, or a row would be more code than sample.
    static func readsBeside(_ samples: [SampleMetrics], codes: [String], width: Int, stackedWidth: Int) -> Bool {
        var brokenInside = 0
        for (index, code) in codes.enumerated() {
            guard laysOutWhole(code, width: width) else { return false }
            let depth = CodeLayout.breakDepth(code, width: width)
            // Judged at this width alone (not against the stacked column), so a page that stacks
            // at some width stacks at every narrower one.
            if depth > 1 { return false }
            guard depth > 0 else { continue }
            brokenInside += 1
            if index < samples.count {
                let sample = samples[index]
                let drawn = sample.overhang + sample.height
                // In a row the code's first line sits on the sample's text row; stacked, the
                // label, the sample, then the code.
                let row = max(drawn, sample.textRow + CodeLayout.lines(code, width: width).count)
                if row > 2 + drawn + CodeLayout.lines(code, width: stackedWidth).count { return false }
            }
        }
        return 2 * brokenInside <= codes.count
    }

    /// Whether the stories stack.
    var isStacked: Bool { liveWidth == nil }
}
