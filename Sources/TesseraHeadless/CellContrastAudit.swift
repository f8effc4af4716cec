import Tessera

/// Finds the cells of a frame whose glyph does not stand out enough from its background *as a
/// terminal of the frame's depth shows them*, after WCAG 2.x.
///
/// How a cell is shown:
/// - colours are degraded to the depth exactly as the presenters degrade them; ANSI and palette
///   colours are judged at xterm's default values (``XTermPalette``), truecolor as is, and the
///   terminal's default colours as the theme's `fg` and `bg`;
/// - dim takes each channel of the foreground to two thirds, as xterm does (its screen dumps,
///   `MakeDim` in `svg.c` and `html.c`), before reverse;
/// - reverse swaps the two colours;
/// - bold is judged in the colour it has: terminals that brighten bold ANSI 0–7 are not modelled.
///
/// What a cell must reach (``ContrastPair/Use``, at the theme's ``ContrastLevel``, the same ratios
/// ``ContrastAudit`` checks tokens with): letters, digits, punctuation and currency signs are text,
/// 4.5:1 (7:1 in an AAA theme), or bold text at 3:1 (7:1); every other glyph — icons, box drawing,
/// block elements, marks such as ✓ ▸ ● — 3:1 at every level. Spaces, blanks, continuation cells and
/// emoji (drawn in their own colours, not the foreground's) are not judged. Where an AAA theme's
/// 7:1 is more than the depth's palette gives a hue (no red of xterm's 16 reaches it), a cell in
/// that hue is held to the most the hue reaches, never under AA's ratio
/// (``ContrastPair/Use/requiredRatio(for:foreground:background:at:)``); ``Finding/required`` says
/// which.
///
/// ```swift
/// let frame = Snapshot.Frame(SettingsView(), size: TerminalSize(columns: 80, rows: 24), colors: .c16)
/// #expect(frame.contrastAudit().findings.isEmpty)
/// ```
public enum CellContrastAudit {
    /// How the audit treats text drawn `.dim`.
    ///
    /// WCAG exempts inactive components (a disabled button's label) from its ratios, and Tessera
    /// marks disabled controls `dim` at 16 and 8 colours and in monochrome. But `dim` also carries
    /// text that must be read: muted text at 8 colours and in monochrome is the foreground dimmed,
    /// and a theme's `legal` role may be dim. The audit cannot tell the two apart, so dim text is
    /// judged like any other unless the caller says its dim cells are all inactive.
    public enum DimmedText: Hashable, Sendable {
        /// Dim cells are judged, in their dimmed colour, at their use's ratio.
        case judged
        /// Dim cells are inactive content (disabled controls, the page under a modal) and not judged.
        case exempt
    }

    /// How the audit judges bold text.
    ///
    /// Bold button labels are held to 3:1 (``ContrastPair/Use/boldLabel``), a judgement the house
    /// styles make for labels on fills. Text that is read — a page title, a sidebar's current page,
    /// status text — needs the text ratio whatever its weight: a caller that knows its bold cells
    /// are such text says so.
    public enum BoldText: Hashable, Sendable {
        /// Bold cells are labels, at ``ContrastPair/Use/boldLabel``'s ratio.
        case label
        /// Bold cells are text, at ``ContrastPair/Use/text``'s ratio.
        case text
    }

    /// Audits `buffer` as a terminal of `depth` shows it.
    ///
    /// - Parameters:
    ///   - defaultForeground: what the terminal's default foreground shows as (the theme's `fg`).
    ///   - defaultBackground: what its default background shows as (the theme's `bg`).
    ///   - level: the contrast level the theme promises.
    ///   - dimmedText: whether dim cells are judged.
    ///   - boldText: whether bold cells are labels (3:1) or text (4.5:1).
    public static func run(
        _ buffer: CellBuffer, depth: ColorDepth, defaultForeground: RGB, defaultBackground: RGB,
        level: ContrastLevel = .aa, dimmedText: DimmedText = .judged,
        boldText: BoldText = .label
    ) -> CellContrastReport {
        var shown = StyleMemo { style in
            shownColors(
                of: style, depth: depth, defaultForeground: defaultForeground,
                defaultBackground: defaultBackground)
        }
        var findings: [CellContrastReport.Finding] = []
        var judged: [ContrastPair.Use: Int] = [:]
        for y in 0..<buffer.rows {
            for x in 0..<buffer.columns {
                let cell = buffer[x, y]
                guard !cell.isContinuation, dimmedText == .judged || !cell.style.attributes.contains(.dim),
                    let use = use(of: cell.grapheme, bold: boldText == .label && cell.style.attributes.contains(.bold))
                else { continue }
                judged[use, default: 0] += 1
                let colors = shown.value(for: cell.style)
                let ratio = ContrastAudit.ratio(colors.foreground, colors.background)
                let required = use.requiredRatio(
                    for: level, foreground: colors.foreground,
                    background: colors.background, at: depth)
                guard ratio < required else { continue }
                findings.append(
                    CellContrastReport.Finding(
                        position: Point(x: x, y: y), glyph: cell.grapheme, use: use, foreground: colors.foreground,
                        background: colors.background, ratio: ratio, required: required))
            }
        }
        return CellContrastReport(findings: findings, judgedCells: judged)
    }

    /// The colours a terminal of `depth` paints a cell of `style` with: its glyph and its background.
    static func shownColors(
        of style: CellStyle, depth: ColorDepth, defaultForeground: RGB,
        defaultBackground: RGB
    ) -> (foreground: RGB, background: RGB) {
        let presented = style.presented(at: depth)
        var foreground = presented.foreground.rgbValue(defaultColor: defaultForeground)
        var background = presented.background.rgbValue(defaultColor: defaultBackground)
        if presented.attributes.contains(.dim) {
            foreground = RGB(twoThirds(foreground.red), twoThirds(foreground.green), twoThirds(foreground.blue))
        }
        if presented.attributes.contains(.reverse) { swap(&foreground, &background) }
        return (foreground, background)
    }

    /// What a glyph needs: text (bold text when `bold`), a glyph that is not text, or nil when it is
    /// not judged (white space, emoji).
    static func use(of grapheme: Character, bold: Bool) -> ContrastPair.Use? {
        guard !grapheme.isWhitespace, let scalar = grapheme.unicodeScalars.first else { return nil }
        let properties = scalar.properties
        if properties.isEmojiPresentation || grapheme.unicodeScalars.contains("\u{FE0F}") { return nil }
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber,
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation, .currencySymbol:
            return bold ? .boldLabel : .text
        case .mathSymbol where scalar.isASCII, .modifierSymbol where scalar.isASCII:
            return bold ? .boldLabel : .text
        case .format, .control, .spaceSeparator, .lineSeparator, .paragraphSeparator, .unassigned:
            return nil
        default:
            return .icon
        }
    }

    private static func twoThirds(_ channel: UInt8) -> UInt8 { UInt8(UInt16(channel) * 2 / 3) }
}

extension Snapshot.Frame {
    /// The frame's cells under their contrast ratio as a terminal of the frame's depth shows them,
    /// at the level the frame's theme promises (see ``CellContrastAudit``).
    public func contrastAudit(
        dimmedText: CellContrastAudit.DimmedText = .judged,
        boldText: CellContrastAudit.BoldText = .label
    ) -> CellContrastReport {
        CellContrastAudit.run(
            buffer, depth: depth, defaultForeground: defaultForeground,
            defaultBackground: defaultBackground, level: contrastLevel, dimmedText: dimmedText,
            boldText: boldText)
    }
}
