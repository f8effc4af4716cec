import TesseraStories
import Testing

/// `--args title=Send,variant=negative`: parsed against a story's controls, every bad input a
/// sentence naming the arg, nothing unsafe echoed.
@Suite struct StoryArgsTests {
    static let controls = [
        StoryControl("Title", .text(default: "Pay")),
        StoryControl("Variant", .choice(cases: ["primary", "negative", "foregroundMuted"], default: "primary")),
        StoryControl("Item count", .integer(default: 3, range: 1...9)),
        StoryControl("Disabled", .toggle(default: false)),
    ]

    static func parse(_ text: String) throws(StoryArgs.Problem) -> [String: StoryControlValue] {
        try StoryArgs.parse(text, controls: controls)
    }

    static func problem(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func readsEachKind() throws {
        #expect(try Self.parse("") == [:])
        #expect(
            try Self.parse("title=Send,variant=negative,item-count=9,disabled=true") == [
                "title": .text("Send"), "variant": .choice("negative"), "item-count": .integer(9), "disabled": .toggle(true),
            ])
        #expect(try Self.parse("variant=FOREGROUNDMUTED") == ["variant": .choice("foregroundMuted")], "any letter case")
        #expect(try Self.parse("title=") == ["title": .text("")])
        #expect(try Self.parse("title=a=b%2Cc%25d") == ["title": .text("a=b,c%d")])
    }

    @Test func badArgsAreSentencesNamingTheArg() {
        #expect(Self.problem("colour=red") == #"unknown arg "colour": this story takes title, variant, item-count, disabled"#)
        #expect(Self.problem("variant=purple") == #"arg variant must be one of primary, negative, foregroundMuted, not "purple""#)
        #expect(Self.problem("item-count=10") == #"arg item-count must be a whole number from 1 to 9, not "10""#)
        #expect(Self.problem("item-count=0") != nil && Self.problem("item-count=-1") != nil && Self.problem("item-count=3.5") != nil)
        #expect(Self.problem("item-count=99999999999999999999999") != nil, "an overflowing number")
        #expect(Self.problem("disabled=yes") == #"arg disabled must be true or false, not "yes""#)
        #expect(Self.problem("title") == #"arg "title" is not name=value"#)
        #expect(Self.problem("title=a,,") == #"arg "" is not name=value"#, "an empty pair")
        #expect(Self.problem("title=a,title=b") == "arg title is given twice")
        #expect(Self.problem("title=%zz") == #"arg title: "%zz" has a % not followed by two hex digits (write a % as %25)"#)
        #expect(throws: StoryArgs.Problem.self) { try StoryArgs.parse("a=1", controls: []) }
        #expect((try? StoryArgs.parse("", controls: [])) == [:], "no args for no controls")
    }

    @Test func controlCharactersAreRefusedAndNeverEchoed() throws {
        for hostile in [
            "title=\u{1b}[2J", "title=%1B%5B2J", "title=a\u{7}", "title=\u{202E}evil", "title=%C2%9B",
            "\u{1b}]0;x\u{7}=1", "variant=\u{1b}[31m",
        ] {
            let message = try #require(Self.problem(hostile), "\(hostile.debugDescription) is refused")
            #expect(
                !message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" },
                "\(message.debugDescription) echoes nothing unsafe")
        }
        #expect(Self.problem("title=\u{1b}x")?.contains(#"\u{1b}"#) == true, "the character is written out")
    }

    @Test func formatWritesWhatDiffersFromTheDefaultsAndReadsBack() throws {
        let values: [String: StoryControlValue] = [
            "title": .text("Send, 100% now"), "variant": .choice("primary"), "disabled": .toggle(true), "stale": .integer(1),
        ]
        let text = StoryArgs.format(values, controls: Self.controls)
        #expect(text == "title=Send%2C 100%25 now,disabled=true", "defaults and unknown names are left out")
        #expect(try Self.parse(text) == ["title": .text("Send, 100% now"), "disabled": .toggle(true)])
        #expect(StoryArgs.format([:], controls: Self.controls).isEmpty)
    }
}
