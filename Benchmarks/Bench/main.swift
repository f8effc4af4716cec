import CellFloor
import FoundationEssentials
import Tessera
import TesseraGallery
import TesseraTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Speed figures (issue 14). Run in release: swift run -c release tessera-bench [--json] [--filter P] [--quick]
// Memory over a long run: swift run -c release tessera-bench memory [FRAMES]
// One page or workload in a loop, for a profiler: tessera-bench --profile PAGE|peer|peer-toggle|toggle|focus|theme [--iterations N [--trace]]
// The peer screen live (start-up and idle figures) is an app of its own: swift run -c release tessera-peer

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "memory" {
    let frames = arguments.dropFirst().first.flatMap { Int($0) }.map { max(1, $0) } ?? 100_000
    exit(runMemoryLoops(frames: frames) ? 0 : 1)
}

if let flag = arguments.firstIndex(of: "--profile") {
    let target = flag + 1 < arguments.count ? arguments[flag + 1] : ""
    guard let workload = ProfileTarget.workload(for: target) else {
        let pages = GalleryCatalog.tessera.pages.map(\.id)
        warn("--profile needs a gallery page or a workload: \((pages + ProfileTarget.workloads).joined(separator: ", "))")
        exit(2)
    }
    // `--iterations N` runs exactly N (for callgrind, whose counts do not depend on the machine's
    // load), `--trace` printing each frame's phases and bodies; otherwise about ten seconds of
    // frames, long enough for a sampling profiler.
    if let index = arguments.firstIndex(of: "--iterations"), index + 1 < arguments.count, let count = Int(arguments[index + 1]) {
        let traces = arguments.contains("--trace")
        for _ in 0..<max(0, count) {
            workload.frame()
            if traces, let host = workload.host { print(host.lastFrameTrace.line) }
        }
    } else {
        let metric = Sampler(quick: false, seconds: 10, maximumSamples: 100_000).time("profile.\(target)", workload.frame)
        print(metric.line)
    }
    exit(0)
}

let options: Options
switch Options.parse(arguments) {
case .success(let parsed): options = parsed
case .failure(let error):
    warn(error.message)
    warn(Options.usage)
    exit(2)
}

let sampler = Sampler(quick: options.quick)
let frames = FrameBenchmarks(sampler: sampler, wanted: options.wants)
let cells = CellWork(sampler: sampler)
let floor = cells.floor() ?? []
if floor.isEmpty { warn("the C floor could not allocate its frame") }
var metrics = frames.fullFrames() + frames.incrementalFrames() + frames.peerFrames()
metrics += cells.tessera(options.wants) + frames.lazyLists() + frames.inboxFrames() + frames.snapshots()
switch PresenterBytes(sampler: sampler, wanted: options.wants).run() {
case .success(let counted): metrics += counted
case .failure(let error): warn("present.bytes: \(error)")
}
metrics += floor.filter { options.wants($0.name) }

let targets = Targets(metrics: metrics, floor: floor)
let summary =
    ["", "C floor (\(floor_cell_size())-byte cells; Tessera's Cell is \(MemoryLayout<Cell>.stride) bytes):"]
    + floor.map { "  " + $0.line }
    + ["", "Ratios to floor.frame.200x60:"] + targets.ratios(of: metrics).map { "  " + $0 }
    + ["", "Targets (issue 14, item 6):"] + targets.report()
if options.json {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let data = try? encoder.encode(metrics) else {
        warn("the metrics could not be encoded")
        exit(1)
    }
    print(String(decoding: data, as: UTF8.self))
    summary.forEach(printToStandardError)
} else {
    print("Tessera benchmarks (\(options.quick ? "quick: few iterations, not figures to compare" : "release"); times in µs)")
    for metric in metrics { print(metric.line) }
    for line in summary { print(line) }
}
