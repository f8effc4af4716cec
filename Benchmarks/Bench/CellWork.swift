import CellFloor
import Tessera

/// A frame's cell work at 200×60 in Tessera's `CellBuffer` and in the C floor, side by side: write
/// all 12,000 cells of ASCII text, fill them, compare with the previous frame, and (the floor) keep it.
struct CellWork {
    let sampler: Sampler
    let size = GallerySizes.large
    /// One row's text: 200 ASCII characters, the same bytes for both.
    private let line: String
    private let lineBytes: [CChar]

    init(sampler: Sampler) {
        self.sampler = sampler
        let text = String(String(repeating: "Tessera draws text into cells. ", count: 8).prefix(size.columns))
        line = text
        lineBytes = Array(text.utf8).map { CChar(bitPattern: $0) }
    }

    /// `cells.write.200x60`, `cells.put.200x60` (the same text a glyph at a time, as views draw
    /// it), `cells.fill.200x60` and `cells.diff.200x60` (one cell changed), in Tessera.
    func tessera(_ wanted: (String) -> Bool) -> [Metric] {
        var metrics: [Metric] = []
        var buffer = CellBuffer(size: size)
        let style = CellStyle(foreground: .ansi(2), background: .default, attributes: [])
        if wanted("cells.write.200x60") {
            metrics.append(
                sampler.time("cells.write.200x60") {
                    for y in 0..<size.rows { buffer.write(line, at: Point(x: 0, y: y), style: style) }
                })
        }
        if wanted("cells.put.200x60") {
            let glyphs = line.map(CellGlyph.init)
            metrics.append(
                sampler.time("cells.put.200x60") {
                    for y in 0..<size.rows {
                        var x = 0
                        for glyph in glyphs { x = buffer.put(glyph, at: Point(x: x, y: y), style: style) }
                    }
                })
        }
        if wanted("cells.fill.200x60") {
            let blank = Cell.blank(CellStyle(background: .ansi(4)))
            metrics.append(sampler.time("cells.fill.200x60") { buffer.fill(buffer.bounds, with: blank) })
        }
        if wanted("cells.diff.200x60") {
            for y in 0..<size.rows { buffer.write(line, at: Point(x: 0, y: y), style: style) }
            var next = buffer
            next.write("x", at: Point(x: size.columns / 2, y: size.rows / 2), style: style)
            var runs = 0
            metrics.append(sampler.time("cells.diff.200x60") { runs &+= next.changedRuns(since: buffer).count })
            if runs == 0 { warn("cells.diff.200x60 found no changed run") }
        }
        return metrics
    }

    /// The C floor: `floor.write.200x60`, `floor.fill.200x60`, `floor.diff.200x60` (one cell
    /// changed) and `floor.frame.200x60` (write, compare, keep); nil when it cannot allocate its frame.
    func floor() -> [Metric]? {
        guard let frame = floor_frame_create(Int32(size.columns), Int32(size.rows)) else { return nil }
        defer { floor_frame_destroy(frame) }
        let count = Int32(lineBytes.count)
        return lineBytes.withUnsafeBufferPointer { text -> [Metric] in
            guard let base = text.baseAddress else { return [] }
            let write = sampler.time("floor.write.200x60") { floor_write_text(frame, base, count, 2, 0, 0) }
            let blank = floor_cell(scalar: 0x20, foreground: 0, background: 4, attributes: 0, width: 1, spare: 0)
            let fill = sampler.time("floor.fill.200x60") { floor_fill(frame, blank) }
            floor_write_text(frame, base, count, 2, 0, 0)
            floor_keep(frame)
            frame.pointee.cells[size.cells / 2].scalar = UInt32(UInt8(ascii: "x"))
            var runs: Int32 = 0
            let diff = sampler.time("floor.diff.200x60") { runs &+= floor_diff(frame) }
            if runs == 0 { warn("floor.diff.200x60 found no changed run") }
            // The same text every frame, as a frame of a still screen: every cell written and compared.
            let whole = sampler.time("floor.frame.200x60") { runs &+= floor_frame_step(frame, base, count, 2) }
            return [write, fill, diff, whole]
        }
    }
}

extension TerminalSize {
    /// The number of cells on a screen of this size.
    var cells: Int { columns * rows }
}
