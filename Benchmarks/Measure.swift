/// Runs `body` `iterations` times after a warm-up and returns the mean time per run in µs.
func measure(iterations: Int, warmUp: Int = 20, _ body: () -> Void) -> Double {
    for _ in 0..<warmUp { body() }
    let clock = ContinuousClock()
    let elapsed = clock.measure {
        for _ in 0..<iterations { body() }
    }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return seconds * 1e6 / Double(iterations)
}

func report(_ name: String, _ microseconds: Double, note: String = "") {
    let padded = name + String(repeating: " ", count: max(1, 52 - name.count))
    let figure = microseconds >= 1000 ? "\(format(microseconds / 1000)) ms" : "\(format(microseconds)) µs"
    print("\(padded) \(figure)\(note.isEmpty ? "" : "   (\(note))")")
}

func format(_ value: Double) -> String {
    let scaled = (value * 100).rounded() / 100
    return String(scaled)
}
