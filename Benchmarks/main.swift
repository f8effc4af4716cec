import Foundation
import TesseraGallery
import Tessera

// Frame-cost benchmarks. Run in release: swift run -c release tessera-bench
// Memory over a long run: swift run -c release tessera-bench memory [FRAMES]

let screen = TerminalSize(columns: 200, rows: 60)

func lazyList(rows: Int) -> some View {
    ScrollView {
        LazyVStack {
            ForEach(0..<rows) { index in
                HStack {
                    Text("Row \(index)").textRole(.label1)
                    Spacer()
                    Text("detail \(index % 97)").foregroundColor(.fgMuted)
                }
            }
        }
    }
}

if CommandLine.arguments.dropFirst().first == "memory" {
    let frames = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) }.map { max(1, $0) } ?? 100_000
    exit(runMemoryLoops(frames: frames) ? 0 : 1)
}

// `tessera-bench --profile PAGE` renders one gallery page in a loop, for a profiler.
if let flag = CommandLine.arguments.firstIndex(of: "--profile"), flag + 1 < CommandLine.arguments.count,
   let page = GalleryCatalog.tessera.page(for: CommandLine.arguments[flag + 1])?.id {
    let themes = Theme.builtinNames.compactMap { try? Theme.builtin(named: $0) }
    let host = ViewHost(GalleryRoot(model: GalleryModel(themes: themes, page: page, reduceMotion: true)))
    report("Gallery page \(page), full frame", measure(iterations: 2000) { _ = host.render(size: screen) })
    exit(0)
}

print("Tessera benchmarks (release build, mean per frame at \(screen))")
let small = ViewHost(lazyList(rows: 100))
let huge = ViewHost(lazyList(rows: 1_000_000))
let smallCost = measure(iterations: 300) { _ = small.render(size: screen) }
let hugeCost = measure(iterations: 300) { _ = huge.render(size: screen) }
report("LazyVStack, 100 rows: resolve + layout + draw", smallCost)
report("LazyVStack, 1,000,000 rows: resolve + layout + draw", hugeCost,
       note: "\(format((hugeCost / smallCost - 1) * 100))% vs 100 rows")

let dense = ViewHost(
    VStack(alignment: .leading) {
        ForEach(0..<58) { row in
            HStack(spacing: 1) {
                ForEach(0..<8) { column in
                    Text("cell \(row).\(column)").foregroundColor(column % 2 == 0 ? .fgPrimary : .fg)
                        .padding(.horizontal, 1)
                        .background(row % 2 == 0 ? .bgAlternate : .bg)
                }
            }
        }
    }
)
report("Dense grid of 464 styled texts", measure(iterations: 200) { _ = dense.render(size: screen) })

var buffer = CellBuffer(size: screen)
let line = String(repeating: "Tessera draws text into cells ", count: 7)
report("CellBuffer: write 60 rows of ASCII", measure(iterations: 500) {
    for y in 0..<60 { buffer.write(line, at: Point(x: 0, y: y), style: .plain) }
})
var changed = buffer
changed.write("x", at: Point(x: 100, y: 30), style: .plain)
report("CellBuffer: diff two 200×60 frames, one cell changed", measure(iterations: 500) {
    _ = changed.changedRuns(since: buffer)
})

// The design's bar: a full frame of the densest gallery page at 200×60 (resolve + layout + draw)
// well under a millisecond. Every page, densest first.
let themes = Theme.builtinNames.compactMap { try? Theme.builtin(named: $0) }
var pageCosts: [(String, Double)] = []
for page in GalleryCatalog.tessera.pages.map(\.id) {
    let host = ViewHost(GalleryRoot(model: GalleryModel(themes: themes, page: page, reduceMotion: true)))
    pageCosts.append((page, measure(iterations: 100) { _ = host.render(size: screen) }))
}
for (page, cost) in pageCosts.sorted(by: { $0.1 > $1.1 }).prefix(6) {
    report("Gallery page \(page), full frame", cost)
}
