import Tessera
import TesseraGallery

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tessera-bench memory [FRAMES]`: both memory loops; true when both pass.
func runMemoryLoops(frames: Int) -> Bool {
    let cycling = runMemoryLoop(frames: frames)
    print("")
    let unchanged = runUnchangedModelLoop(frames: max(1_000, frames / 5))
    return cycling && unchanged
}

/// Renders the gallery headlessly for 100,000 frames (or `frames`), cycling pages, themes,
/// schemes, colour depths, densities, every overlay (help, search, command palette, inspector,
/// drawer), focus keys, scrolling and three screen sizes, one input per frame. Prints the resident
/// memory at 1k, 10k, 50k and 100k frames; passes when the last is within 10% of the first.
func runMemoryLoop(frames: Int) -> Bool {
    let themes = Theme.builtinNames.compactMap { try? Theme.builtin(named: $0) }
    let host = ViewHost(GalleryRoot(model: GalleryModel(themes: themes, page: "palette", reduceMotion: false)))
    let sizes = [TerminalSize(columns: 160, rows: 48), TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 60)]
    let checkpoints = [1_000, 10_000, 50_000, 100_000].filter { $0 < frames } + [frames]
    var readings: [(frame: Int, bytes: Int)] = []
    print("Gallery memory loop: \(frames) frames, one input each (sizes \(sizes.map(\.description).joined(separator: ", ")))")
    let clock = ContinuousClock()
    let start = clock.now
    for frame in 1...frames {
        if let event = MemoryLoopScript.event(at: frame) { host.handle(event) }
        host.time += 16
        _ = host.render(size: sizes[(frame / 997) % sizes.count])
        if checkpoints.contains(frame), let bytes = residentBytes() {
            readings.append((frame, bytes))
            print("  \(pad("\(frame)", 7)) frames   RSS \(pad(megabytes(bytes), 9))")
        }
    }
    let seconds = Double((clock.now - start).components.seconds) + Double((clock.now - start).components.attoseconds) / 1e18
    guard let first = readings.first, let last = readings.last else {
        print("verdict: cannot read the resident memory (/proc/self/statm)")
        return false
    }
    let growth = Double(last.bytes - first.bytes) / Double(first.bytes) * 100
    let passed = growth <= 10
    print(
        "verdict: \(passed ? "PASS" : "FAIL") — \(format(growth))% from \(first.frame) to \(last.frame) frames (limit 10%); "
            + "\(format(Double(frames) / seconds)) frames/s")
    return passed
}

/// Frames that change no model property: the progress page with its spinners animating and Tab
/// moving focus, as an app shows an animation or is tabbed through. Passes when resident memory
/// after `frames` more frames is within 10% of its value after the first 1,000.
func runUnchangedModelLoop(frames: Int) -> Bool {
    let themes = Theme.builtinNames.compactMap { try? Theme.builtin(named: $0) }
    let host = ViewHost(GalleryRoot(model: GalleryModel(themes: themes, page: "progress", reduceMotion: false)))
    let size = TerminalSize(columns: 160, rows: 48)
    print("Frames that change no model property: \(frames) on the progress page (spinners animating, Tab every 10th)")
    func frame(_ index: Int) {
        if index % 10 == 0 { host.handle(.key(KeyPress(.tab))) }
        host.time += 16
        _ = host.render(size: size)
    }
    for index in 1...1_000 { frame(index) }
    guard let first = residentBytes() else { return false }
    print("  \(pad("1000", 7)) frames   RSS \(pad(megabytes(first), 9))")
    for index in 1...frames { frame(index) }
    guard let last = residentBytes() else { return false }
    print("  \(pad("\(1_000 + frames)", 7)) frames   RSS \(pad(megabytes(last), 9))")
    let growth = Double(last - first) / Double(first) * 100
    let passed = growth <= 10
    print(
        "verdict: \(passed ? "PASS" : "FAIL") — \(format(growth))% (limit 10%), "
            + "\(format(Double(last - first) / Double(frames))) bytes a frame")
    return passed
}

/// The inputs of the memory loop: a fixed cycle of gallery keys, one per frame, that opens and
/// closes every overlay and moves through pages, themes and focus.
enum MemoryLoopScript {
    private static let cycle: [InputEvent?] = {
        func key(_ character: Character) -> InputEvent { .key(KeyPress(.character(character))) }
        func key(_ special: Key) -> InputEvent { .key(KeyPress(special)) }
        return [
            key("]"), nil, key(.tab), key(.down), key(.down), key(.enter), key(.pageDown), key(.end), key(.home),
            key("?"), nil, nil, key(.tab), key(.escape),   // help
            key("/"), key("b"), key("u"), key(.down), key(.backspace), key(.escape),   // search
            key(":"), key(.down), key(.down), key(.up), key(.escape),   // command palette
            key("i"), key(.tab), key(.tab), key("i"),   // inspector
            key("s"), key(.down), key(.escape),   // drawer
            key("t"), key("d"), key("c"), key("z"), key("m"), key(.backTab), key(.right), key(" "),
            .mouse(MouseEvent(.move, at: Point(x: 30, y: 10))), .mouse(MouseEvent(.wheelDown, at: Point(x: 60, y: 20))),
            key("T"), key("["), key("]"), key("]"),
        ]
    }()

    static func event(at frame: Int) -> InputEvent? { cycle[frame % cycle.count] }
}

/// The resident set size of this process, from `/proc/self/statm`.
func residentBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

private func megabytes(_ bytes: Int) -> String { "\(format(Double(bytes) / 1_048_576)) MB" }
