import Foundation
import Testing

@testable import TesseraTesting

/// Each test writes into its own temporary folder, posing as a test file there.
private struct Sandbox {
    let folder: URL
    let testFile: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-snap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        testFile = folder.appendingPathComponent("ScreenTests.swift").path
    }

    var reference: URL {
        folder.appendingPathComponent("__Snapshots__/ScreenTests/balance.main.txt")
    }

    func location(_ name: String = "main", ext: String = "txt") -> SnapshotLocation {
        SnapshotLocation(
            filePath: testFile, testName: "balance()", name: name, fileExtension: ext,
            environment: ["TESSERA_ARTIFACTS": folder.appendingPathComponent("artifacts").path])
    }

    func check<V: View>(_ view: V, mode: SnapshotRecordMode, format: SnapshotFormat = .text) -> String? {
        let frame = Snapshot.Frame(view, size: TerminalSize(columns: 20, rows: 3))
        return SnapshotCheck(location: location(ext: format.fileExtension), mode: mode)
            .check(actual: frame.serialized(as: format), frame: frame, format: format)
    }
}

private struct Balance: View {
    var amount = "$1,024.00"
    var role: TextRole = .body
    var body: some View {
        VStack(alignment: .leading) {
            Text("Balance").textRole(.title3); Text(amount).textRole(role)
        }
    }
}

@Suite struct AssertSnapshotTests {
    @Test func aMissingReferenceIsRecordedAndFailsThenPasses() throws {
        let sandbox = try Sandbox()
        let first = sandbox.check(Balance(), mode: .missing)
        #expect(first?.contains("recorded") == true)
        let recorded = try String(contentsOf: sandbox.reference, encoding: .utf8)
        #expect(recorded.hasPrefix("Balance"))
        #expect(sandbox.check(Balance(), mode: .missing) == nil)
    }

    @Test func aChangedViewFailsWithALineDiffAndWritesArtifacts() throws {
        let sandbox = try Sandbox()
        _ = sandbox.check(Balance(), mode: .missing)
        let message = try #require(sandbox.check(Balance(amount: "$2,048.00"), mode: .never))
        #expect(message.contains("- $1,024.00"))
        #expect(message.contains("+ $2,048.00"))
        let removed = try #require(message.range(of: "- $1,024.00"))
        let added = try #require(message.range(of: "+ $2,048.00"))
        #expect(removed.lowerBound < added.lowerBound, "removed lines come before added ones")
        let artifacts = sandbox.folder.appendingPathComponent("artifacts/ScreenTests")
        #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("balance.main.actual.txt").path))
        #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("balance.main.actual.svg").path))
        let reference = try String(contentsOf: sandbox.reference, encoding: .utf8)
        #expect(reference.contains("$1,024.00"), "never mode leaves the reference alone")
    }

    @Test func aStyleOnlyChangeNamesTheFirstDifferingCell() throws {
        let sandbox = try Sandbox()
        _ = sandbox.check(Balance(), mode: .missing, format: .ansi)
        let message = try #require(sandbox.check(Balance(role: .headline), mode: .never, format: .ansi))
        #expect(message.contains("only styles differ: first at column 0, row 1"), "\(message)")
        #expect(message.contains("expected") && message.contains("got"))
    }

    @Test func neverDoesNotRecordAndFailedRerecords() throws {
        let sandbox = try Sandbox()
        let missing = try #require(sandbox.check(Balance(), mode: .never))
        #expect(missing.contains("No reference"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.reference.path))
        _ = sandbox.check(Balance(), mode: .all)
        let rerecorded = try #require(sandbox.check(Balance(amount: "$7"), mode: .failed))
        #expect(rerecorded.contains("Re-recorded"))
        #expect(try String(contentsOf: sandbox.reference, encoding: .utf8).contains("$7"))
    }

    @Test func recordModeComesFromTheCallThenTheEnvironmentThenCI() {
        #expect(SnapshotRecordMode.resolved(nil, environment: [:]) == .missing)
        #expect(SnapshotRecordMode.resolved(nil, environment: ["CI": "true"]) == .never)
        #expect(SnapshotRecordMode.resolved(nil, environment: ["CI": "true", "TESSERA_RECORD": "all"]) == .all)
        #expect(SnapshotRecordMode.resolved(.failed, environment: ["TESSERA_RECORD": "all"]) == .failed)
    }

    @Test func referencesLiveBesideTheTestFile() throws {
        let sandbox = try Sandbox()
        let location = sandbox.location("dark mode")
        #expect(location.reference.path.hasSuffix("__Snapshots__/ScreenTests/balance.dark_mode.txt"))
        #expect(sandbox.location("a.b/c").reference.lastPathComponent == "balance.a.b_c.txt")
    }

    @Test func assertSnapshotReportsThroughSwiftTesting() throws {
        let sandbox = try Sandbox()
        withKnownIssue {
            assertSnapshot(
                of: Balance(), size: TerminalSize(columns: 20, rows: 3), named: "main", record: .never,
                filePath: StaticString(stringLiteral: "/nonexistent/ScreenTests.swift"))
        }
        _ = sandbox
    }

    @Test func renderingIsDeterministic() {
        let view = VStack {
            Text("漢字 👋🏽").bold(); ProgressView(value: 0.3)
        }
        for format in [SnapshotFormat.text, .ansi, .svg] {
            let first = Snapshot.render(view, size: TerminalSize(columns: 30, rows: 4), scheme: .dark, colors: .c256, format: format)
            let second = Snapshot.render(view, size: TerminalSize(columns: 30, rows: 4), scheme: .dark, colors: .c256, format: format)
            #expect(first == second)
        }
    }
}

@Suite struct AccessibilityAuditTests {
    @Test func findsOnlyTheUnlabeledElement() {
        let view = VStack {
            Button("Save") {}
            Text("custom").focusable()
            Text("labelled").focusable().accessibilityLabel("Labelled")
        }
        let unlabeled = AccessibilityAudit.unlabeledElements(in: view, size: TerminalSize(columns: 20, rows: 5))
        #expect(unlabeled.count == 1)
        #expect(unlabeled.first?.y == 1, "the second row: Text(\"custom\").focusable()")
    }
}
