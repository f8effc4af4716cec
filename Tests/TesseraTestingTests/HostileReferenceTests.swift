import Foundation
import Testing

@testable import TesseraTesting

/// A reference path that holds something other than a reference fails the check by name: a test
/// run never waits on a FIFO or reads a device there, and never writes through one.
@Suite struct HostileReferenceTests {
    private func check(referenceAt make: (String) throws -> Void, mode: SnapshotRecordMode) throws -> (String?, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-hostile-ref-\(UUID().uuidString)")
        let reference = folder.appendingPathComponent("__Snapshots__/ScreenTests/probe.main.txt")
        try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
        try make(reference.path)
        let location = SnapshotLocation(
            filePath: folder.appendingPathComponent("ScreenTests.swift").path, testName: "probe()",
            name: "main", fileExtension: "txt",
            environment: ["TESSERA_ARTIFACTS": folder.appendingPathComponent("artifacts").path])
        let frame = Snapshot.Frame(Text("probe"), size: TerminalSize(columns: 10, rows: 1))
        let message = SnapshotCheck(location: location, mode: mode).check(actual: frame.serialized(as: .text), frame: frame, format: .text)
        return (message, folder)
    }

    @Test func aFIFOOrADeviceIsNamedNotWaitedOn() throws {
        let (fifo, first) = try check(referenceAt: { #expect(mkfifo($0, 0o600) == 0) }, mode: .never)
        defer { try? FileManager.default.removeItem(at: first) }
        #expect(fifo?.contains("probe.main.txt is not a regular file") == true)
        let (device, second) = try check(
            referenceAt: { try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: "/dev/zero") },
            mode: .never)
        defer { try? FileManager.default.removeItem(at: second) }
        #expect(device?.contains("is not a regular file") == true)
    }

    @Test func recordingOverAFIFOReplacesIt() throws {
        let (message, folder) = try check(referenceAt: { #expect(mkfifo($0, 0o600) == 0) }, mode: .all)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(message?.contains("Recorded") == true)
        let recorded = try String(contentsOf: folder.appendingPathComponent("__Snapshots__/ScreenTests/probe.main.txt"), encoding: .utf8)
        #expect(recorded.hasPrefix("probe"))
    }
}
