import AllocationCounter

/// Times benchmark bodies: a warm-up, then samples of one or more runs each, until a time budget
/// is spent. A sample of a fast body batches runs so the clock's own cost stays negligible.
struct Sampler {
    /// Few runs: proves every metric still runs (CI), not a figure to compare.
    let quick: Bool
    /// The time one metric may take, in µs.
    private let budget: Double
    private let maximumSamples: Int

    /// A sampler for the metrics; `seconds` per metric (0.4 unless quick) and at most
    /// `maximumSamples` samples (400 unless quick).
    init(quick: Bool, seconds: Double? = nil, maximumSamples: Int? = nil) {
        self.quick = quick
        budget = (seconds ?? (quick ? 0.02 : 0.4)) * 1e6
        self.maximumSamples = quick ? 3 : maximumSamples ?? 400
    }

    private var warmUp: Int { quick ? 1 : 10 }
    private var minimumSamples: Int { quick ? 3 : 15 }
    /// The shortest sample, in µs: shorter bodies are run several times in one.
    private static let shortestSample = 50.0

    /// Microseconds per run of `body`, which `setUp` prepares untimed before each run.
    func time(_ name: String, setUp: () -> Void = {}, _ body: () -> Void) -> Metric {
        for _ in 0..<warmUp {
            setUp()
            body()
        }
        let clock = ContinuousClock()
        setUp()
        let once = microseconds(clock.measure(body))
        let batch = max(1, min(10_000, Int(Self.shortestSample / max(once, 0.001))))
        let samples = max(minimumSamples, min(maximumSamples, Int(budget / max(once * Double(batch), 0.001))))
        var figures: [Double] = []
        figures.reserveCapacity(samples)
        for _ in 0..<samples {
            var elapsed = Duration.zero
            for _ in 0..<batch {
                setUp()
                elapsed += clock.measure(body)
            }
            figures.append(microseconds(elapsed) / Double(batch))
        }
        return Metric(name: name, samples: figures, unit: "us", iterations: samples * batch)
    }

    /// How many times `numerator` takes as long as `denominator`: the median of the ratios of runs
    /// made in turns (each after its own untimed set-up), so a change of the machine's speed during
    /// the measurement falls on both alike.
    func pairedRatio(
        _ name: String, numerator: (setUp: () -> Void, body: () -> Void),
        denominator: (setUp: () -> Void, body: () -> Void)
    ) -> Metric {
        for _ in 0..<warmUp {
            numerator.setUp(); numerator.body()
            denominator.setUp(); denominator.body()
        }
        let clock = ContinuousClock()
        var ratios: [Double] = []
        var spent = 0.0
        while ratios.count < minimumSamples || (ratios.count < maximumSamples && spent < budget) {
            denominator.setUp()
            let below = microseconds(clock.measure(denominator.body))
            numerator.setUp()
            let above = microseconds(clock.measure(numerator.body))
            spent += below + above
            ratios.append(above / max(below, 0.001))
        }
        return Metric(name: name, samples: ratios, unit: "x", iterations: ratios.count)
    }

    /// A count per run of `body` (bytes written, allocations made), over `runs` runs.
    func count(_ name: String, unit: String, runs: Int, _ body: () -> Int) -> Metric {
        let runs = quick ? min(runs, 3) : runs
        let counts = (0..<runs).map { _ in Double(body()) }
        return Metric(name: name, samples: counts, unit: unit, iterations: runs)
    }

    /// Heap allocations made by one run of `body`, over `runs` runs after the warm-up.
    func allocations(_ name: String, runs: Int, _ body: () -> Void) -> Metric {
        if !Self.countsSwiftAllocations() { warn("\(name): the allocation counter does not see Swift's allocations") }
        for _ in 0..<warmUp { body() }
        return count(name, unit: "allocations", runs: runs) {
            let before = allocation_count()
            body()
            return Int(allocation_count() - before)
        }
    }

    private func microseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    }

    /// Whether an array the Swift runtime allocates (in libswiftCore, not this executable) is counted.
    private static func countsSwiftAllocations() -> Bool {
        let before = allocation_count()
        let array = [Int](repeating: 7, count: 64 + CommandLine.arguments.count)
        let after = allocation_count()
        return after > before && array.count > 64
    }
}
