import Foundation
import Tessera
import TesseraStories

/// Renders every story of `book` in every mode it declares and compares each with its own
/// reference beside the test (`__Snapshots__/<TestFile>/<book>.<story>.<mode>.<ext>`), and runs
/// the story checks (accessibility labels, contrast at the mode's depth, clipping, monochrome
/// states) unless the story opted out with `Story/allowing(_:because:)`. A story with a play
/// script (`Story/play(_:)`) is also compared after each step, each step with its own
/// reference (`<book>.<story>.<mode>.step-1.<ext>`, …); a step that cannot be done (a label that
/// is not on screen) fails with the step named.
///
/// Record modes, line diffs and artifacts are those of ``assertSnapshot(of:size:theme:scheme:colors:density:format:named:record:fileID:filePath:testName:line:column:)``.
/// Each failure names the story and the mode, and the command that opens exactly that state in
/// the gallery.
///
/// ```swift
/// @Test func walletStories() {
///     assertStories(wallet)
/// }
/// ```
///
/// - Parameters:
///   - book: the stories to check, each in every mode it declares.
///   - format: the references' format: `.ansi` (the default), `.text` or `.svg`.
///   - record: whether to record references (`nil`: as `TESSERA_RECORD` says).
///   - galleryCommand: how the failure message says to open the gallery (your gallery executable).
///   - fileID: where a failure is reported; leave the default.
///   - filePath: where a failure is reported, and where `__Snapshots__` is; leave the default.
///   - line: where a failure is reported; leave the default.
///   - column: where a failure is reported; leave the default.
public func assertStories(
    _ book: StoryBook,
    format: SnapshotFormat = .ansi,
    record: SnapshotRecordMode? = nil,
    galleryCommand: String = "swift run gallery",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    for message in storyFailures(
        book, format: format, record: record, galleryCommand: galleryCommand,
        filePath: "\(filePath)", environment: ProcessInfo.processInfo.environment)
    {
        SnapshotFailureReporter.report(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// What `assertStories` reports for `book`: one message per story and mode that fails.
package func storyFailures(
    _ book: StoryBook, format: SnapshotFormat, record: SnapshotRecordMode?,
    galleryCommand: String, filePath: String, environment: [String: String]
) -> [String] {
    let stories = book.stories
    guard !stories.isEmpty else { return ["The book \(book.id) has no stories."] }
    let mode = SnapshotRecordMode.resolved(record, environment: environment)
    var messages: [String] = []
    for entry in stories {
        let argSets: [StoryArgSet]
        do {
            argSets = try StoryArgSet.sets(of: entry.story)
        } catch {
            messages.append("Story \(entry.id): \(error.message)")
            continue
        }
        for argSet in argSets {
            for storyMode in entry.modes.all {
                let failures = StoryAssertion(entry: entry, mode: storyMode, format: format, argSet: argSet)
                    .failures(recordMode: mode, filePath: filePath, environment: environment)
                guard !failures.isEmpty else { continue }
                let args = argSet.args.isEmpty ? [] : ["--args", argSet.args]
                // The command is the caller's own shell words; only what follows it is quoted.
                let link = ([galleryCommand] + (["--story", entry.id] + args + storyMode.arguments).map(ShellWord.quoted))
                    .joined(separator: " ")
                let with = argSet.args.isEmpty ? "" : ", args \(MessageText.escaped(argSet.args))"
                messages.append(
                    "Story \(entry.id)\(with), mode \(storyMode.name):\n" + failures.joined(separator: "\n")
                        + "\nOpen it in the gallery (in a terminal of \(storyMode.size.columns)×\(storyMode.size.rows)): \(link)")
            }
        }
    }
    return messages
}

/// One story in one mode: its snapshot compared, and its checks run.
struct StoryAssertion {
    let entry: StoryEntry
    let mode: StoryMode
    let format: SnapshotFormat
    /// The control values it is drawn with.
    var argSet = StoryArgSet.defaults

    /// The reference's name: `wallet.pay-button.default.light.truecolor.80x24.regular`, and with
    /// args `wallet.pay-button.with-variant-negative.default.light.truecolor.80x24.regular`.
    var referenceName: String {
        entry.id.replacingOccurrences(of: "/", with: ".") + argSet.nameSuffix + "." + mode.name
    }

    func failures(recordMode: SnapshotRecordMode, filePath: String, environment: [String: String]) -> [String] {
        let render = StoryRender(entry.story, in: mode, controls: StoryControls(values: argSet.values))
        let location = SnapshotLocation(
            filePath: filePath, testName: nil, name: referenceName,
            fileExtension: format.fileExtension, environment: environment)
        var failures: [String] = []
        if let failure = SnapshotCheck(location: location, mode: recordMode)
            .check(actual: render.frame.serialized(as: format), frame: render.frame, format: format)
        {
            failures.append(failure)
        }
        failures += StoryChecks.problems(of: entry.story, render: render).map { "Check \($0)" }
        var called = render.controls.actions.calls.map(\.name)
        if !entry.story.playSteps.isEmpty {
            let play = playFailures(recordMode: recordMode, filePath: filePath, environment: environment)
            failures += play.failures
            called = play.actions
        }
        if let expected = entry.story.expectedActions, called != expected {
            failures.append("Actions: expected [\(expected.joined(separator: ", "))], called [\(called.joined(separator: ", "))]")
        }
        return failures
    }

    /// The play script's steps, each compared with its own reference (`….step-1`, `….step-2`, …),
    /// and the actions the story called by the end of it.
    private func playFailures(
        recordMode: SnapshotRecordMode, filePath: String,
        environment: [String: String]
    ) -> (failures: [String], actions: [String]) {
        let playback = StoryPlayback(entry.story, in: mode, controls: StoryControls(values: argSet.values))
        var failures: [String] = []
        for (index, step) in playback.steps.enumerated() {
            let title = "Step \(index + 1) (\(step.step))"
            if let problem = step.problem {
                failures.append("\(title) could not be done: \(problem).")
            }
            let location = SnapshotLocation(
                filePath: filePath, testName: nil, name: referenceName + ".step-\(index + 1)",
                fileExtension: format.fileExtension, environment: environment)
            if let failure = SnapshotCheck(location: location, mode: recordMode)
                .check(actual: step.frame.serialized(as: format), frame: step.frame, format: format)
            {
                failures.append("\(title): \(failure)")
            }
        }
        return (failures, playback.controls.actions.calls.map(\.name))
    }
}
