/// The drawing of a ``SlideButton``: the track, the fill behind the thumb, the label and the
/// thumb, at the width it is given (which sets how far each percent of progress moves).
///
/// The bare track is a control's boundary and keeps WCAG 1.4.11's 3:1 on the page: by its fill
/// where that is enough; else, at three rows, by an outline in the line colour (a light grey
/// track is 1.1:1 on white), and at one row, or where the depth cannot show the fill, by a shade
/// pattern on it. Focus draws the ring as on a field: at three rows the outline one weight
/// heavier in the ring colour; at one row the ring's characters outside the track, a space from
/// it (`▸ ❯ Slide to send ◂`), in columns kept for them. Disabled, the track takes the one
/// ``DisabledLook``: no fill, every glyph in its ink, its shape kept by the outline or pattern.
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
        let disabled = environment.isEnabled ? nil : DisabledLook(theme: theme, depth: depth)
        let metrics = slideButtonMetrics(density: environment.density)
        let ascii = environment.asciiOnly
        let focused = environment.isFocused && disabled == nil
        // The bare track shows by its fill only where that keeps 3:1 on the page.
        let fillShows =
            depth.showsFills
            && ContrastAudit.ratio(theme.shownRGB(colors.track, at: depth), theme.shownRGB(.bg, at: depth)) >= ResolvedTheme.markRatio
        let boxed = metrics.rows >= 3
        let lines = ascii ? BorderStyle.ascii : focused ? theme.borders.control.focused : theme.borders.control
        let box = (disabled?.lines(lines) ?? lines).characters
        let outlined = boxed && (focused || disabled != nil || !fillShows)
        let lineToken = focused ? theme.focus.color : .bgLineHeavy
        let paint = SlidePaint(
            track: disabled == nil ? theme.color(colors.track) : nil,
            fill: disabled == nil ? theme.color(colors.fill) : nil,
            thumbGlyph: theme.inkColor(colors.thumbGlyph, on: colors.fill),
            label: theme.inkColor(colors.label, on: colors.track),
            labelOnFill: theme.inkColor(colors.labelOnFill, on: colors.fill),
            textAttributes: environment.textAttributes,
            thumbAttributes: environment.textAttributes.union(focused ? theme.focus.attributes.subtracting(.underline) : []),
            fillAttributes: depth.showsFills || disabled != nil ? [] : .reverse,
            disabled: disabled)
        let outline =
            outlined
            ? SlideOutline(
                box: box,
                onTrack: theme.color(theme.contrasting(lineToken, on: colors.track, at: depth, fallbacks: [.fg])),
                onFill: theme.color(theme.contrasting(colors.thumbGlyph, on: colors.fill, at: depth, fallbacks: [.fg]))) : nil
        let markers =
            focused && !boxed
            ? SlideMarkers(
                leading: ascii && !theme.focus.leading.isASCII ? ">" : theme.focus.leading,
                trailing: ascii && !theme.focus.trailing.isASCII ? "<" : theme.focus.trailing,
                color: theme.color(theme.contrasting(theme.focus.color, on: .bg, at: depth, fallbacks: [.fg]))) : nil
        nodes.append(
            SlideTrackNode(
                label: isComplete ? completedTitle : title, progress: isComplete ? 100 : progress,
                thumb: isComplete ? (ascii ? "*" : "✓") : (ascii ? ">" : "❯"),
                metrics: metrics, paint: paint, outline: outline, markers: markers,
                trackPattern: depth.showsWashes && (boxed || fillShows) ? nil : (ascii ? "." : "░")))
    }
}

/// A slide track's colours and attributes. A `nil` fill keeps what is behind the track.
struct SlidePaint {
    /// The bare track and the fill behind the thumb; `nil` when disabled.
    let track, fill: Color?
    /// The thumb's glyph, the label on the bare track and the label on the fill.
    let thumbGlyph, label, labelOnFill: Color
    /// Added to the label.
    let textAttributes: TextAttributes
    /// Added to the thumb's glyph (and the ring's bold when focused).
    let thumbAttributes: TextAttributes
    /// Added to every filled cell (reverse in monochrome, where the fill cannot show).
    let fillAttributes: TextAttributes
    /// The one disabled look, over every cell, when disabled.
    let disabled: DisabledLook?
}

/// The box drawn over a three-row track's edge: at rest in the line colour where the track's fill
/// does not keep 3:1 on the page, focused in the ring colour and one weight heavier.
struct SlideOutline {
    let box: BoxCharacters
    /// Its colour over the bare track, and over the fill.
    let onTrack: Color
    let onFill: Color
}

/// The focus ring's characters either side of a one-row track, outside it.
struct SlideMarkers {
    let leading: Character
    let trailing: Character
    let color: Color
}

/// Lays out and draws a slide track.
final class SlideTrackNode: LayoutNode {
    let label: String
    let progress: Int
    let thumb: Character
    let metrics: SlideButtonMetrics
    let paint: SlidePaint
    /// The box over a three-row track's edge, if one is drawn.
    let outline: SlideOutline?
    /// The focus ring's characters beside a one-row track, while focused.
    let markers: SlideMarkers?
    /// Drawn on the middle row of the bare track where its fill does not show it.
    let trackPattern: Character?

    init(
        label: String, progress: Int, thumb: Character, metrics: SlideButtonMetrics, paint: SlidePaint,
        outline: SlideOutline?, markers: SlideMarkers?, trackPattern: Character?
    ) {
        self.label = label
        self.progress = min(100, max(0, progress))
        self.thumb = thumb
        self.metrics = metrics
        self.paint = paint
        self.outline = outline
        self.markers = markers
        self.trackPattern = trackPattern
    }

    /// The narrowest track that shows the label clear of the thumb at both ends, and the columns
    /// kept for the ring's characters.
    private var idealWidth: Int { DisplayWidth.of(label) + 2 * metrics.thumbWidth + 2 + 2 * metrics.ringInset }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        CellSize(width: min(proposal.width ?? idealWidth, ProposedSize.unbounded), height: metrics.rows)
    }

    /// The track: the frame less the columns kept for the ring's characters.
    private var track: Rect {
        Rect(
            x: frame.x + metrics.ringInset, y: frame.y, width: max(0, frame.width - 2 * metrics.ringInset),
            height: frame.height)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let track = self.track
        guard track.width > 0, track.height > 0 else { return }
        let thumbWidth = metrics.thumbWidth
        let travel = max(0, track.width - thumbWidth)
        let thumbX = track.x + travel * progress / 100
        let filledEnd = thumbX + thumbWidth
        let middle = track.y + track.height / 2
        let labelWidth = DisplayWidth.of(label)
        let labelX = track.x + max(0, (track.width - labelWidth) / 2)
        @discardableResult
        func put(
            _ character: Character, _ x: Int, _ y: Int, foreground: Color, attributes: TextAttributes = [],
            clip area: Rect
        ) -> Int {
            let filled = x < filledEnd
            var style = CellStyle(
                foreground: foreground,
                background: (filled ? paint.fill : paint.track) ?? buffer[x, y].style.background,
                attributes: attributes.union(filled ? paint.fillAttributes : []))
            paint.disabled?.apply(to: &style)
            return buffer.put(character, at: Point(x: x, y: y), style: style, clip: area)
        }
        for y in track.y..<track.maxY {
            for x in track.x..<track.maxX {
                let bare = x >= filledEnd && y == middle && (x < labelX - 1 || x > labelX + labelWidth)
                put(bare ? trackPattern ?? " " : " ", x, y, foreground: paint.label, clip: clip)
            }
        }
        // The label, in the colour of whatever it sits on; then the thumb on top.
        var x = labelX
        for character in label {
            x = put(
                character, x, middle, foreground: x < filledEnd ? paint.labelOnFill : paint.label,
                attributes: paint.textAttributes, clip: clip.intersection(track))
        }
        let glyphX = thumbX + thumbWidth / 2
        for column in thumbX..<filledEnd {
            put(
                column == glyphX ? thumb : " ", column, middle, foreground: paint.thumbGlyph,
                attributes: column == glyphX ? paint.thumbAttributes.subtracting(.underline) : [], clip: clip)
        }
        if let outline {
            forEachBoxCell(track, characters: outline.box) { character, x, y in
                put(character, x, y, foreground: x < filledEnd ? outline.onFill : outline.onTrack, clip: clip)
            }
        }
        if let markers, frame.width >= 2 {
            for (character, x) in [(markers.leading, frame.x), (markers.trailing, frame.maxX - 1)] {
                buffer.put(
                    character, at: Point(x: x, y: middle),
                    style: CellStyle(foreground: markers.color, background: buffer[x, middle].style.background), clip: clip)
            }
        }
    }
}
