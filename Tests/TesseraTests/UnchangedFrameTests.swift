import Observation
import Testing

@testable import Tessera

/// A frame in which nothing changed is the last frame itself: no body is evaluated.
@Suite struct UnchangedFrameTests {
    final class Evaluations { var count = 0 }
    @Observable final class Model { var title = "one" }

    struct Counted: View {
        let evaluations: Evaluations
        let model: Model
        var body: some View {
            evaluations.count += 1
            return Text(model.title)
        }
    }

    private let size = TerminalSize(columns: 10, rows: 2)

    @Test func aFrameWithNoChangeEvaluatesNoBody() {
        let evaluations = Evaluations()
        let host = ViewHost(Counted(evaluations: evaluations, model: Model()))
        let first = host.render(size: size)
        let count = evaluations.count
        #expect(count > 0)
        #expect(!host.lastFrameTrace.reused && host.lastFrameTrace.bodies == 1)
        let second = host.render(size: size)
        #expect(evaluations.count == count)
        #expect(second == first)
        #expect(host.lastFrameTrace.reused && host.lastFrameTrace.bodies == 0)
    }

    @Test func anObservedChangeASizeOrAnEnvironmentChangeMakesAFullFrame() {
        let evaluations = Evaluations()
        let model = Model()
        let host = ViewHost(Counted(evaluations: evaluations, model: model))
        _ = host.render(size: size)
        model.title = "two"
        #expect(String(host.render(size: size).row(0).map(\.grapheme)).hasPrefix("two"))
        var count = evaluations.count
        _ = host.render(size: TerminalSize(columns: 11, rows: 2))
        #expect(evaluations.count > count)
        count = evaluations.count
        host.environment.colorScheme = .dark
        _ = host.render(size: TerminalSize(columns: 11, rows: 2))
        #expect(evaluations.count > count)
        count = evaluations.count
        host.invalidate()
        _ = host.render(size: TerminalSize(columns: 11, rows: 2))
        #expect(evaluations.count > count)
    }

    @Test func anAnimationStillAdvancesWhenItsBeatIsDue() {
        let host = ViewHost(TimelineView(interval: 100) { beat in Text("beat \(beat)") })
        #expect(String(host.render(size: size).row(0).map(\.grapheme)).hasPrefix("beat 0"))
        host.time = 250
        #expect(String(host.render(size: size).row(0).map(\.grapheme)).hasPrefix("beat 2"))
    }
}
