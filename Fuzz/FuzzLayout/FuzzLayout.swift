import FuzzSupport
import Tessera

// fuzz-layout: random text, styles, rectangles and sizes through the cell buffer, text wrapping,
// truncation and clipping. Run it with Scripts/fuzz.sh layout; seeds are in Fuzz/Corpus/layout.
// The first byte picks one of three checks; the rest are its parameters (see FuzzInput).
//
// Invariants (a broken one aborts, so libFuzzer saves the input):
// - no cell outside the rectangle being drawn changes (but for the outer half of a wide glyph
//   the edge cut, which becomes a blank);
// - no half wide glyph, no control character or escape in a cell, every cell as wide as its
//   grapheme (CellBufferInvariants);
// - `write` and `put` return the column after the text, as measured;
// - the changed runs between two frames cover every changed cell and never start mid-glyph;
// - wrapped text shows every glyph of the text, in order, and cut text ends with `…`.

@_cdecl("LLVMFuzzerTestOneInput")
public func layoutFuzzerEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzLayout(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

func fuzzLayout(_ bytes: [UInt8]) {
    var input = FuzzInput(bytes)
    switch input.byte() % 3 {
    case 0: drawIntoCellBuffer(&input)
    case 1: drawViewsInRectangle(&input)
    default: wrapKeepingEveryGlyph(&input)
    }
}

// MARK: The cell buffer

private func drawIntoCellBuffer(_ input: inout FuzzInput) {
    var buffer = CellBuffer(size: TerminalSize(columns: input.int(in: 0...40), rows: input.int(in: 0...10)))
    for _ in 0..<input.int(in: 1...12) where !input.isAtEnd {
        let before = buffer
        let style = cellStyle(&input)
        let origin = Point(x: input.int(in: -8...48), y: input.int(in: -2...12))
        let clip: Rect? = input.bool() ? rectangle(&input) : nil
        var area = (clip ?? buffer.bounds).intersection(buffer.bounds)
        let operation: String
        switch input.byte() % 4 {
        case 0, 1:
            let text = input.text()
            let end = buffer.write(text, at: origin, style: style, clip: clip)
            let advance = text.reduce(0) { $0 + TerminalGlyph.cellContent(for: $1).width }
            operation = "write(\(text.debugDescription), at: \(origin), clip: \(clip.map { "\($0)" } ?? "nil"))"
            fuzzRequire(end == origin.x + advance, "\(operation) returned \(end), not \(origin.x + advance)")
        case 2:
            let character = input.text(limit: 3).first ?? "x"
            let end = buffer.put(character, at: origin, style: style, clip: clip)
            operation = "put(\(String(character).debugDescription), at: \(origin), clip: \(clip.map { "\($0)" } ?? "nil"))"
            fuzzRequire(end == origin.x + TerminalGlyph.cellContent(for: character).width, "\(operation) returned \(end)")
        default:
            let target = rectangle(&input)
            buffer.fill(target, with: input.bool() ? .blank(style) : Cell("#", style: style))
            area = target.intersection(buffer.bounds)
            operation = "fill(\(target))"
        }
        fuzzRequireNone(
            CellBufferInvariants.changes(
                outside: area, before: before, after: buffer,
                allowingWideGlyphRepair: true), operation)
        fuzzRequireNone(CellBufferInvariants.violations(in: buffer), operation)
        checkChangedRuns(buffer, since: before, after: operation)
    }
}

/// The runs a presenter would redraw cover every changed cell, lie in the buffer, and start on a
/// whole glyph.
private func checkChangedRuns(_ buffer: CellBuffer, since previous: CellBuffer, after operation: String) {
    var covered = Set<Int>()
    for run in buffer.changedRuns(since: previous) {
        fuzzRequire(
            run.row >= 0 && run.row < buffer.rows && run.columns.lowerBound >= 0
                && run.columns.upperBound <= buffer.columns && !run.columns.isEmpty,
            "after \(operation): a changed run outside the buffer: \(run)")
        fuzzRequire(
            !buffer[run.columns.lowerBound, run.row].isContinuation,
            "after \(operation): a changed run starts on a continuation: \(run)")
        for x in run.columns { covered.insert(run.row * buffer.columns + x) }
    }
    for y in 0..<buffer.rows {
        for x in 0..<buffer.columns where buffer[x, y] != previous[x, y] {
            fuzzRequire(covered.contains(y * buffer.columns + x), "after \(operation): (\(x), \(y)) changed but is in no run")
        }
    }
}

// MARK: Views in a rectangle

/// Text with random styles and modifiers, framed to a rectangle of a sentinel-filled screen.
private func drawViewsInRectangle(_ input: inout FuzzInput) {
    let screen = TerminalSize(columns: input.int(in: 0...60), rows: input.int(in: 0...16))
    let x = input.int(in: 0...screen.columns), y = input.int(in: 0...screen.rows)
    let area = Rect(x: x, y: y, width: input.int(in: 0...(screen.columns - x)), height: input.int(in: 0...(screen.rows - y)))
    var view = AnyView(styledText(&input))
    for _ in 0..<input.int(in: 0...4) {
        view = modified(view, &input)
    }
    let (_, violations) = SentinelCanvas.render(view, in: area, screen: screen)
    fuzzRequireNone(violations, "views in \(area) of \(screen)")
}

private func styledText(_ input: inout FuzzInput) -> Text {
    var text = Text("")
    for _ in 0..<input.int(in: 1...3) {
        var run = Text(input.text()).textRole(input.pick(TextRole.allCases))
        if input.bool() { run = run.foregroundColor(input.pick(ColorToken.allCases)) }
        if input.bool() { run = run.bold() }
        if input.bool() { run = run.underline() }
        text = text + run
    }
    return text
}

private func modified(_ view: AnyView, _ input: inout FuzzInput) -> AnyView {
    switch input.byte() % 10 {
    case 0: return AnyView(view.lineLimit(input.byte() % 4 == 0 ? nil : input.int(in: 0...4)))
    case 1: return AnyView(view.multilineTextAlignment(input.pick([HorizontalAlignment.leading, .center, .trailing])))
    case 2: return AnyView(view.padding(input.int(in: 0...3)))
    case 3: return AnyView(view.border(input.pick(BorderStyle.allCases)))
    case 4: return AnyView(view.background(input.pick(ColorToken.allCases)))
    case 5:
        return AnyView(
            view.frame(
                width: input.bool() ? input.int(in: 0...70) : nil, height: input.bool() ? input.int(in: 0...20) : nil,
                alignment: input.pick([Alignment.topLeading, .center, .bottomTrailing])))
    case 6: return AnyView(view.fixedSize(horizontal: input.bool(), vertical: input.bool()))
    case 7: return AnyView(ScrollView(input.bool() ? .vertical : .horizontal) { view })
    case 8:
        let other = styledText(&input)
        return AnyView(
            HStack(spacing: input.int(in: 0...2)) {
                view; Divider(); other
            })
    default:
        let other = styledText(&input)
        return AnyView(
            VStack(alignment: .leading) {
                view; Divider(); other; Spacer()
            })
    }
}

// MARK: Wrapping

/// A text wrapped to a width with room for every line shows every glyph, in order; with a line
/// limit it shows a prefix of them and `…` where it was cut.
private func wrapKeepingEveryGlyph(_ input: inout FuzzInput) {
    let width = input.int(in: 2...40)
    let lineLimit: Int? = input.byte() % 3 == 0 ? input.int(in: 1...4) : nil
    let alignment = input.pick([HorizontalAlignment.leading, .center, .trailing])
    let string = input.text(limit: 96)
    let screen = TerminalSize(columns: width, rows: string.count + 2)
    let host = ViewHost(Text(string).lineLimit(lineLimit).multilineTextAlignment(alignment).frame(width: width))
    let frame = host.render(size: screen)
    fuzzRequireNone(CellBufferInvariants.violations(in: frame), "wrapping \(string.debugDescription)")
    var shown: [Character] = []
    for y in 0..<frame.rows {
        for x in 0..<frame.columns where !frame[x, y].isContinuation && frame[x, y].grapheme != " " {
            shown.append(frame[x, y].grapheme)
        }
    }
    let expected = string.compactMap { character -> Character? in
        guard character != "\n", character != "\r\n" else { return nil }
        let (grapheme, columns) = TerminalGlyph.cellContent(for: character)
        return columns == 0 || grapheme == " " ? nil : grapheme
    }
    let context = "\(string.debugDescription) at width \(width), line limit \(lineLimit.map(String.init) ?? "none")"
    if lineLimit == nil {
        fuzzRequire(
            shown == expected,
            "wrapping lost or added glyphs: \(context)\n  shown    \(String(shown).debugDescription)\n  expected \(String(expected).debugDescription)"
        )
    } else {
        let cut = shown == expected || (shown.last == "…" && expected.starts(with: shown.dropLast()))
        fuzzRequire(cut, "a cut text is not a prefix and an ellipsis: \(context)\n  shown    \(String(shown).debugDescription)")
    }
}

// MARK: Parameters

private func rectangle(_ input: inout FuzzInput) -> Rect {
    Rect(x: input.int(in: -6...46), y: input.int(in: -3...12), width: input.int(in: -2...50), height: input.int(in: -2...14))
}

private func cellStyle(_ input: inout FuzzInput) -> CellStyle {
    func color(_ input: inout FuzzInput) -> Color {
        switch input.byte() % 4 {
        case 0: .default
        case 1: .ansi(input.byte() % 16)
        case 2: .palette(input.byte())
        default: .rgb(RGB(input.byte(), input.byte(), input.byte()))
        }
    }
    return CellStyle(
        foreground: color(&input), background: color(&input),
        attributes: TextAttributes(rawValue: input.byte() & 0x3F))
}

// Under `--sanitize=fuzzer` SwiftPM compiles this file as a library and libFuzzer's main() calls
// LLVMFuzzerTestOneInput. In a plain build it is compiled as a script, so this initialiser runs
// at start-up and replays the files and folders named on the command line instead.
private let replay: Void = FuzzReplay.run(CommandLine.arguments, through: fuzzLayout)
