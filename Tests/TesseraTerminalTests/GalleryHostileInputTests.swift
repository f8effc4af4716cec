import Foundation
import Testing

/// The `gallery` command given what a careless or hostile user gives it: output it cannot write,
/// closed streams, file names that carry escape sequences, and files that are not files.
@Suite("Gallery command: hostile output, names and files")
struct GalleryHostileInputTests {
    private static let themeFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Themes/nord.json").path

    /// Every command, each of which writes something to standard output.
    private static let commands: [[String]] = [
        ["themes"], ["pages"], ["--help"], ["--version"], ["pages", "--help"], ["themes", "--help"],
        ["theme", "--help"], ["snapshot", "--help"], ["theme", "check", themeFile], ["theme", "contrast", "nord"],
        ["theme", "contrast", "nord", "--json"], ["snapshot", "--page", "text"],
    ]

    /// Names a terminal would act on: a title change (OSC … BEL), colour and clear (CSI, and the
    /// C1 CSI U+009B), a right-to-left override, a newline and a carriage return.
    private static let hostileNames = [
        "\u{1B}]0;pwned\u{07}.json", "\u{1B}[31mred\u{9B}2J.json", "bidi\u{202E}nosj.json", "new\nline.json", "cr\rx.json",
    ]

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test(arguments: commands)
    func aFullStandardOutputIsReportedWithStatusThree(arguments: [String]) throws {
        let run = try GalleryProcess.run(arguments, stdout: .file("/dev/full"))
        #expect(run.ending == .exited(3), "gallery \(arguments)")
        #expect(run.errorText.contains("gallery: cannot write to standard output: No space left on device"), "gallery \(arguments)")
    }

    @Test func aClosedStandardOutputIsReportedNotACrash() throws {
        for arguments in [["themes"], ["pages"], ["--help"], ["snapshot", "--page", "text"]] {
            let run = try GalleryProcess.run(arguments, stdout: .closed)
            #expect(run.ending == .exited(3), "gallery \(arguments)")
            #expect(run.errorText.contains("cannot write to standard output: Bad file descriptor"), "gallery \(arguments)")
        }
    }

    @Test func aClosedStandardErrorStillEndsWithAStatus() throws {
        // Usage error, failed write on stdout, and a theme error: nowhere to say it, status 3.
        for (arguments, stdout) in [
            (["--bogus"], GalleryProcess.Stream.captured), (["themes"], .file("/dev/full")),
            (["theme", "check", "/nonexistent/x.json"], .captured),
        ] {
            let run = try GalleryProcess.run(arguments, stdout: stdout, stderr: .closed)
            #expect(run.ending == .exited(3), "gallery \(arguments)")
        }
        let fine = try GalleryProcess.run(["pages"], stderr: .closed)
        #expect(fine.ending == .exited(0), "nothing to write on stderr: no failure")
        #expect(fine.outputText.contains("button"))
    }

    @Test func themeCheckOnAGlobOfHostileNamesEscapesEveryOne() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in Self.hostileNames { try Data("{\"extends\": \"nord\"}".utf8).write(to: dir.appendingPathComponent(name)) }
        let paths = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted().map { dir.appendingPathComponent($0).path }
        let valid = try GalleryProcess.run(["theme", "check"] + paths)
        #expect(valid.ending == .exited(0))
        #expect(terminalControls(in: valid.standardOutput + valid.standardError) == [])
        #expect(valid.outputText.contains("\\u{1b}]0;pwned\\u{7}.json: ok"))
        #expect(valid.outputText.contains("bidi\\u{202e}nosj.json: ok"))
        #expect(valid.outputText.contains("new\\nline.json: ok"))
        #expect(valid.outputText.split(separator: "\n").count == Self.hostileNames.count, "one line per file")
        for name in Self.hostileNames { try Data("{".utf8).write(to: dir.appendingPathComponent(name)) }
        let broken = try GalleryProcess.run(["theme", "check"] + paths)
        #expect(broken.ending == .exited(1))
        #expect(terminalControls(in: broken.standardOutput + broken.standardError) == [])
        #expect(broken.errorText.contains("\\u{1b}[31mred\\u{9b}2J.json:1:2: malformed JSON"))
    }

    @Test func hostileNamesAndValuesInEveryMessageAreEscaped() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let osc = "\u{1B}]0;pwned\u{07}"
        // A theme file that names itself after its file (no "name"), so the name is the file's.
        let themeFile = dir.appendingPathComponent("\(osc).json")
        try Data("{\"extends\": \"default\"}".utf8).write(to: themeFile)
        let invocations: [[String]] = [
            ["theme", "contrast", themeFile.path], ["theme", "check", dir.appendingPathComponent("\(osc)missing.json").path],
            ["--theme", osc], ["snapshot", "--page", "text", "--theme", osc], ["snapshot", "--page", osc], ["--page", osc],
            ["--colors", osc], [osc], ["--\(osc)"], ["pages", osc], ["theme", osc], ["theme", "contrast", "nord", "--scheme", osc],
            ["snapshot", "--page", "text", "--size", osc], ["snapshot", "--page", "text", "--format", osc],
            ["snapshot", "--page", "text", "--\(osc)"],
            ["snapshot", "--page", "text", "--scheme", "both", "--theme", themeFile.path, "--out", dir.appendingPathComponent(osc).path],
            ["snapshot", "--page", "text", "--out", dir.appendingPathComponent("\(osc)/\u{202E}").path],
        ]
        for arguments in invocations {
            let run = try GalleryProcess.run(arguments)
            #expect(terminalControls(in: run.standardOutput + run.standardError) == [], "gallery \(arguments)")
            #expect(run.ending != .timedOut)
            if case .signaled = run.ending { Issue.record("gallery \(arguments) crashed") }
            #expect((run.outputText + run.errorText).contains("\\u{1b}]0;pwned\\u{7}"), "gallery \(arguments) names it, escaped")
        }
    }

    @Test func filesThatAreNotThemeFilesAreRefusedByName() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("fifo.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let loop = dir.appendingPathComponent("loop.json").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        let folder = dir.appendingPathComponent("folder.json").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let huge = dir.appendingPathComponent("huge.json").path
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        #expect(truncate(huge, 2 << 20) == 0)
        let cases = [
            (fifo, "is not a regular file"), ("/dev/zero", "is not a regular file"), ("/dev/urandom", "is not a regular file"),
            (loop, "cannot be read (Too many levels of symbolic links)"), (folder, "is a folder"),
            (huge, "the file is larger than 1024 KiB"),
        ]
        for (path, problem) in cases {
            for arguments in [["theme", "check", path], ["snapshot", "--page", "text", "--theme", path], ["theme", "contrast", path]] {
                let run = try GalleryProcess.run(arguments, timeout: 10)
                #expect(run.ending == .exited(1), "gallery \(arguments)")
                #expect(run.errorText.contains("\(path): \(problem)"), "gallery \(arguments): \(run.errorText)")
            }
        }
    }

    @Test func referencesThatAreNotFilesAreRefusedNotWaitedOn() throws {
        let references = try folder(), actual = try folder()
        defer { for url in [references, actual] { try? FileManager.default.removeItem(at: url) } }
        let name = "content.text.default.light.truecolor.120x40.txt"
        let reference = references.appendingPathComponent(name).path
        let command = ["snapshot", "--page", "text", "--out", actual.path, "--compare", references.path]
        #expect(mkfifo(reference, 0o600) == 0)
        let fifo = try GalleryProcess.run(command, timeout: 10)
        #expect(fifo.ending == .exited(1))
        #expect(fifo.errorText.contains("reference \(reference) is not a regular file"))
        try FileManager.default.removeItem(atPath: reference)
        try FileManager.default.createSymbolicLink(atPath: reference, withDestinationPath: "/dev/zero")
        let zero = try GalleryProcess.run(command, timeout: 10)
        #expect(zero.ending == .exited(1))
        #expect(zero.errorText.contains("is not a regular file"))
    }

    @Test func aFIFOWhereASnapshotGoesIsReplacedNotWaitedOn() throws {
        let out = try folder()
        defer { try? FileManager.default.removeItem(at: out) }
        let target = out.appendingPathComponent("content.text.default.light.truecolor.120x40.txt").path
        #expect(mkfifo(target, 0o600) == 0)
        let run = try GalleryProcess.run(["snapshot", "--page", "text", "--out", out.path], timeout: 10)
        #expect(run.ending == .exited(0))
        let attributes = try FileManager.default.attributesOfItem(atPath: target)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    }

    @Test func outputFoldersThatCannotBeFoldersAreNamedInTheError() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("plain").path
        #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
        for (out, reason) in [(file, "Not a directory"), ("/dev/null", "Not a directory"), ("\(file)/below", "Not a directory")] {
            let run = try GalleryProcess.run(["snapshot", "--page", "text", "--out", out])
            #expect(run.ending == .exited(1), "--out \(out)")
            #expect(
                run.errorText.contains("gallery: cannot create the folder") && run.errorText.contains(reason),
                "--out \(out): \(run.errorText)")
        }
    }

    @Test func compareOrReportWithoutOutIsAUsageError() throws {
        let compare = try GalleryProcess.run(["snapshot", "--page", "text", "--compare", "/tmp"])
        #expect(compare.ending == .exited(2))
        #expect(compare.errorText.contains("--compare needs --out DIR"))
        #expect(compare.standardOutput.isEmpty, "nothing rendered to stdout instead")
        let report = try GalleryProcess.run(["snapshot", "--page", "text", "--report", "/tmp/r"])
        #expect(report.ending == .exited(2))
        #expect(report.errorText.contains("--report needs --compare REFDIR"))
    }

    @Test func anArgumentThatIsNotUTF8IsAUsageErrorNotAMissingFile() throws {
        // ESC [ 31 m, the raw C1 byte 0x9B (CSI on 8-bit terminals) and 0xFF: not UTF-8.
        let bytes: [UInt8] = [0x2F, 0x74, 0x6D, 0x70, 0x2F, 0x1B, 0x5B, 0x33, 0x31, 0x6D, 0x9B, 0xFF, 0x2E, 0x6A, 0x73, 0x6F, 0x6E]
        let argument = bytes.map { CChar(bitPattern: $0) } + [0]
        let run = try GalleryProcess.run(bytes: [Array("theme".utf8CString), Array("check".utf8CString), argument])
        #expect(run.ending == .exited(2))
        #expect(run.errorText.contains("argument 3 ('/tmp/\\u{1b}[31m\u{FFFD}\u{FFFD}.json') is not UTF-8 text"))
        #expect(terminalControls(in: run.standardError) == [])
    }
}
