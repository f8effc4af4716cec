import Tessera

// Frame-cost benchmarks. Run in release: swift run -c release tessera-bench

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
