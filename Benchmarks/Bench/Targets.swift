/// Issue 14's targets, checked against one run's metrics and the C floor measured in it. A miss
/// is reported, never a failure: figures on a shared machine are noisy.
struct Targets {
    let metrics: [String: Metric]
    /// `floor.frame.200x60`'s median in µs: a frame's cell work in plain C.
    let floor: Double?

    init(metrics: [Metric], floor: [Metric]) {
        self.metrics = Dictionary((metrics + floor).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.floor = floor.first { $0.name == "floor.frame.200x60" }?.median
    }

    /// Each frame metric's median as a multiple of the floor.
    func ratios(of measured: [Metric]) -> [String] {
        guard let floor, floor > 0 else { return ["the C floor was not measured"] }
        return measured.filter { $0.name.hasPrefix("frame.") && $0.unit == "us" }.map { metric in
            let padded = metric.name + String(repeating: " ", count: max(1, 44 - metric.name.count))
            return "\(padded) \(pad(format(metric.median / floor), 8))× floor"
        }
    }

    /// One line per target: PASS, MISS, or not measured, with the figure.
    func report() -> [String] {
        var lines: [String] = []
        func check(_ label: String, _ value: Double?, limit: Double, strict: Bool = false, shown: (Double) -> String) {
            guard let value else {
                lines.append("  —    \(label): not measured")
                return
            }
            let passed = strict ? value < limit : value <= limit
            lines.append("  \(passed ? "PASS" : "MISS") \(label): \(shown(value)) (limit \(strict ? "<" : "≤") \(shown(limit)))")
        }
        let times = { (value: Double) in "\(format(value)) µs" }
        let multiple = { (value: Double) in "\(format(value))×" }
        func ofFloor(_ name: String) -> Double? {
            guard let floor, floor > 0, let metric = metrics[name] else { return nil }
            return metric.median / floor
        }
        func ratio(_ name: String, to other: String) -> Double? {
            guard let metric = metrics[name], let base = metrics[other], base.median > 0 else { return nil }
            return metric.median / base.median
        }
        let densest = metrics.values.filter { $0.name.hasPrefix("frame.full.") && $0.name.hasSuffix(".200x60") }
            .max { $0.median < $1.median }
        check(
            "densest full frame (\(densest?.name ?? "none")) / floor", densest.flatMap { ofFloor($0.name) },
            limit: 8, shown: multiple)
        check("frame.toggle.200x60 / floor", ofFloor("frame.toggle.200x60"), limit: 2, shown: multiple)
        check("frame.focus.200x60 / floor", ofFloor("frame.focus.200x60"), limit: 2, shown: multiple)
        check("frame.unchanged.200x60 / floor", ofFloor("frame.unchanged.200x60"), limit: 0.2, shown: multiple)
        check("alloc.unchanged", metrics["alloc.unchanged"]?.median, limit: 0) { "\(Int($0)) allocations" }
        check("frame.theme.200x60 / floor", ofFloor("frame.theme.200x60"), limit: 8, shown: multiple)
        check("lazy.rows_1000000 / lazy.rows_100", ratio("lazy.rows_1000000", to: "lazy.rows_100"), limit: 1.2, shown: multiple)
        check("inbox.full.ratio (500 rows / 5)", metrics["inbox.full.ratio"]?.median, limit: 1.2, shown: multiple)
        check("inbox.down.ratio (500 rows / 5)", metrics["inbox.down.ratio"]?.median, limit: 1.2, shown: multiple)
        check(
            "frame.peer.toggle.120x40 (tui-rs 113 µs)", metrics["frame.peer.toggle.120x40"]?.median,
            limit: 113, strict: true, shown: times)
        check(
            "frame.peer.full.120x40 (tui-rs 247 µs)", metrics["frame.peer.full.120x40"]?.median,
            limit: 247, strict: true, shown: times)
        check("present.bytes.toggle", metrics["present.bytes.toggle"]?.median, limit: 80) { "\(Int($0)) bytes" }
        check("present.bytes.focus", metrics["present.bytes.focus"]?.median, limit: 250) { "\(Int($0)) bytes" }
        check(
            "cells.write.200x60 / floor.write.200x60", ratio("cells.write.200x60", to: "floor.write.200x60"),
            limit: 1.5, shown: multiple)
        check(
            "cells.fill.200x60 / floor.fill.200x60", ratio("cells.fill.200x60", to: "floor.fill.200x60"),
            limit: 1.5, shown: multiple)
        check(
            "cells.diff.200x60 / floor.diff.200x60", ratio("cells.diff.200x60", to: "floor.diff.200x60"),
            limit: 1.5, shown: multiple)
        return lines
    }
}
