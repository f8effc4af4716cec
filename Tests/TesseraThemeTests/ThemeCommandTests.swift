import Foundation
import Testing

@testable import Tessera
@testable import TesseraGallery

/// The gallery's theme commands, called as `main.swift` calls them.
@Suite("gallery themes / theme check / theme contrast")
struct ThemeCommandTests {
    private static let themesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appending(path: "Themes")

    private func run(_ command: (inout CommandOutput) -> Int32) -> (status: Int32, output: CommandOutput) {
        var output = CommandOutput()
        let status = command(&output)
        return (status, output)
    }

    @Test func themesListsEveryBuiltinWithItsParentInColumns() {
        let (status, output) = run(themesCommand)
        #expect(status == 0)
        #expect(output.standardError.isEmpty)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == Theme.builtinNames.count + 1)
        #expect(lines[0].hasPrefix("name "))
        #expect(lines[1].hasPrefix("default "))
        let nord = lines.first { $0.hasPrefix("nord ") } ?? ""
        #expect(nord.contains(" default  Nord: "))
        let descriptionColumn = lines[0].range(of: "description")?.lowerBound.utf16Offset(in: lines[0])
        for line in lines.dropFirst() {
            let name = String(line.prefix { $0 != " " })
            let description = (try? Theme.builtin(named: name).description) ?? "?"
            #expect(line.range(of: description)?.lowerBound.utf16Offset(in: line) == descriptionColumn, "\(line)")
        }
    }

    @Test func checkSaysOkForEveryBuiltinFile() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.themesFolder.path)
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted().map { Self.themesFolder.appending(path: $0).path }
        #expect(files.count == Theme.builtinNames.count)
        let (status, output) = run { themeCheckCommand(files, &$0) }
        #expect(status == 0)
        #expect(output.standardOutput == files.map { "\($0): ok\n" }.joined())
        #expect(output.standardError.isEmpty)
    }

    @Test func checkReportsEveryErrorOfEveryBrokenFileOnStandardError() {
        let files = ["child.json", "many-errors.json", "cycle-a.json"].map { Fixture.url($0).path }
        let (status, output) = run { themeCheckCommand(files, &$0) }
        #expect(status == 1)
        #expect(output.standardOutput == "\(files[0]): ok\n")
        let errors = output.standardError.split(separator: "\n")
        #expect(errors.count == 15)
        #expect(errors.first?.hasSuffix("many-errors.json:3:3: colour: unknown key \"colour\" (did you mean \"colors\"?)") == true)
        #expect(errors.last?.hasSuffix("cycle-b.json:2:14: extends: cycle in extends: cycle-a.json → cycle-b.json → cycle-a.json") == true)
    }

    @Test func checkWithoutFilesIsAUsageError() {
        let (status, output) = run { themeCheckCommand([], &$0) }
        #expect(status == 2)
        #expect(output.standardError.contains("usage: gallery themes"))
    }

    @Test func contrastJSONIsAListOfPairs() throws {
        let (status, output) = run { themeContrastCommand(["nord", "--json"], &$0) }
        #expect(status == 0)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
        #expect(list.count == 2 * ContrastPair.all.count)
        for item in list {
            for key in ["pair", "scheme", "foreground", "background", "ratio", "passes", "required", "usage"] {
                #expect(item[key] != nil, "\(key)")
            }
            for key in ["foreground", "background"] {
                let hex = item[key] as? String ?? ""
                #expect(hex.count == 7 && hex.hasPrefix("#") && RGB(hexString: hex) != nil)
            }
            #expect(item["passes"] as? Bool == true)
        }
        #expect(Set(list.compactMap { $0["scheme"] as? String }) == ["light", "dark"])
    }

    @Test func contrastForOneSchemeByPath() throws {
        let (status, output) = run { themeContrastCommand([Fixture.url("low-contrast.json").path, "--scheme", "light", "--json"], &$0) }
        #expect(status == 1, "a failing pair fails the command")
        let list = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
        #expect(list.count == ContrastPair.all.count)
        let failing = list.filter { $0["passes"] as? Bool == false }.compactMap { $0["pair"] as? String }
        #expect(
            failing == [
                "fgMuted on bg", "fgMuted on bgAlternate", "fgMuted on bgElevation1", "fgMuted on bgElevation2", "fgMuted on bgSecondary",
            ])
    }

    @Test func contrastTableMarksPassesAndFailures() {
        let (status, output) = run { themeContrastCommand([Fixture.url("low-contrast.json").path, "--scheme=light"], &$0) }
        #expect(status == 1)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "low-contrast, light (contrast AA)")
        #expect(lines.contains { $0.hasPrefix("fgMuted on bg ") && $0.contains("#aaaaaa  #ffffff  2.32   4.5    ✗") })
        #expect(lines.contains { $0.hasPrefix("fg on bg ") && $0.contains("#0a0b0d  #ffffff  19.69  4.5    ✓") })
        #expect(lines.last == "5 of 26 pairs fail")
    }

    @Test func aThemeOfTerminalColoursIsAuditedByStructure() {
        let (status, output) = run { themeContrastCommand(["terminal", "--scheme", "dark"], &$0) }
        #expect(status == 0)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "terminal, dark (terminal colours)")
        #expect(lines.dropFirst().first?.hasPrefix("Not a contrast audit: its colours are the terminal's own") == true)
        #expect(lines.contains { $0.hasPrefix("fgInverse on bgPrimary ") && $0.contains("ansi 0   ansi 12  ✓") })
        #expect(lines.last == "all \(ContrastPair.all.count + 1) checks pass")
        let (_, json) = run { themeContrastCommand(["terminal", "--json"], &$0) }
        #expect(json.standardOutput.contains("\"foreground\" : \"ansi 4\""))
    }

    @Test(arguments: [
        [], ["--scheme", "light"], ["nord", "--scheme"], ["nord", "--scheme", "dusk"], ["nord", "--jsn"], ["nord", "dracula"],
    ])
    func contrastBadArgumentsExitTwo(arguments: [String]) {
        let (status, output) = run { themeContrastCommand(arguments, &$0) }
        #expect(status == 2)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.hasPrefix("gallery theme contrast: "))
    }

    @Test func contrastOfAnUnknownThemeExitsOne() {
        let (status, output) = run { themeContrastCommand(["nrod"], &$0) }
        #expect(status == 1)
        #expect(output.standardError.contains("did you mean \"nord\"?"))
    }

    @Test func everyLineACommandPrintsIsEscapedButSnapshotDataIsNot() {
        var output = CommandOutput()
        output.print("a \u{1B}]0;x\u{07} b\nnext \u{9B}2J")
        output.printError("e\r\u{202E}")
        #expect(output.standardOutput == "a \\u{1b}]0;x\\u{7} b\nnext \\u{9b}2J\n")
        #expect(output.standardError == "e\\r\\u{202e}\n")
        output.writeData("\u{1B}[31m")
        #expect(output.standardOutput.hasSuffix("\u{1B}[31m"), "an ANSI snapshot asked for on stdout stays ANSI")
    }

    @Test func aThemeNamedAfterAHostileFileNameIsEscapedInTheContrastTable() throws {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "\u{1B}]0;pwned\u{07}.json")
        try Data("{\"extends\": \"default\"}".utf8).write(to: file)
        let (status, output) = run { themeContrastCommand([file.path, "--scheme", "dark"], &$0) }
        #expect(status == 0)
        #expect(output.standardOutput.hasPrefix("\\u{1b}]0;pwned\\u{7}, dark (contrast AA)"))
        #expect(!output.standardOutput.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test func checkNamesAHostileFileEscapedOnBothStreams() throws {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appending(path: "ok\u{1B}[2J.json"), bad = folder.appending(path: "bad\n\u{85}.json")
        try Data("{\"extends\": \"nord\"}".utf8).write(to: good)
        try Data("{\"extends\": \"nord\", \"colors\": {\"fg\": \"#12\"}}".utf8).write(to: bad)
        let (status, output) = run { themeCheckCommand([good.path, bad.path], &$0) }
        #expect(status == 1)
        #expect(output.standardOutput == "\(folder.path)/ok\\u{1b}[2J.json: ok\n")
        #expect(output.standardError.hasPrefix("\(folder.path)/bad\\n\\u{85}.json:1:"))
    }
}
