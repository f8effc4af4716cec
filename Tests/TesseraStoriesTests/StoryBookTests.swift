import Tessera
import TesseraStories
import Testing

@Suite("Story books")
struct StoryBookTests {
    @Test(
        "ids are kebab case",
        arguments: [
            ("Pay button", "pay-button"), (".primary", "primary"), ("Toggle, checkbox & radio", "toggle-checkbox-radio"),
            ("  Leading-inset 4 ", "leading-inset-4"), ("Ürün kartı", "ürün-kartı"), ("…", "story"), ("CamelCase", "camelcase"),
        ])
    func kebabCase(title: String, id: String) {
        #expect(StoryID.kebabCase(title) == id)
    }

    @Test("stories carry their full path, and repeated ids stay unique")
    func ids() {
        let book = StoryBook("Wallet") {
            Story("Balance card") { Text("$1") }
            StorySection("Pay button") {
                Story("Default") { Button("Pay") {} }
                Story("Default") { Button("Pay") {}.disabled(true) }
            }
            Story("Balance card") { Text("$2") }
        }
        #expect(
            book.stories.map(\.id) == [
                "wallet/balance-card", "wallet/pay-button/default", "wallet/pay-button/default-2", "wallet/balance-card-2",
            ])
        #expect(book.stories[1].path == ["Wallet", "Pay button"])
    }

    @Test("ids stay unique in long lists too, with and without repeats", arguments: [false, true])
    func idsOfALongList(repeating: Bool) {
        // Twenty stories: past the length whose ids are compared without a dictionary.
        let titles = (0..<20).map { repeating && $0 % 3 == 0 ? "Same" : "Story \($0)" }
        let book = StoryBook("Long") {
            for title in titles { Story(title) { Text(title) } }
        }
        let ids = book.stories.map(\.id)
        #expect(Set(ids).count == 20)
        #expect(ids[1] == "long/story-1")
        if repeating {
            #expect(Array(ids.prefix(4)) == ["long/same", "long/story-1", "long/story-2", "long/same-2"])
            #expect(ids[18] == "long/same-7")
        } else {
            #expect(ids[0] == "long/story-0" && ids[19] == "long/story-19")
        }
    }

    @Test("the default modes: both schemes at truecolor, then 16 colours and monochrome, at 80×24")
    func standardModes() {
        let names = StoryBook("Wallet") { Story("A") { Text("a") } }.modes.all.map(\.name)
        #expect(
            names == [
                "default.light.truecolor.80x24.regular", "default.dark.truecolor.80x24.regular",
                "default.light.16.80x24.regular", "default.light.mono.80x24.regular",
            ])
    }

    @Test("a story's modes beat its section's, which beat its book's")
    func modesInherit() {
        let small = StoryModes([StoryMode(size: TerminalSize(columns: 40, rows: 10))])
        let dark = StoryModes([StoryMode(scheme: .dark)])
        let book = StoryBook("Wallet", modes: .matrix(colors: [.c256])) {
            Story("Book's") { Text("a") }
            StorySection("Small", modes: small) {
                Story("Section's") { Text("b") }
                Story("Own", modes: dark) { Text("c") }
            }
        }
        let modes = book.stories.map(\.modes)
        #expect(modes[0].all.map(\.name) == ["default.light.256.80x24.regular", "default.dark.256.80x24.regular"])
        #expect(modes[1] == small)
        #expect(modes[2] == dark)
    }

    @Test("a matrix is every combination, without repeats")
    func matrix() {
        let modes = StoryModes.matrix(
            schemes: [.light, .dark], colors: [.truecolor, .c16, .monochrome],
            sizes: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40)],
            densities: [.compact, .regular])
        #expect(modes.all.count == 2 * 3 * 2 * 2)
        #expect((modes + modes).all.count == modes.all.count)
        #expect(Set(modes.all.map(\.name)).count == modes.all.count)
    }

    @Test("a mode's gallery options open that state")
    func arguments() throws {
        var mode = StoryMode(theme: try Theme.builtin(named: "nord"), scheme: .dark, colors: .c256, density: .compact)
        mode.size = TerminalSize(columns: 100, rows: 30)
        #expect(mode.arguments == ["--theme", "nord", "--scheme", "dark", "--colors", "256", "--density", "compact"])
        #expect(mode.name == "nord.dark.256.100x30.compact")
    }
}
