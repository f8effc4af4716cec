import Foundation
import TesseraBooks
import TesseraStories
import Testing

/// Issue #11, point 6: the `code:` of every one of Tessera's own stories is the code that runs —
/// the source of its body, white space aside, without the `StoryState` wrapper that holds a binding
/// (and, for a story with controls, with its `$(arg)` placeholders read as the variables of its inputs).
@Suite struct StoryCodeTests {
    /// A `Story(…)` call and the file it is in.
    struct Located {
        let file: String
        let call: StorySource.Call
    }

    /// Every `Story(…)` call in the `.swift` files under `Gallery/Books`.
    static func storyCalls() throws -> [Located] {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let books = root.appendingPathComponent("Gallery/Books").resolvingSymlinksInPath()
        let files = (FileManager.default.enumerator(at: books, includingPropertiesForKeys: nil)?.allObjects ?? [])
            .compactMap { $0 as? URL }
            .map { $0.resolvingSymlinksInPath() }
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
        var found: [Located] = []
        for file in files {
            let name = "Gallery/Books/" + file.path.dropFirst(books.path.count + 1)
            do {
                let calls = try StorySource.calls(in: String(contentsOf: file, encoding: .utf8))
                found += calls.map { Located(file: name, call: $0) }
            } catch let problem as StorySource.Problem {
                Issue.record("\(name):\(problem.line): \(problem.message)")
            }
        }
        return found
    }

    @Test func everyCodeIsTheSourceOfItsBody() throws {
        let calls = try Self.storyCalls()
        #expect(calls.filter { $0.call.code != nil }.count > 50)
        for located in calls {
            guard let written = located.call.code else { continue }
            // A story with controls shows its inputs' values where the body reads their variables.
            let (code, body) = StorySource.controlled(code: written, body: located.call.body) ?? (written, located.call.body)
            let shown = StorySource.normalised(code)
            let runs = StorySource.normalised(StorySource.callSite(of: body))
            #expect(
                shown == runs,
                """
                \(located.file):\(located.call.line): the story's code: is not its body
                  code: \(shown)
                  body: \(runs)
                """)
        }
    }

    /// The scan cannot pass by finding nothing: it finds exactly the stories the books hold, with
    /// the same code strings.
    @Test func theScanFindsEveryStoryOfTheBooks() throws {
        let calls = try Self.storyCalls()
        let stories = TesseraBooks.all.flatMap(\.stories)
        #expect(stories.count > 80)
        #expect(calls.count == stories.count)
        #expect(calls.compactMap(\.call.code).sorted() == stories.compactMap(\.story.code).sorted())
    }
}
