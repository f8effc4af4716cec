/// One measured figure, as `tessera-bench` prints it and `--json` encodes it. The names are a
/// contract (issue 14): scripts compare runs by them.
struct Metric: Codable, Sendable {
    let name: String
    let median: Double
    let p90: Double
    /// `us` (microseconds per iteration), `bytes` or `allocations`.
    let unit: String
    let iterations: Int

    /// The figure from samples (one per iteration or batch of iterations).
    init(name: String, samples: [Double], unit: String, iterations: Int) {
        let sorted = samples.sorted()
        self.name = name
        median = Self.percentile(sorted, 0.5)
        p90 = Self.percentile(sorted, 0.9)
        self.unit = unit
        self.iterations = iterations
    }

    /// The nearest-rank percentile of sorted samples; 0 for none.
    private static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(sorted.count - 1, max(0, rank))]
    }

    /// The metric as one line of the text report.
    var line: String {
        let padded = name + String(repeating: " ", count: max(1, 44 - name.count))
        return "\(padded) median \(pad(format(median), 10)) \(unit)   p90 \(pad(format(p90), 10)) \(unit)   n=\(iterations)"
    }
}

/// `value` rounded to two decimals.
func format(_ value: Double) -> String {
    let scaled = (value * 100).rounded() / 100
    return String(scaled)
}

/// `text` right-aligned in `width` columns.
func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}
