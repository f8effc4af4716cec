/// Counts the ``LifetimeProbe``s alive.
final class ProbeTally {
    var alive = 0
}

/// An object whose life tells whether what holds it was let go: put into a view value or the
/// environment, it lives as long as something the renderer keeps holds that value.
final class LifetimeProbe {
    let tally: ProbeTally

    init(_ tally: ProbeTally) {
        self.tally = tally
        tally.alive += 1
    }

    deinit { tally.alive -= 1 }
}
