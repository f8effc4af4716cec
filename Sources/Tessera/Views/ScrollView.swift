/// Scrolls content that is larger than the space it is given. The wheel scrolls it, and it
/// scrolls by itself to keep the focused control visible. While the content does not fit, a
/// one-cell scroll bar along the far edge shows that there is more and where the view is in it.
/// A vertical scroll view that fills a `border`'s inside draws its bar on the border's right edge
/// instead: the edge is the track and the thumb runs on it, one rule rather than a bar beside a border.
/// Along its axis it is never longer than its content: wrap it in
/// `frame(maxHeight: .infinity)` to fill the space instead. Across it, it is never wider than
/// offered: content wider than that is clipped at the view's edge.
public struct ScrollView<Content: View>: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    let axis: Axis
    let showsIndicators: Bool
    let content: Content
    /// A row of a lazy column inside to keep in view, and where the view reports its viewport.
    var follow: ScrollFollow?

    /// Content scrolled along `axis` (down by default); across it the content gets the view's size.
    /// - Parameters:
    ///   - axis: the direction the content scrolls in.
    ///   - showsIndicators: whether a scroll bar shows while the content overflows; it takes the
    ///     last column (the last row when scrolling sideways) so it never covers the content.
    ///   - content: the views scrolled.
    public init(_ axis: Axis = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axis = axis
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}

extension ScrollView: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let offset = context.graph.stateStorage(for: context.identity.child("scroll"), slot: 0, initial: 0)
        var inner = context
        inner.stackAxis = nil
        let visibility = context.environment.scrollIndicatorVisibility
        // A bar kept as a line belongs to this view only, not to scroll views nested in it.
        if visibility != .automatic { inner.environment.scrollIndicatorVisibility = .automatic }
        let indicator =
            showsIndicators && visibility != .hidden
            ? ScrollIndicator(axis: axis, environment: context.environment) : nil
        let node = ScrollNode(
            axis: axis, offset: offset, indicator: indicator, alwaysShowsBar: visibility == .visible,
            child: context.graph.node(for: content, inner))
        node.follow = follow
        nodes.append(node)
    }
}

final class ScrollNode: LayoutNode {
    let axis: Axis
    private let offsetStorage: StateStorage
    private let indicator: ScrollIndicator?
    /// The bar keeps its cell while the content fits, drawn as the bare track.
    private let alwaysShowsBar: Bool
    let child: LayoutNode
    private var visibleArea = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The offset at the last placement.
    private var placedOffset: Int?
    /// The content's length along the axis at the last placement, when it overflowed and the bar shows.
    private var barContentLength: Int?
    /// A border around the view may draw its bar on its edge (``BorderNode``): the view takes no
    /// column of its own for the bar.
    var barOnBorder = false {
        didSet { if barOnBorder != oldValue { invalidateLayout() } }
    }
    /// The border draws the bar (the view fills its inside from top to bottom): the view draws none.
    /// Otherwise a view with ``barOnBorder`` draws its bar over its own last column.
    var borderDrawsBar = false
    /// A collection's row to keep in view (``ScrollFollow``).
    var follow: ScrollFollow?

    init(axis: Axis, offset: StateStorage, indicator: ScrollIndicator?, alwaysShowsBar: Bool = false, child: LayoutNode) {
        self.axis = axis
        self.offsetStorage = offset
        self.indicator = indicator
        self.alwaysShowsBar = alwaysShowsBar
        self.child = child
        super.init()
        onlyChild = [child]
    }

    override var children: [LayoutNode] { onlyChild }
    override var focusMapRole: FocusMapRole { .scroll(self) }

    /// How far the content is scrolled, in cells.
    var offset: Int { offsetStorage.value as? Int ?? 0 }

    /// The content's size in a viewport of `across` cells across and `along` cells along the axis
    /// (`nil`: unlimited), and whether the bar takes a cell across for it.
    /// With no limit across (a sideways scroll view in a column), the bar is one more cell.
    private func measure(across: Int?, along: Int?) -> (size: CellSize, showsBar: Bool) {
        if indicator != nil, alwaysShowsBar, across.map({ $0 > 1 }) ?? true {
            return (child.sizeThatFits(ProposedSize.unspecified.replacing(axis.cross, with: across.map { $0 - barWidth })), true)
        }
        let full = child.sizeThatFits(ProposedSize.unspecified.replacing(axis.cross, with: across))
        guard indicator != nil, let along, full[axis] > along else { return (full, false) }
        guard let across else { return (full, true) }
        guard across > 1 else { return (full, false) }
        if barOnBorder { return (full, true) }
        // Narrower content is never shorter, so it still overflows with the bar's cell taken.
        return (child.sizeThatFits(ProposedSize.unspecified.replacing(axis.cross, with: across - 1)), true)
    }

    /// The cells the bar takes across: none when it is drawn on a border.
    private var barWidth: Int { barOnBorder ? 0 : 1 }

    private func measure(in rect: Rect) -> (size: CellSize, showsBar: Bool) {
        axis == .vertical ? measure(across: rect.width, along: rect.height) : measure(across: rect.height, along: rect.width)
    }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        let (content, showsBar) = measure(across: proposal[axis.cross], along: proposal[axis])
        // No longer than the content: a short scroll view (a panel's list) hugs it, and a frame
        // around it decides whether the space left over is filled. A bar kept as a line runs the
        // whole length offered.
        let along = alwaysShowsBar && showsBar ? proposal[axis] ?? content[axis] : min(proposal[axis] ?? content[axis], content[axis])
        // Never wider than offered across: content wider than the view is clipped at its edge,
        // so the bar stays in view and what sits beside the view keeps its place.
        let across = content[axis.cross] + (showsBar ? barWidth : 0)
        return CellSize(axis, along: along, across: proposal[axis.cross].map { min($0, across) } ?? across)
    }

    override func placeChildren(in rect: Rect, proposal: ProposedSize, visible: Rect) {
        let (content, showsBar) = measure(in: rect)
        let viewport = axis == .vertical ? rect.height : rect.width
        let maxOffset = max(0, content[axis] - viewport)
        var wanted = offset
        if let follow, let row = follow.row, row != follow.shownRow, let lazy = child as? LazyStackNode,
            let span = lazy.span(ofRow: row, width: rect.width)
        {
            // The followed row moved: scroll just enough to show it, as focus does.
            if span.lowerBound < wanted { wanted = span.lowerBound }
            if span.upperBound > wanted + viewport { wanted = span.upperBound - viewport }
            follow.shownRow = row
        }
        let clamped = min(max(0, wanted), maxOffset)
        if clamped != offset { offsetStorage.value = clamped }
        // The content moves and the bar's thumb with it: the whole view is drawn again.
        if clamped != placedOffset { Damage.current?.add(rect) }
        placedOffset = clamped
        barContentLength = showsBar ? content[axis] : nil
        if let follow {
            follow.viewportLength = viewport
            follow.offset = clamped
            follow.viewportOrigin = axis == .vertical ? rect.y : rect.x
            follow.rows = child as? LazyStackNode
        }
        let bar = showsBar ? barWidth : 0
        let area =
            axis == .vertical
            ? Rect(x: rect.x, y: rect.y, width: rect.width - bar, height: rect.height)
            : Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height - bar)
        visibleArea = visible.intersection(area)
        let origin =
            axis == .vertical
            ? Rect(x: rect.x, y: rect.y - clamped, width: area.width, height: content.height)
            : Rect(x: rect.x - clamped, y: rect.y, width: content.width, height: area.height)
        child.place(in: origin, visible: visibleArea)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        drawChild(child, into: &buffer, clip: clip)
        guard !borderDrawsBar, let indicator, let content = barContentLength else { return }
        let vertical = axis == .vertical
        let length = vertical ? frame.height : frame.width
        let thumb = ScrollIndicator.thumb(length: length, viewport: length, content: content, offset: offset)
        for step in 0..<max(0, length) {
            let point = vertical ? Point(x: frame.maxX - 1, y: frame.y + step) : Point(x: frame.x + step, y: frame.maxY - 1)
            // Content that fits has no thumb: the kept bar is the bare track.
            let onThumb = content > length && step >= thumb.start && step < thumb.start + thumb.length
            let background = buffer[point.x, point.y].style.background
            var style = onThumb ? indicator.thumbStyle : indicator.trackStyle(on: background)
            style.background = background
            buffer.put(onThumb ? indicator.thumb : indicator.track, at: point, style: style, clip: clip)
        }
    }

    /// Whether a border may draw the bar on its edge: a vertical view that has a bar.
    var canDrawBarOnBorder: Bool { axis == .vertical && indicator != nil }

    /// The bar's thumb, for a border that draws it on its right edge: its glyph and style, and the
    /// rows it covers from the view's top; `nil` while the content fits.
    var borderThumb: (glyph: Character, style: CellStyle, rows: Range<Int>)? {
        guard axis == .vertical, let indicator, let content = barContentLength, content > frame.height else { return nil }
        let thumb = ScrollIndicator.thumb(length: frame.height, viewport: frame.height, content: content, offset: offset)
        return (indicator.thumb, indicator.thumbStyle, thumb.start..<(thumb.start + thumb.length))
    }

    /// Scrolls by `delta` cells; returns whether the offset changed.
    @discardableResult
    func scroll(by delta: Int) -> Bool {
        scroll(by: delta, askingForAFrame: true)
    }

    /// Scrolls by `delta` cells. Input asks for a frame; a frame that scrolls while it lays out
    /// (to reveal focus) places the content again itself, so it asks for none.
    private func scroll(by delta: Int, askingForAFrame: Bool) -> Bool {
        let content = measure(in: frame).size
        let viewport = axis == .vertical ? frame.height : frame.width
        let target = min(max(0, offset + delta), max(0, content[axis] - viewport))
        guard target != offset else { return false }
        if askingForAFrame { offsetStorage.set(target) } else { offsetStorage.value = target }
        setNeedsPlacementUpward()
        return true
    }

    /// Scrolls just enough to show `rect` (in screen coordinates), while a frame lays out; returns
    /// whether it moved.
    @discardableResult
    func scrollToShow(_ rect: Rect) -> Bool {
        let start = axis == .vertical ? rect.y - frame.y : rect.x - frame.x
        let length = axis == .vertical ? rect.height : rect.width
        let viewport = axis == .vertical ? frame.height : frame.width
        if start < 0 { return scroll(by: start, askingForAFrame: false) }
        if start + length > viewport { return scroll(by: min(start, start + length - viewport), askingForAFrame: false) }
        return false
    }
}

/// What a collection (a list, a table) and the scroll view around its rows tell each other: the
/// row to keep in view (the keyboard cursor), and the viewport the view last laid out.
/// The collection keeps one for as long as it lives; a frame changes it, never asks for one.
final class ScrollFollow {
    /// The row to keep in view; the scroll view scrolls to it whenever it differs from ``shownRow``.
    var row: Int?
    /// The row last scrolled to: after that the user may scroll it away with the wheel.
    var shownRow: Int?
    /// The viewport's length along the axis at the last placement, in cells.
    var viewportLength = 0
    /// The offset at the last placement, in cells.
    var offset = 0
    /// Where the viewport starts on screen along the axis (its top row).
    var viewportOrigin = 0
    /// The lazy column scrolled, as last placed.
    weak var rows: LazyStackNode?

    /// The row under screen row `y` at the last placement (nil outside the rows or in spacing).
    func row(atScreenRow y: Int) -> Int? {
        guard y >= viewportOrigin, y < viewportOrigin + viewportLength, let rows else { return nil }
        return rows.row(atOffset: y - viewportOrigin + offset, width: rows.frame.width)
    }
}
