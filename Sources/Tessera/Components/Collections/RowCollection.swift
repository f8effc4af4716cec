/// What lists and tables share: rows built lazily in a scroll view, one stop of Tab, a keyboard
/// cursor kept in view, and a selection.
///
/// Keys, while focused: ↑ ↓ PgUp PgDn Home End move the cursor (and, in a single selection, the
/// selection with it); with Shift they extend a multiple selection from where it started; Space
/// toggles the cursor's row in a multiple selection; a letter jumps to the next row whose text
/// starts with what was typed; Enter runs the environment's `onSubmit`. A click puts the cursor on
/// a row and selects it (toggles it, in a multiple selection); the wheel scrolls.
struct RowCollection<ID: Hashable, Row: View, Header: View>: View {
    let count: Int
    let id: (Int) -> ID
    let row: (Int) -> Row
    /// A row's text for type-to-jump, when it has one.
    let text: (Int) -> String?
    let selection: RowSelection<ID>
    let header: Header
    let label: String
    /// Keeps the scroll bar's column while the rows fit, so a header above them lines up.
    var reservesBar = false
    /// A press that lands on no row (a table's header); returns whether it was handled.
    var pressOutsideRows: ((MouseEvent) -> Bool)?
    /// Keys the collection leaves to its owner (a table's ← → sort), tried before type-to-jump.
    var sideKeys: ((KeyPress) -> Bool)?
    /// Which rows are a section's header: drawn without the row chrome, never under the cursor.
    var isHeader: ((Int) -> Bool)?
    /// Which rows the cursor stops on (all but headers when nil): a static list with a selection
    /// stops only on its tagged rows.
    var stopsOn: ((Int) -> Bool)?

    @State private var cursor: Int?
    @State private var anchor: Int?
    @State private var follow = ScrollFollow()
    @State private var typeAhead = TypeAhead()
    @Environment(\.submitAction) private var submit
    /// Inside a drawer or a dropdown: choosing a row (Enter, a click) closes it.
    @Environment(\.menuItemAction) private var closeOverlay

    var body: some View {
        let count = self.count, id = self.id, selection = self.selection, text = self.text
        let cursor = currentCursor
        let follow = self.follow, typeAhead = self.typeAhead, submit = self.submit, closeOverlay = self.closeOverlay
        // Keys and clicks read the cursor as it is when they arrive: several may come before a frame.
        let live = self
        let setCursor = { (row: Int?) in live.cursor = row }
        let setAnchor = { (row: Int?) in live.anchor = row }
        follow.row = cursor
        // Before the keys have put the cursor anywhere, the first row is marked while the
        // collection has focus (focus always changes a glyph); the first ↓ then chooses it.
        let marked = cursor ?? firstStop
        let isHeader = self.isHeader
        @ViewBuilder func line(_ offset: Int) -> some View {
            if isHeader?(offset) == true {
                CollectionHeaderRow(content: row(offset))
            } else {
                CollectionRowChrome(
                    content: row(offset), isSelected: selection.contains(id(offset)),
                    isCursor: offset == marked, showsCheck: selection.isMultiple)
            }
        }
        let rows = CollectionRows(count: count, id: id, row: line)
        var scroll = ScrollView { LazyVStack(spacing: 0) { rows } }
        scroll.follow = follow
        let pressOutsideRows = self.pressOutsideRows, sideKeys = self.sideKeys
        let pointer = { (event: MouseEvent, _: Rect) -> Bool in
            guard case .press(.left) = event.kind else { return false }
            guard let row = follow.row(atScreenRow: event.position.y) else { return pressOutsideRows?(event) ?? false }
            guard live.isStop(row) else { return true }
            let anchor = live.anchor ?? live.currentCursor
            setCursor(row)
            if selection.isMultiple, event.modifiers.contains(.shift), let anchor {
                selection.select(live.stops(from: anchor, to: row).map(id))
            } else {
                setAnchor(row)
                selection.toggle(id(row))
                if !selection.isMultiple { closeOverlay?() }
            }
            return true
        }
        return VStack(alignment: .leading, spacing: 0) {
            header
            scroll.scrollIndicators(reservesBar ? .visible : .automatic)
        }
        .focusable(handlingPointer: pointer)
        .onKeyPress { press in
            let cursor = live.navigationCursor, anchor = live.anchor ?? cursor
            if let moved = collectionCursor(after: press, cursor: cursor, count: count, page: follow.viewportLength - 1) {
                guard let next = live.stop(near: moved, from: cursor) else { return true }
                setCursor(next)
                if selection.isMultiple, press.modifiers.contains(.shift) {
                    let start = anchor ?? next
                    setAnchor(start)
                    selection.select(live.stops(from: start, to: next).map(id))
                } else {
                    setAnchor(next)
                    if !selection.isMultiple { selection.select([id(next)]) }
                }
                return true
            }
            if sideKeys?(press) == true { return true }
            switch press.key {
            case .character(" ") where selection.isMultiple && press.modifiers.isEmpty && !typeAhead.isTyping(at: .now):
                guard let cursor else { return false }
                selection.toggle(id(cursor))
                setAnchor(cursor)
                return true
            case .enter where press.modifiers.isEmpty:
                guard submit != nil || closeOverlay != nil else { return false }
                submit?()
                closeOverlay?()
                return true
            case .character(let character)
            where press.modifiers.subtracting(.shift).isEmpty
                && (!character.isWhitespace || typeAhead.isTyping(at: .now)):
                let prefix = typeAhead.type(character, at: .now)
                let stopText = { (row: Int) in live.isStop(row) ? text(row) : nil }
                guard let match = typeAheadMatch(prefix, cursor: cursor, count: count, text: stopText) else { return true }
                setCursor(match)
                setAnchor(match)
                if !selection.isMultiple { selection.select([id(match)]) }
                return true
            default:
                return false
            }
        }
        .accessibilityLabel(label)
    }

    /// Where the keys move from: the cursor; before there is one, the marked first row, except in
    /// a single selection with nothing selected, where the first ↓ chooses that row.
    private var navigationCursor: Int? {
        if let cursor = currentCursor { return cursor }
        guard count > 0 else { return nil }
        if case .single = selection { return nil }
        return firstStop
    }

    /// Whether the cursor may stop on `row`.
    private func isStop(_ row: Int) -> Bool {
        if let stopsOn { return stopsOn(row) }
        return isHeader?(row) != true
    }

    /// The first row the cursor may stop on (the first row, when none may).
    private var firstStop: Int {
        guard isHeader != nil || stopsOn != nil else { return 0 }
        return (0..<count).first(where: isStop) ?? 0
    }

    /// Where a key that moved the cursor from `cursor` to `row` leaves it: `row` when the cursor
    /// may stop there, else the next such row on in the same direction, else the nearest one back.
    /// `nil` when no row is a stop.
    private func stop(near row: Int, from cursor: Int?) -> Int? {
        guard isHeader != nil || stopsOn != nil else { return row }
        if isStop(row) { return row }
        let after = { (row + 1..<count).first(where: isStop) }
        let before = { (0..<row).reversed().first(where: isStop) }
        return row >= (cursor ?? -1) ? after() ?? before() : before() ?? after()
    }

    /// The rows from `anchor` to `cursor` the cursor may stop on: what Shift with a move selects.
    private func stops(from anchor: Int, to cursor: Int) -> [Int] {
        rowRange(from: anchor, to: cursor).filter(isStop)
    }

    /// The cursor: where the keys last put it, or the selected row when a single selection moved
    /// elsewhere (another view bound to it, or the app).
    private var currentCursor: Int? {
        let stored = cursor.flatMap { $0 < count ? $0 : (count > 0 ? count - 1 : nil) }
        guard let selected = selection.singleValue else { return stored }
        if let stored, id(stored) == selected { return stored }
        return (0..<count).first { id($0) == selected } ?? stored
    }
}
