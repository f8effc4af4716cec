import Foundation
import Testing

@testable import Tessera

/// One fixture per kind of problem; each message names the file, the JSON path and the problem.
@Suite("Theme file validation")
struct ThemeValidationTests {
    /// The single problem a fixture reports.
    private func only(_ fixture: String) throws -> ThemeError {
        let errors = Fixture.errors(fixture)
        #expect(errors.count == 1, "\(errors.map(\.description))")
        return try #require(errors.first)
    }

    @Test func malformedJSON() throws {
        let error = try only("malformed.json")
        #expect(error.kind == .malformedJSON)
        #expect(error.file.hasSuffix("Fixtures/malformed.json"))
        #expect((error.line, error.column) == (5, 3))
        #expect(error.description.hasSuffix("malformed.json:5:3: malformed JSON: invalid value"))
    }

    @Test func wrongTypes() {
        let errors = Fixture.errors("wrong-type.json")
        #expect(errors.map(\.kind) == [.wrongType, .wrongType])
        #expect(errors.map(\.path) == ["spacing", "typography.body.bold"])
        #expect(errors[0].problem == "expected an array of cell counts, e.g. [0, 1, 2, 3, 4, 6, 8], found a string (\"wide\")")
        #expect(errors[1].problem == "expected true or false, found a string (\"yes\")")
        #expect(
            errors[1].description.hasSuffix("wrong-type.json:5:23: typography.body.bold: expected true or false, found a string (\"yes\")"))
    }

    @Test func unknownKeySuggestsTheNearest() throws {
        let error = try only("unknown-key.json")
        #expect(error.kind == .unknownKey)
        #expect(error.description.hasSuffix("unknown-key.json:3:3: colours: unknown key \"colours\" (did you mean \"colors\"?)"))
    }

    @Test func badColor() throws {
        let error = try only("bad-color.json")
        #expect(error.kind == .badColor)
        #expect(
            error.description.hasSuffix(
                "bad-color.json:4:48: colors.bgPrimary.dark: \"#12345\" is not a colour (expected #rrggbb, a palette name, or 0–255)"))
    }

    @Test func unknownPaletteName() throws {
        let error = try only("unknown-palette-name.json")
        #expect(error.kind == .unknownPaletteName)
        #expect(
            error.description.hasSuffix(
                "unknown-palette-name.json:5:18: colors.fgPrimary: \"blu\" is not in the palette (did you mean \"blue\"?)"))
    }

    @Test func missingParentByName() throws {
        let error = try only("missing-parent.json")
        #expect(error.kind == .missingParent)
        #expect(error.path == "extends")
        #expect((error.line, error.column) == (2, 14))
        #expect(error.problem.hasPrefix("no built-in theme or file named \"nrod\" (did you mean \"nord\"?)"))
    }

    @Test func missingParentByPath() throws {
        let error = try only("missing-parent-path.json")
        #expect(error.kind == .missingParent)
        #expect(error.description.contains("missing-parent-path.json:2:14: extends: no such file: "))
        #expect(error.problem.hasSuffix("Fixtures/../nowhere/base.json\""))
    }

    @Test func cycleInExtendsShowsTheCycle() throws {
        let error = try only("cycle-a.json")
        #expect(error.kind == .extendsCycle)
        #expect(error.file.hasSuffix("Fixtures/cycle-b.json"), "the file whose extends closes the cycle")
        #expect(error.description.hasSuffix("cycle-b.json:2:14: extends: cycle in extends: cycle-a.json → cycle-b.json → cycle-a.json"))
    }

    @Test func unknownTextRole() throws {
        let error = try only("unknown-role.json")
        #expect(error.kind == .unknownTextRole)
        #expect(
            error.description.hasSuffix("unknown-role.json:4:5: typography.titel1: unknown text role \"titel1\" (did you mean \"title1\"?)")
        )
    }

    @Test func unknownColorToken() throws {
        let error = try only("unknown-token.json")
        #expect(error.kind == .unknownColorToken)
        #expect(
            error.description.hasSuffix(
                "unknown-token.json:4:5: colors.bgPrimry: unknown colour token \"bgPrimry\" (did you mean \"bgPrimary\"?)"))
    }

    @Test func duplicateKey() throws {
        let error = try only("duplicate-key.json")
        #expect(error.kind == .duplicateKey)
        #expect(
            error.description.hasSuffix(
                "duplicate-key.json:5:5: colors.fg: duplicate key (first at line 4, column 5; only the last one would count)"))
    }

    @Test func invalidValues() {
        let errors = Fixture.errors("bad-value.json")
        #expect(errors.map(\.kind) == [.invalidValue, .invalidValue])
        #expect(
            errors[0].description.hasSuffix("bad-value.json:3:27: borders.default: unknown value \"rounde\" (did you mean \"rounded\"?)"))
        #expect(
            errors[1].description.hasSuffix(
                "bad-value.json:4:32: motion.frameInterval: 5 is not a whole number from 16 to 10000 (milliseconds)"))
    }

    @Test func aRootThemeMustDefineEverything() {
        let errors = Fixture.errors("incomplete-root.json")
        #expect(errors.allSatisfy { $0.kind == .missingValue })
        // Missing sections are placed at the top of the file, present ones at their key.
        #expect(errors.map(\.path) == ["typography", "spacing", "borders", "focus", "motion", "colors"])
        #expect(errors.last?.line == 3)
        #expect(errors.last?.problem.hasPrefix("missing fgMuted, fgInverse, fgPrimary, fgPositive, fgNegative and 21 more") == true)
        #expect(errors.allSatisfy { $0.problem.hasSuffix("add \"extends\": \"default\" to inherit them)") })
    }

    @Test func emptyFile() throws {
        let error = try only("empty.json")
        #expect(error.kind == .empty)
        #expect(error.description.hasSuffix("empty.json: the file is empty (a theme is a JSON object, e.g. {\"extends\": \"default\"})"))
    }

    @Test func binaryFile() throws {
        let error = try only("not-utf8.json")
        #expect(error.kind == .notUTF8)
        #expect(error.description.hasSuffix("not-utf8.json:1:3: the file is not UTF-8 text (invalid byte 0xFF)"))
    }

    @Test func tooDeep() throws {
        let error = try only("too-deep.json")
        #expect(error.kind == .tooDeep)
        #expect((error.line, error.column) == (1, 60))
    }

    @Test func everyProblemInAFileIsReported() {
        let errors = Fixture.errors("many-errors.json")
        let lines = errors.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.path): \($0.problem)" }
        #expect(
            lines == [
                "3:3 colour: unknown key \"colour\" (did you mean \"colors\"?)",
                "5:11 colors.fg: \"#GGGGGG\" is not a colour (expected #rrggbb, a palette name, or 0–255)",
                "6:5 colors.bgPrimry: unknown colour token \"bgPrimry\" (did you mean \"bgPrimary\"?)",
                "7:28 colors.bgPrimary.dark: 300 is not a colour (expected #rrggbb, a palette name, or 0–255)",
                "7:33 colors.bgPrimary.dim: unknown key \"dim\" (expected one of: light, dark)",
                "10:23 typography.body.bold: expected true or false, found a number (1)",
                "10:26 typography.body.colour: unknown key \"colour\" (did you mean \"color\"?)",
                "11:5 typography.heading: unknown text role \"heading\" (did you mean \"headline\"?)",
                "13:21 spacing[2]: steps must not get smaller (1 after 2)",
                "13:24 spacing[3]: -1 is not a whole number from 0 to 100 (cells)",
                "14:25 focus.leading: \"»»\" is too long (one character)",
                "14:54 focus.attributes[1]: unknown attribute \"blink\" (expected one of: bold, dim, italic, underline, reverse, strikethrough)",
                "15:33 motion.spinnerFrames[0]: \"\\u{1b}[31m\" contains control characters",
                "15:47 motion.spinnerFrames[1]: must not be empty",
            ])
    }

    @Test func anUnknownNameIsNeitherABuiltinNorAFile() {
        let errors = Fixture.errors { () throws(ThemeLoadError) in try Theme.named("solarised") }
        #expect(errors.map(\.kind) == [.unknownTheme])
        #expect(
            errors.first?.description.hasPrefix(
                "solarised: no built-in theme or file named \"solarised\" (did you mean \"solarized\"?)") == true)
    }

    @Test func aMissingFile() {
        let errors = Fixture.errors { () throws(ThemeLoadError) in try Theme.named("no/such/theme.json") }
        #expect(errors.map(\.description) == ["no/such/theme.json: no such file"])
    }

    @Test func aFolderIsNotATheme() {
        let errors = Fixture.errors { () throws(ThemeLoadError) in try Theme.load(contentsOf: Fixture.folder) }
        #expect(errors.map(\.kind) == [.unreadable])
    }
}
