/// Something drawn above the main tree for a frame: a modal (centred, over a dimmed screen, with
/// focus trapped inside) or a popover anchored to a view (above it, or below when there is no room).
final class Presentation {
    enum Kind {
        /// Centred over everything; the rest of the screen is dimmed and takes no input.
        case modal(dismiss: () -> Void, scrim: Color, background: Color, depth: ColorDepth, alignment: Alignment)
        /// Next to `anchor` (above it, or `below` first); shown while focus is inside the anchor
        /// (or always, when `always`).
        case popover(anchor: LayoutNode, always: Bool, below: Bool = false)
        /// A dropdown under `anchor` (above it when there is no room), or `beside` it (a menu
        /// opened from a menu's item: to its right, else its left): focus is trapped inside as in
        /// a modal and Esc or a click outside dismisses it, but the screen is not dimmed.
        case dropdown(anchor: LayoutNode, beside: Bool, dismiss: () -> Void)
    }

    let kind: Kind
    let node: LayoutNode

    init(kind: Kind, node: LayoutNode) {
        self.kind = kind
        self.node = node
    }

    /// Whether focus is trapped inside: a modal or a dropdown.
    var isModal: Bool {
        if case .popover = kind { return false }
        return true
    }

    /// Whether a click outside dismisses it: a dropdown.
    var isDropdown: Bool {
        if case .dropdown = kind { return true }
        return false
    }

    /// Runs the modal's or dropdown's dismiss action (nothing for a popover).
    func dismiss() {
        switch kind {
        case .modal(let dismiss, _, _, _, _), .dropdown(_, _, let dismiss): dismiss()
        case .popover: break
        }
    }

    /// Whether a popover should show: focus is inside its anchor, or the pointer is over it.
    func isVisible(focused: ViewIdentity?, hover: Point?) -> Bool {
        guard case .popover(let anchor, let always, _) = kind else { return true }
        if always { return true }
        if let hover, anchor.frame.contains(hover) { return true }
        guard let focused else { return false }
        return Presentation.subtree(anchor, contains: focused)
    }

    private static func subtree(_ node: LayoutNode, contains identity: ViewIdentity) -> Bool {
        if node.interaction?.identity == identity { return true }
        return node.children.contains { subtree($0, contains: identity) }
    }

    /// Places the presentation inside `bounds`.
    func place(in bounds: Rect) {
        let size = node.sizeThatFits(ProposedSize(width: bounds.width, height: bounds.height))
        let width = min(size.width, bounds.width), height = min(size.height, bounds.height)
        switch kind {
        case .modal(_, _, _, _, let alignment):
            node.place(in: aligned(CellSize(width: width, height: height), in: bounds, alignment), visible: bounds)
        case .dropdown(let anchor, true, _):
            // Beside the item, its first row level with it (the card's edge is one row above).
            let room = anchor.frame
            let right = room.maxX + 1
            let x = right + width <= bounds.maxX ? right : max(bounds.x, room.x - 1 - width)
            let y = max(bounds.y, min(room.y - 1, bounds.maxY - height))
            node.place(in: Rect(x: x, y: y, width: width, height: height), visible: bounds)
        case .dropdown(let anchor, false, _):
            let room = anchor.frame
            let below = room.maxY
            let y = below + height <= bounds.maxY ? below : max(bounds.y, room.y - height)
            let x = max(bounds.x, min(room.x, bounds.maxX - width))
            node.place(in: Rect(x: x, y: max(bounds.y, y), width: width, height: height), visible: bounds)
        case .popover(let anchor, _, let below):
            let room = anchor.frame
            let above = room.y - height
            let fitsBelow = room.maxY + height <= bounds.maxY
            let y = below && fitsBelow ? room.maxY : (above >= bounds.y ? above : min(room.maxY, bounds.maxY - height))
            let x = max(bounds.x, min(room.x, bounds.maxX - width))
            node.place(in: Rect(x: x, y: y, width: width, height: height), visible: bounds)
        }
    }

    /// Dims the whole frame behind a modal: a blend toward the scrim colour where the depth can
    /// show it; at 16 colours the greys of xterm's palette (``sixteenColourScrim(_:page:)``); at 8
    /// colours its black and grey (``eightColourScrim(_:)``); the `dim` attribute in monochrome,
    /// where there is no colour to re-colour with.
    static func dim(_ buffer: inout CellBuffer, scrim: Color, depth: ColorDepth, defaultBackground: Color) {
        let blends = depth == .truecolor || depth == .c256
        let overlay = scrim.rgbValue(defaultColor: RGB(0x80, 0x80, 0x80))
        for y in 0..<buffer.rows {
            for x in 0..<buffer.columns {
                var cell = buffer[x, y]
                if depth == .c16 {
                    sixteenColourScrim(&cell.style, page: defaultBackground)
                } else if depth == .c8 {
                    eightColourScrim(&cell.style)
                } else if blends {
                    let background = cell.style.background == .default ? defaultBackground : cell.style.background
                    let backgroundRGB = background.rgbValue(defaultColor: overlay)
                    cell.style.background = .rgb(backgroundRGB.blended(toward: overlay, by: 0.6))
                    if cell.style.foreground != .default {
                        cell.style.foreground = .rgb(
                            cell.style.foreground.rgbValue(defaultColor: overlay)
                                .blended(toward: backgroundRGB.blended(toward: overlay, by: 0.6), by: 0.6))
                    }
                } else {
                    cell.style.attributes.insert(.dim)
                    cell.style.attributes.remove(.reverse)
                }
                buffer[x, y] = cell
            }
        }
    }

    /// One cell behind a modal at 8 colours. There is no grey between the light page's ANSI 7 and
    /// black, and xterm draws dim black as black, so `dim` alone left a light page looking
    /// undimmed. The whole backdrop becomes one dark layer instead: every cell on black, its
    /// glyphs in the palette's grey (ANSI 7) and dimmed where the terminal can, its fills and
    /// reverse video gone. On a light page the modal is then the one light surface; on a dark
    /// one the page's fills sink into it.
    static func eightColourScrim(_ style: inout CellStyle) {
        style.attributes.remove(.reverse)
        style.attributes.insert(.dim)
        style.background = .ansi(0)
        style.foreground = .ansi(7)
    }

    /// One cell behind a modal at 16 colours. `dim` cannot be relied on there: xterm leaves dim
    /// black text black (a light page behind an alert looked undimmed) and no terminal dims a
    /// fill. So the cell is re-coloured with the palette's greys instead: text on the page in ANSI
    /// 8, and every fill (a reversed cell's too) a grey of the scheme, ANSI 7 under ANSI 8 text on
    /// a light page, ANSI 8 under black text on a dark one. The page behind reads as one faded
    /// layer, its shapes kept, and the modal's own colours stand out from it.
    static func sixteenColourScrim(_ style: inout CellStyle, page: Color) {
        let pageRGB = page.rgbValue(defaultColor: RGB(255, 255, 255))
        let lightPage = ContrastAudit.ratio(pageRGB, RGB(0, 0, 0)) > ContrastAudit.ratio(pageRGB, RGB(255, 255, 255))
        let visibleBackground = style.attributes.contains(.reverse) ? style.foreground : style.background
        let onPage =
            !style.attributes.contains(.reverse)
            && (visibleBackground == .default || visibleBackground.degraded(to: .c16) == page.degraded(to: .c16))
        style.attributes.remove(.reverse)
        if onPage {
            style.foreground = .ansi(8)
        } else {
            style.background = .ansi(lightPage ? 7 : 8)
            style.foreground = .ansi(lightPage ? 8 : 0)
        }
    }
}
