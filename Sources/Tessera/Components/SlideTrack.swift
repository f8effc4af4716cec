/// The drawing of a ``SlideButton``: the track, the fill behind the thumb, the label and the
/// thumb, at the width it is given (which sets how far each percent of progress moves). Focus
/// draws the ring around the track, as on a button: a box in the ring colour at three rows, the
/// ring's characters at the ends of one row; the thumb's glyph takes the ring's bold.
struct SlideTrack: View, PrimitiveView {
    typealias Body = Never
    let title: String
    let completedTitle: String
    let progress: Int
    let isComplete: Bool

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let environment = context.environment
        let theme = environment.resolvedTheme
        let colors = slideButtonColors()
        let depth = environment.colorDepth
        let page = theme.rgb(.bg)
        func color(_ token: ColorToken) -> Color { color(theme.rgb(token)) }
        func color(_ value: RGB) -> Color {
            environment.isEnabled || !depth.showsWashes ? .rgb(value) : .rgb(value.disabled(on: page))
        }
        var textAttributes = environment.textAttributes
        if !environment.isEnabled { textAttributes.insert(.dim) }
        let focused = environment.isFocused && environment.isEnabled
        let metrics = slideButtonMetrics(density: environment.density)
        let ascii = environment.asciiOnly
        let ring = focused ? SlideRing(
            box: ascii ? BorderStyle.ascii.characters : theme.borders.control.characters,
            leading: ascii && !theme.focus.leading.isASCII ? ">" : theme.focus.leading,
            trailing: ascii && !theme.focus.trailing.isASCII ? "<" : theme.focus.trailing,
            onTrack: theme.color(theme.contrasting(theme.focus.color, on: colors.track, at: depth, fallbacks: [.fg])),
            onFill: theme.color(theme.contrasting(colors.thumbGlyph, on: colors.fill, at: depth, fallbacks: [.fg]))) : nil
        nodes.append(SlideTrackNode(
            label: isComplete ? completedTitle : title, progress: isComplete ? 100 : progress,
            thumb: isComplete ? (ascii ? "*" : "✓") : (ascii ? ">" : "❯"),
            rows: metrics.rows, thumbWidth: metrics.thumbWidth,
            track: color(colors.track), fill: color(colors.fill), thumbGlyph: color(theme.ink(colors.thumbGlyph, on: colors.fill)),
            label: color(theme.ink(colors.label, on: colors.track)),
            labelOnFill: color(theme.ink(colors.labelOnFill, on: colors.fill)),
            textAttributes: textAttributes,
            thumbAttributes: textAttributes.union(focused ? theme.focus.attributes.subtracting(.underline) : []),
            ring: ring,
            fillAttributes: depth.showsFills || !environment.isEnabled ? [] : .reverse,
            trackPattern: depth.showsWashes ? nil : (ascii ? "." : "░")))
    }
}

/// Lays out and draws a slide track.
final class SlideTrackNode: LayoutNode {
    let label: String
    let progress: Int
    let thumb: Character
    let rows: Int
    let thumbWidth: Int
    let track, fill, thumbGlyph, labelColor, labelOnFill: Color
    /// Added to the label (dim when disabled).
    let textAttributes: TextAttributes
    /// Added to the thumb's glyph (and the ring's bold when focused).
    let thumbAttributes: TextAttributes
    /// The focus ring, drawn while focused.
    let ring: SlideRing?
    /// Added to every filled cell (reverse in monochrome, where the fill cannot show).
    let fillAttributes: TextAttributes
    /// Drawn on the bare track where its colour cannot show (16 colours and fewer).
    let trackPattern: Character?

    init(label: String, progress: Int, thumb: Character, rows: Int, thumbWidth: Int, track: Color, fill: Color,
         thumbGlyph: Color, label labelColor: Color, labelOnFill: Color, textAttributes: TextAttributes,
         thumbAttributes: TextAttributes, ring: SlideRing?, fillAttributes: TextAttributes, trackPattern: Character?) {
        self.label = label
        self.progress = min(100, max(0, progress))
        self.thumb = thumb
        self.rows = rows
        self.thumbWidth = thumbWidth
        self.track = track
        self.fill = fill
        self.thumbGlyph = thumbGlyph
        self.labelColor = labelColor
        self.labelOnFill = labelOnFill
        self.textAttributes = textAttributes
        self.thumbAttributes = thumbAttributes
        self.ring = ring
        self.fillAttributes = fillAttributes
        self.trackPattern = trackPattern
    }

    /// The narrowest track that shows the label clear of the thumb at both ends.
    private var idealWidth: Int { DisplayWidth.of(label) + 2 * thumbWidth + 2 }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        CellSize(width: min(proposal.width ?? idealWidth, ProposedSize.unbounded), height: rows)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        guard frame.width > 0, frame.height > 0 else { return }
        let travel = max(0, frame.width - thumbWidth)
        let thumbX = frame.x + travel * progress / 100
        let filledEnd = thumbX + thumbWidth
        let middle = frame.y + frame.height / 2
        let labelWidth = DisplayWidth.of(label)
        let labelX = frame.x + max(0, (frame.width - labelWidth) / 2)
        for y in frame.y..<frame.maxY {
            for x in frame.x..<frame.maxX {
                let filled = x < filledEnd
                let style = CellStyle(foreground: labelColor, background: filled ? fill : track,
                                      attributes: filled ? fillAttributes : [])
                let pattern = !filled && y == middle && (x < labelX - 1 || x > labelX + labelWidth) ? trackPattern : nil
                buffer.put(pattern ?? " ", at: Point(x: x, y: y), style: style, clip: clip)
            }
        }
        // The label, in the colour of whatever it sits on; then the thumb on top.
        var x = labelX
        for character in label {
            let filled = x < filledEnd
            let style = CellStyle(foreground: filled ? labelOnFill : labelColor, background: filled ? fill : track,
                                  attributes: textAttributes.union(filled ? fillAttributes : []))
            x = buffer.put(character, at: Point(x: x, y: middle), style: style, clip: clip.intersection(frame))
        }
        let glyphX = thumbX + thumbWidth / 2
        for column in thumbX..<filledEnd {
            let style = CellStyle(foreground: thumbGlyph, background: fill,
                                  attributes: fillAttributes.union(column == glyphX ? thumbAttributes.subtracting(.underline) : []))
            buffer.put(column == glyphX ? thumb : " ", at: Point(x: column, y: middle), style: style, clip: clip)
        }
        if let ring { drawRing(ring, filledEnd: filledEnd, into: &buffer, clip: clip) }
    }

    /// The focus ring over the track's edge, each cell in the ring colour that shows on what it
    /// covers (the bare track or the fill).
    private func drawRing(_ ring: SlideRing, filledEnd: Int, into buffer: inout CellBuffer, clip: Rect) {
        func put(_ character: Character, _ x: Int, _ y: Int) {
            let filled = x < filledEnd
            let style = CellStyle(foreground: filled ? ring.onFill : ring.onTrack, background: filled ? fill : track,
                                  attributes: filled ? fillAttributes : [])
            buffer.put(character, at: Point(x: x, y: y), style: style, clip: clip)
        }
        guard frame.width >= 2 else { return }
        guard frame.height >= 3 else {
            put(ring.leading, frame.x, frame.y)
            put(ring.trailing, frame.maxX - 1, frame.y)
            return
        }
        forEachBoxCell(frame, characters: ring.box, put)
    }
}

/// How a focused slide track draws its ring.
struct SlideRing {
    /// The box at three rows.
    let box: BoxCharacters
    /// The characters at the ends of one row.
    let leading: Character
    let trailing: Character
    /// The ring's colour over the bare track, and over the fill.
    let onTrack: Color
    let onFill: Color
}
