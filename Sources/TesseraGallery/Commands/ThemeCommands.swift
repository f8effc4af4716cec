import FoundationEssentials
import Tessera
import TesseraStories

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The theme commands of the gallery:
//
//   gallery themes                                              the built-ins, their parents and descriptions
//   gallery theme check FILE...                                 validate theme files (a built-in name works too)
//   gallery theme contrast NAME|PATH [--scheme light|dark] [--json]

let themeCommandUsage = """
    usage: gallery themes
           gallery theme check FILE...
           gallery theme contrast NAME|PATH [--scheme light|dark] [--json]

    exit status: 0 success; 1 an invalid theme or a failing contrast pair; 2 bad arguments;
                 3 standard output or standard error could not be written
    """

/// `gallery theme SUBCOMMAND ...`: `check` or `contrast`, with the arguments after it.
func themeCommand(_ arguments: [String], _ output: inout CommandOutput) -> Int32 {
    switch arguments.first {
    case "check": return themeCheckCommand(Array(arguments.dropFirst()), &output)
    case "contrast": return themeContrastCommand(Array(arguments.dropFirst()), &output)
    default:
        output.printError(
            arguments.first.map { "gallery theme: unknown subcommand '\(MessageText.escaped($0))'" }
                ?? "gallery theme: missing subcommand")
        output.printError(themeCommandUsage)
        return 2
    }
}

/// `gallery themes`: each built-in theme with the theme it extends and its description.
func themesCommand(_ output: inout CommandOutput) -> Int32 {
    var rows = [["name", "extends", "description"]]
    var problems: [String] = []
    for name in Theme.builtinNames {
        do {
            let theme = try Theme.builtin(named: name)
            rows.append([name, theme.parent ?? "-", theme.description])
        } catch {
            problems.append(error.description)
        }
    }
    for line in alignedColumns(rows) { output.print(line) }
    for problem in problems { output.printError(problem) }
    return problems.isEmpty ? 0 : 1
}

/// `gallery theme check FILE...`: `FILE: ok` on stdout per valid file; every error on stderr.
func themeCheckCommand(_ paths: [String], _ output: inout CommandOutput) -> Int32 {
    guard !paths.isEmpty else {
        output.printError("gallery theme check: give one or more theme files")
        output.printError(themeCommandUsage)
        return 2
    }
    var status: Int32 = 0
    for path in paths {
        do {
            _ = try Theme.named(path)
            output.print("\(MessageText.escaped(path)): ok")
        } catch {
            for problem in error.errors { output.printError(problem.description) }
            status = 1
        }
    }
    return status
}

/// `gallery theme contrast NAME|PATH [--scheme light|dark] [--json]`: the contrast audit.
func themeContrastCommand(_ arguments: [String], _ output: inout CommandOutput) -> Int32 {
    let options: ContrastOptions
    switch ContrastOptions.parse(arguments) {
    case .success(let parsed): options = parsed
    case .failure(let message):
        output.printError("gallery theme contrast: \(message.text)")
        output.printError(themeCommandUsage)
        return 2
    }
    let theme: Theme
    do {
        theme = try Theme.named(options.theme)
    } catch {
        for problem in error.errors { output.printError(problem.description) }
        return 1
    }
    let schemes = options.scheme.map { [$0] } ?? ColorScheme.allCases
    if theme.terminalColors != nil { return terminalColorAudit(theme: theme, schemes: schemes, json: options.json, &output) }
    let results = schemes.flatMap { ContrastAudit.run(theme: theme, scheme: $0) }
    if options.json {
        guard printJSON(results, &output) else { return 1 }
    } else {
        for scheme in schemes {
            if scheme != schemes.first { output.print("") }
            printContrastTable(theme: theme, results: results.filter { $0.scheme == scheme }, into: &output)
        }
    }
    return results.allSatisfy(\.passes) ? 0 : 1
}

/// Prints `results` as sorted, pretty JSON; `false` (said on standard error) when they cannot be encoded.
private func printJSON(_ results: some Encodable, _ output: inout CommandOutput) -> Bool {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(results) else {
        output.printError("gallery theme contrast: could not encode the results")
        return false
    }
    output.print(String(decoding: data, as: UTF8.self))
    return true
}

/// The structure audit of a theme of terminal colours (``TerminalColorAudit``), as a table or JSON.
private func terminalColorAudit(theme: Theme, schemes: [ColorScheme], json: Bool, _ output: inout CommandOutput) -> Int32 {
    let findings = schemes.flatMap { TerminalColorAudit.run(theme: theme, scheme: $0) }
    if json {
        guard printJSON(findings, &output) else { return 1 }
        return findings.allSatisfy(\.passes) ? 0 : 1
    }
    for scheme in schemes {
        let results = findings.filter { $0.scheme == scheme }
        if scheme != schemes.first { output.print("") }
        output.print("\(MessageText.escaped(theme.name)), \(scheme.rawValue) (terminal colours)")
        output.print("Not a contrast audit: \(TerminalColorAudit.explanation).")
        var rows = [["pair", "fg", "bg", "", "used for"]]
        for result in results {
            rows.append([result.pair, result.foreground, result.background, result.passes ? "✓" : "✗", result.usage])
        }
        for line in alignedColumns(rows) { output.print(line) }
        let failures = results.filter { !$0.passes }.count
        output.print(failures == 0 ? "all \(results.count) checks pass" : "\(failures) of \(results.count) checks fail")
    }
    return findings.allSatisfy(\.passes) ? 0 : 1
}

/// One scheme's audit as a table: pair, colours, ratio, requirement, ✓ or ✗, usage.
private func printContrastTable(theme: Theme, results: [ContrastResult], into output: inout CommandOutput) {
    guard let scheme = results.first?.scheme else { return }
    output.print("\(MessageText.escaped(theme.name)), \(scheme.rawValue) (contrast \(theme.contrast.rawValue))")
    var rows = [["pair", "fg", "bg", "ratio", "needs", "", "used for"]]
    for result in results {
        rows.append([
            result.pair, result.foreground.hexString, result.background.hexString,
            DecimalText.fixed(result.ratio, digits: 2), DecimalText.fixed(result.required, digits: 1),
            result.passes ? "✓" : "✗", result.usage,
        ])
    }
    for line in alignedColumns(rows) { output.print(line) }
    let failures = results.filter { !$0.passes }.count
    output.print(failures == 0 ? "all \(results.count) pairs pass" : "\(failures) of \(results.count) pairs fail")
}

/// Rows padded into columns two spaces apart (the last column is not padded).
func alignedColumns(_ rows: [[String]]) -> [String] {
    let columns = rows.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
    return rows.map { row in
        row.enumerated().map { column, cell in
            column == row.count - 1 ? cell : cell + String(repeating: " ", count: max(0, widths[column] - cell.count))
        }.joined(separator: "  ").trimmingTrailingSpaces()
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
