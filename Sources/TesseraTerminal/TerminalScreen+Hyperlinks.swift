import TesseraCore

extension TerminalScreen {
    /// The bytes that make `buffer`'s hyperlinks real on the terminal after ncurses drew the frame
    /// (see ``Hyperlinks``): each link whose cells ncurses just wrote (`changed`; nil after a full
    /// redraw) or that is new, written again inside its link; and the cells of a link that is gone
    /// but whose text stayed, written again outside any. Empty when there is nothing to do.
    func hyperlinkBytes(for buffer: CellBuffer, changed: [CellRun]?, screenSize: TerminalSize) -> [UInt8] {
        let previous = changed == nil ? [] : lastPresented?.hyperlinks ?? []
        guard !buffer.hyperlinks.isEmpty || !previous.isEmpty else { return [] }
        func rewritten(_ link: CellHyperlink) -> Bool {
            guard let changed else { return true }
            return !previous.contains(link) || changed.contains { $0.row == link.row && $0.columns.overlaps(link.columns) }
        }
        let gone = previous.filter { !buffer.hyperlinks.contains($0) }
        let due = buffer.hyperlinks.filter(rewritten).compactMap { link in
            Hyperlinks.safeDestination(link.destination).map { (link, $0) }
        }
        guard !gone.isEmpty || !due.isEmpty else { return [] }
        var bytes = Array("\u{1B}7".utf8)  // DECSC: cursor and rendition, as ncurses left them
        for link in gone { appendCells(of: link, inside: nil, from: buffer, screenSize: screenSize, into: &bytes) }
        for (link, destination) in due {
            appendCells(of: link, inside: destination, from: buffer, screenSize: screenSize, into: &bytes)
        }
        bytes += "\u{1B}[0m\u{1B}8".utf8  // DECRC
        return bytes
    }

    /// Writes the cells of `link` as ncurses drew them (the same glyphs in the same colours and
    /// attributes), inside a hyperlink to `destination` when there is one.
    private func appendCells(of link: CellHyperlink, inside destination: String?, from buffer: CellBuffer,
                             screenSize: TerminalSize, into bytes: inout [UInt8]) {
        let y = link.row
        let width = min(buffer.columns, screenSize.columns)
        let end = min(link.columns.upperBound, width)
        var x = max(0, link.columns.lowerBound)
        guard y >= 0, y < min(buffer.rows, screenSize.rows), x < end else { return }
        if x > 0, buffer[x, y].isContinuation { x -= 1 }  // never start inside a wide glyph
        bytes += "\u{1B}[".utf8
        bytes.appendDecimal(y + 1)
        bytes.append(UInt8(ascii: ";"))
        bytes.appendDecimal(x + 1)
        bytes.append(UInt8(ascii: "H"))
        if let destination { bytes += Hyperlinks.open(destination).utf8 }
        bytes += "\u{1B}[0m".utf8
        var style = CellStyle.plain
        while x < end {
            let cell = buffer[x, y]
            // As the presenter draws it: ncurses has no strikethrough, so U+0336 after the glyph.
            var shown = cell.style.degraded(to: colorDepth)
            let struck = shown.attributes.contains(.strikethrough)
            shown.attributes.remove(.strikethrough)
            if shown != style {
                SGR.appendTransition(from: style, to: shown, into: &bytes)
                style = shown
            }
            let spansTwo = cell.width == 2 && x + 1 < width && buffer[x + 1, y].isContinuation
            if spansTwo || (cell.width == 1 && !cell.isContinuation) {
                bytes += String(cell.grapheme).utf8
            } else {
                bytes.append(UInt8(ascii: " "))
            }
            if struck { bytes += "\u{0336}".utf8 }
            x += spansTwo ? 2 : 1
        }
        if destination != nil { bytes += Hyperlinks.close.utf8 }
    }
}
