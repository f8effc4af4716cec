import CNcursesw
import TesseraCore

extension TerminalScreen {
    /// The bytes that make `buffer`'s hyperlinks real on the terminal after ncurses drew the frame
    /// (see ``Hyperlinks``): every link on a row ncurses wrote to (`changed`; nil after a full
    /// redraw: every link) — ncurses may re-send unchanged cells between two changes rather than
    /// move the cursor over them, and those leave the link — and every new link, written again
    /// inside it; and the cells of a link that is gone but whose text stayed, written again
    /// outside any. Empty when there is nothing to do.
    func hyperlinkBytes(for buffer: CellBuffer, changed: [CellRun]?, screenSize: TerminalSize) -> [UInt8] {
        let previous = changed == nil ? [] : lastPresented?.hyperlinks ?? []
        guard !buffer.hyperlinks.isEmpty || !previous.isEmpty else { return [] }
        let writtenRows = Set(changed?.map(\.row) ?? [])
        func rewritten(_ link: CellHyperlink) -> Bool {
            changed == nil || writtenRows.contains(link.row) || !previous.contains(link)
        }
        let gone = previous.filter { !buffer.hyperlinks.contains($0) }
        let due = buffer.hyperlinks.filter(rewritten).compactMap { link in
            Hyperlinks.safeDestination(link.destination).map { (link, $0) }
        }
        guard !gone.isEmpty || !due.isEmpty else { return [] }
        var bytes = Array("\u{1B}7".utf8)   // DECSC: cursor and rendition, as ncurses left them
        for link in gone { appendCells(of: link, inside: nil, from: buffer, screenSize: screenSize, into: &bytes) }
        for (link, destination) in due {
            appendCells(of: link, inside: destination, from: buffer, screenSize: screenSize, into: &bytes)
        }
        bytes += "\u{1B}[0m\u{1B}8".utf8   // DECRC
        return bytes
    }

    /// Writes the cells of `link` as the presenter has ncurses draw them — each glyph through
    /// ``GlyphEncoding`` (control characters as stand-ins, clusters cut as ncurses gets them, a
    /// narrower glyph's second column padded), in its style at the screen's depth — inside a
    /// hyperlink to `destination` when there is one.
    private func appendCells(
        of link: CellHyperlink, inside destination: String?, from buffer: CellBuffer,
        screenSize: TerminalSize, into bytes: inout [UInt8]
    ) {
        let y = link.row
        let width = min(buffer.columns, screenSize.columns)
        let end = min(link.columns.upperBound, width)
        var x = max(0, link.columns.lowerBound)
        guard y >= 0, y < min(buffer.rows, screenSize.rows), x < end else { return }
        if x > 0, buffer[x, y].isContinuation { x -= 1 }   // never start inside a wide glyph
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
            // ncurses has no strikethrough: GlyphEncoding draws it with U+0336, as for every cell.
            var shown = cell.style.degraded(to: colorDepth)
            let struck = shown.attributes.contains(.strikethrough)
            shown.attributes.remove(.strikethrough)
            if shown != style {
                SGR.appendTransition(from: style, to: shown, into: &bytes)
                style = shown
            }
            let spansTwo = cell.width == 2 && x + 1 < width && buffer[x + 1, y].isContinuation
            let drawn = GlyphEncoding.encode(
                (cell.width == 1 || spansTwo) ? cell.grapheme : " ", width: spansTwo ? 2 : 1,
                unicode: supportsUnicode, strikethrough: struck, into: glyphScratch)
            appendWide(glyphScratch, into: &bytes)
            if spansTwo, drawn == 1 {
                glyphScratch[0] = GlyphEncoding.secondColumn(of: cell.grapheme, unicode: supportsUnicode)
                glyphScratch[1] = 0
                appendWide(glyphScratch, into: &bytes)
            }
            x += spansTwo ? 2 : 1
        }
        if destination != nil { bytes += Hyperlinks.close.utf8 }
    }

    /// Appends the NUL-terminated wide characters at `characters` as UTF-8.
    private func appendWide(_ characters: UnsafeMutablePointer<wchar_t>, into bytes: inout [UInt8]) {
        var index = 0
        while index < GlyphEncoding.capacity, characters[index] != 0 {
            if let scalar = Unicode.Scalar(UInt32(bitPattern: characters[index])) { bytes += String(Character(scalar)).utf8 }
            index += 1
        }
    }
}
