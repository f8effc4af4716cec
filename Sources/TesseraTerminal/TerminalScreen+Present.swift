import CNcursesw
import TesseraCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TerminalScreen {
    /// Shows `buffer`, writing only the cells that differ from the last buffer presented, then
    /// updating the terminal once. Presenting an unchanged buffer writes nothing. After a resize, a
    /// stop and continue, or a colour-pair reset, the whole screen is redrawn.
    ///
    /// A buffer of another size than the terminal is clipped to it (and the rest of the screen left
    /// blank). Wide glyphs that would not fit are drawn as a blank. The buffer's hyperlinks are
    /// written around ncurses where the terminal takes them (`Hyperlinks`).
    public func present(_ buffer: CellBuffer) {
        guard !isClosed else { return }
        set_term(screen)
        resumeIfNeeded()
        let screenSize = size
        var full = needsFullRedraw || lastPresented.map { $0.size != buffer.size } ?? true
        var runs: [CellRun] = []
        if full {
            redrawAll(buffer, screenSize: screenSize)
        } else if let last = lastPresented {
            runs = buffer.changedRuns(since: last)
            let linksChanged = writesHyperlinks && buffer.hyperlinks != last.hyperlinks
            guard !runs.isEmpty || linksChanged else { return }
            var exhausted = false
            for run in runs where !exhausted {
                exhausted = !write(run, of: buffer, screenSize: screenSize, fallback: false)
            }
            if exhausted {
                // Out of colour pairs: start over with fresh ones and repaint everything.
                styles.reset()
                redrawAll(buffer, screenSize: screenSize)
                full = true
            }
        }
        let links = writesHyperlinks ? hyperlinkBytes(for: buffer, changed: full ? nil : runs, screenSize: screenSize) : []
        // doupdate flushes ncurses' own buffer, so the end comes after the whole frame.
        let synchronized = synchronizesOutput
        if synchronized { writeControl(SynchronizedOutput.begin) }
        wnoutrefresh(window)
        doupdate()
        // A link write cut short (a full pipe) may leave a link open or the cursor saved: the next
        // frame starts over.
        if !links.isEmpty, !writeControl(bytes: links) { needsFullRedraw = true }
        if synchronized { writeControl(SynchronizedOutput.end) }
        lastPresented = buffer
        needsFullRedraw = false
    }

    /// Repaints the whole terminal from `buffer`: clears ncurses' idea of the screen and writes
    /// every row. If the colour pairs run out, resets them once and then falls back to default colours.
    private func redrawAll(_ buffer: CellBuffer, screenSize: TerminalSize) {
        var fallback = false
        while true {
            werase(window)
            clearok(window, true)
            var exhausted = false
            for row in 0..<min(buffer.rows, screenSize.rows) where !exhausted {
                exhausted = !write(
                    CellRun(row: row, columns: 0..<buffer.columns), of: buffer,
                    screenSize: screenSize, fallback: fallback)
            }
            guard exhausted else { return }
            styles.reset()
            fallback = true
        }
    }

    /// Copies one run of cells into ncurses' window with a single `mvwadd_wchnstr`. Returns false
    /// (having written nothing) when the colour pairs are exhausted and `fallback` is off.
    private func write(_ run: CellRun, of buffer: CellBuffer, screenSize: TerminalSize, fallback: Bool) -> Bool {
        let y = run.row
        guard y < screenSize.rows, run.columns.lowerBound < screenSize.columns else { return true }
        let end = min(run.columns.upperBound, screenSize.columns, buffer.columns)
        reserveScratch(end - run.columns.lowerBound + 1)
        let cells = buffer.row(y)
        let base = cells.startIndex
        var x = run.columns.lowerBound
        var count = 0
        var lastStyle: CellStyle?
        var resolved = ResolvedStyle(attributes: TESSERA_WA_NORMAL, pair: 0, strikethrough: false)
        while x < end {
            let cell = cells[base + x]
            var style = cell.style
            if cell.isPlainBlank {
                if let lastStyle {
                    if style.blankLooksTheSame(in: lastStyle) { style = lastStyle }
                } else {
                    style = cells.drawnStyle(at: base + x)
                }
            }
            if style != lastStyle {
                if fallback {
                    resolved = styles.fallback(style)
                } else if let known = styles.resolve(style) {
                    resolved = known
                } else {
                    return false
                }
                lastStyle = style
            }
            // A wide glyph's trailing cell is skipped with it (x += 2 below), so a continuation cell
            // seen here is an orphan and, like a wide glyph that does not fit, draws as a blank.
            let spansTwo =
                cell.width == 2 && x + 1 < min(buffer.columns, screenSize.columns)
                && cells[base + x + 1].isContinuation
            let drawn: Int
            if cell.width == 1, let ascii = cell.printableASCII {
                // Most cells: no Character to build and take apart.
                drawn = GlyphEncoding.encode(
                    ascii: ascii, unicode: supportsUnicode,
                    strikethrough: resolved.strikethrough, into: glyphScratch)
            } else {
                drawn = GlyphEncoding.encode(
                    (cell.width == 1 || spansTwo) ? cell.grapheme : " ", width: spansTwo ? 2 : 1,
                    unicode: supportsUnicode, strikethrough: resolved.strikethrough, into: glyphScratch)
            }
            var pair = resolved.pair
            setcchar(cellScratch + count, glyphScratch, resolved.attributes, 0, &pair)
            count += 1
            if spansTwo, drawn == 1 {
                // A glyph the terminal draws narrower than the buffer (or its one-column ASCII
                // stand-in): pad its second column.
                glyphScratch[0] = GlyphEncoding.secondColumn(of: cell.grapheme, unicode: supportsUnicode)
                glyphScratch[1] = 0
                setcchar(cellScratch + count, glyphScratch, resolved.attributes, 0, &pair)
                count += 1
            }
            x += spansTwo ? 2 : 1
        }
        guard count > 0 else { return true }
        memset(cellScratch + count, 0, MemoryLayout<cchar_t>.stride)
        mvwadd_wchnstr(window, Int32(y), Int32(run.columns.lowerBound), cellScratch, Int32(count))
        return true
    }

    private func reserveScratch(_ capacity: Int) {
        guard capacity > cellScratchCapacity else { return }
        cellScratch.deallocate()
        cellScratchCapacity = max(capacity, cellScratchCapacity * 2)
        cellScratch = .allocate(capacity: cellScratchCapacity)
    }
}
