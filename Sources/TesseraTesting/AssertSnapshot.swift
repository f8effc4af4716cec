import Foundation
import Testing
import XCTest

/// Renders `view` headlessly and compares it with the reference file beside the test
/// (`__Snapshots__/<TestFile>/<test>.<name>.<ext>`), failing through whichever test framework is
/// running (Swift Testing or XCTest).
///
/// A missing reference is written and the test fails, so it gets looked at before it is
/// committed (see ``SnapshotRecordMode``; `TESSERA_RECORD=all|missing|failed|never`, and `never`
/// when `CI` is set). On a mismatch the failure shows a line diff of the text, or the first cell
/// whose style differs, and the actual render is written as text and SVG under
/// `TESSERA_ARTIFACTS` (default `.build/tessera-artifacts`).
///
/// ```swift
/// @Test func accountScreen() {
///     assertSnapshot(of: AccountView(settings: Settings()), size: TerminalSize(columns: 60, rows: 12), named: "empty")
/// }
/// ```
public func assertSnapshot<V: View>(
    of view: V,
    size: TerminalSize = TerminalSize(columns: 80, rows: 24),
    theme: Theme = .default,
    scheme: ColorScheme = .light,
    colors: ColorDepth = .truecolor,
    density: Density = .regular,
    format: SnapshotFormat = .text,
    named name: String = "1",
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let frame = Snapshot.Frame(view, size: size, theme: theme, scheme: scheme, colors: colors, density: density)
    assertFrame(
        frame, format: format, named: name, record: record,
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// Compares the screen of a ``HeadlessApp`` with the reference file beside the test, as
/// `assertSnapshot(of:size:…)` does for a view: the frame after the input the test gave it.
///
/// ```swift
/// app.press(.enter)
/// assertSnapshot(of: app, named: "signed-in")
/// ```
public func assertSnapshot(
    of app: HeadlessApp,
    format: SnapshotFormat = .text,
    named name: String = "1",
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertFrame(
        app.frame, format: format, named: name, record: record,
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// Checks `frame` against its reference and reports any failure at the caller's line.
func assertFrame(
    _ frame: Snapshot.Frame, format: SnapshotFormat, named name: String, record: SnapshotRecordMode?,
    fileID: StaticString, filePath: StaticString, testName: String, line: UInt, column: UInt
) {
    let actual = frame.serialized(as: format)
    let environment = ProcessInfo.processInfo.environment
    let mode = SnapshotRecordMode.resolved(record, environment: environment)
    let location = SnapshotLocation(
        filePath: "\(filePath)", testName: testName, name: name,
        fileExtension: format.fileExtension, environment: environment)
    let failure = SnapshotCheck(location: location, mode: mode).check(actual: actual, frame: frame, format: format)
    if let failure {
        SnapshotFailureReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Compares, records and writes artifacts; returns the failure message, if any.
struct SnapshotCheck {
    /// The largest reference file read (an SVG of a 1000×500 screen is a few MB).
    static let maximumReferenceSize = 64 << 20

    let location: SnapshotLocation
    let mode: SnapshotRecordMode

    func check(actual: String, frame: Snapshot.Frame, format: SnapshotFormat) -> String? {
        let path = location.reference.path
        // Never waits on a FIFO or reads a device without end where the reference should be.
        let read = RegularFileReader.contents(atPath: path, limit: Self.maximumReferenceSize)
        if mode != .all, case .failure(let failure) = read, failure != .missing {
            return "The reference \(path) \(failure)."
        }
        let reference = try? String(decoding: read.get(), as: UTF8.self)
        do {
            switch (mode, reference) {
            case (.all, _):
                try write(actual, to: location.reference)
                return "Recorded \(path) (record mode all). Review it, then run again."
            case (.missing, nil):
                try write(actual, to: location.reference)
                return "No reference yet: recorded \(path). Review it, then run again."
            case (.never, nil), (.failed, nil):
                return "No reference at \(path) (record mode \(mode.rawValue)). Run with TESSERA_RECORD=missing to record it."
            case (_, let reference?):
                guard let difference = SnapshotDifference.between(reference: reference, actual: actual, format: format) else {
                    return nil
                }
                let artifacts = try writeArtifacts(frame)
                var message = "Snapshot \(path) does not match.\n\(difference)\nActual render: \(artifacts)"
                if mode == .failed {
                    try write(actual, to: location.reference)
                    message += "\nRe-recorded the reference (record mode failed). Review it, then run again."
                }
                return message
            }
        } catch {
            return "Could not write snapshot files for \(path): \(error)"
        }
    }

    /// Writes a new file renamed over the old one, so a FIFO or link at that name is replaced,
    /// never written through (or waited on).
    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    /// Writes the actual render as text and SVG; returns the text file's path.
    private func writeArtifacts(_ frame: Snapshot.Frame) throws -> String {
        let base = location.artifactsFolder.appendingPathComponent(location.baseName)
        let text = base.appendingPathExtension("actual.txt")
        try write(frame.serialized(as: .text), to: text)
        try write(frame.serialized(as: .svg), to: base.appendingPathExtension("actual.svg"))
        return text.path
    }
}

/// Reports a failure through Swift Testing when a Swift Testing test is running, else XCTest.
enum SnapshotFailureReporter {
    static func report(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        // Paths come from the environment and diff lines from a reference file: neither may reach
        // the terminal running the tests as a control sequence.
        let message = message.split(separator: "\n", omittingEmptySubsequences: false)
            .map { MessageText.escaped(String($0)) }.joined(separator: "\n")
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(fileID)", filePath: "\(filePath)",
                    line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
