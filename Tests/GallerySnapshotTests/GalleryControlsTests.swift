import TesseraTesting
import Testing

@testable import Tessera
@testable import TesseraGallery

/// The Controls panel (`a`): an editor per input, the story and its call site redrawn as they
/// change, the actions log, and the values in the deep link and on the command line.
@Suite("Gallery controls")
struct GalleryControlsTests {
    static let book = StoryBook("Wallet") {
        Story("Pay", code: "Button($(title), action: { }).buttonStyle(.tessera($(variant))).disabled($(disabled))") { controls in
            let title = controls.text("Title", default: "Pay")
            let variant = controls.choice("Variant", ButtonVariant.allCases, default: .primary)
            let disabled = controls.toggle("Disabled", default: false)
            let count = controls.integer("Count", default: 1, in: 1...3)
            Button(title, action: controls.action("pay")).buttonStyle(.tessera(variant)).disabled(disabled)
            Text("\(count) in the basket")
        }
        Story("Plain") { Text("no controls") }
    }
    static let catalog = GalleryCatalog(books: [book])

    /// A gallery open on the story with controls, drawn in `size`.
    final class Gallery {
        let model: GalleryModel
        let host: ViewHost
        let size: TerminalSize

        init(size: TerminalSize, link: String = "wallet/pay", args: [String: StoryControlValue] = [:]) {
            model = GalleryModel(catalog: GalleryControlsTests.catalog, themes: [.default], link: link, reduceMotion: true, args: args)
            host = ViewHost(GalleryRoot(model: model))
            self.size = size
            _ = text
        }

        func press(_ key: Key, _ modifiers: KeyModifiers = []) {
            host.handle(.key(KeyPress(key, modifiers: modifiers)))
            _ = text
        }

        func type(_ text: String) { for character in text { press(.character(character)) } }

        var text: String {
            var buffer = host.render(size: size)
            while host.needsRender { buffer = host.render(size: size) }
            return TextSerializer(trimTrailingSpaces: true).serialize(buffer)
        }
    }

    @Test(
        "a opens the panel; a choice and a text change redraw the story and its call site",
        arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40)])
    func editingRedraws(size: TerminalSize) {
        let gallery = Gallery(size: size)
        #expect(!gallery.text.contains("Controls · Pay"))
        #expect(gallery.text.contains(".tessera(.primary)"))
        gallery.press(.character("a"))
        #expect(gallery.text.contains("Controls · Pay"))
        #expect(gallery.text.contains("‹ primary ›"))
        gallery.press(.backTab)   // into the panel: its first input, the title
        gallery.press(.down)   // the variant
        gallery.press(.right)
        #expect(gallery.text.contains("‹ secondary ›"))
        #expect(gallery.text.contains(".tessera(.secondary)"), "the call site follows the choice")
        #expect(!gallery.text.contains(".tessera(.primary)"))
        gallery.press(.left)
        gallery.press(.left)
        #expect(gallery.text.contains(".tessera(.plain)"), "← goes back, and wraps round the first case")
        gallery.press(.up)   // the title field
        gallery.press(.end)
        gallery.type("ed")
        #expect(gallery.text.contains("Payed"), "the story redraws with the text")
        #expect(gallery.text.contains(#"Button("Payed", action: { })"#))
        gallery.press(.down)
        gallery.press(.down)   // the toggle
        gallery.press(.character(" "))
        #expect(gallery.text.contains(".disabled(true)"))
        gallery.press(.down)   // the count
        for _ in 0..<4 { gallery.press(.right) }
        #expect(gallery.text.contains("3 in the basket"), "the number stops at its upper bound")
        #expect(gallery.text.contains("‹ 3 ›") && gallery.text.contains("1 to 3"))
        gallery.press(.left)
        #expect(gallery.text.contains("2 in the basket"))
        #expect(
            gallery.model.deepLink.contains("--story wallet/pay --args 'title=Payed,variant=plain,disabled=true,count=2'"),
            "\(gallery.model.deepLink)")
        gallery.press(.escape)
        #expect(!gallery.text.contains("Controls · Pay"), "Esc closes it")
    }

    @Test("pressing the story's button lists the call in the actions log, with its count")
    func actionsLog() {
        let gallery = Gallery(size: TerminalSize(columns: 120, rows: 40))
        gallery.press(.character("a"))
        #expect(gallery.text.contains("None yet"))
        gallery.press(.tab)   // the page's first control: the story's button
        gallery.press(.enter)
        gallery.press(.enter)
        let screen = gallery.text
        #expect(screen.contains("pay  ×2"), "\(screen)")
        #expect(screen.contains("pay  ×1"))
        #expect(!screen.contains("None yet"))
        #expect(gallery.model.controls(for: "wallet/pay").actions.calls.map(\.name) == ["pay", "pay"])
    }

    @Test("a deep link's values open the story with them; a page without controls says so")
    func deepLinkValues() {
        let gallery = Gallery(size: TerminalSize(columns: 120, rows: 40), args: ["variant": .choice("negative"), "title": .text("Send")])
        #expect(gallery.text.contains(#"Button("Send", action: { }).buttonStyle(.tessera(.negative))"#))
        #expect(gallery.model.deepLink.hasPrefix("gallery --story wallet/pay --args 'title=Send,variant=negative' "))
        let plain = Gallery(size: TerminalSize(columns: 120, rows: 40), link: "wallet/plain")
        #expect(!plain.text.contains(" a controls"), "the footer offers a only where it does something")
        plain.press(.character("a"))
        #expect(plain.text.contains("No story on this page takes controls."))
    }

    @Test("--args on the command line: values in the snapshot, bad ones exit 2 naming the arg")
    func commandLine() {
        let cli = GalleryCLI(catalog: Self.catalog, title: "Wallet", name: "wallet-gallery")
        func run(_ arguments: [String]) -> (Int32, CommandOutput) { cli.outcome(of: arguments) }
        let (status, output) = run(["snapshot", "--story", "wallet/pay", "--args", "title=Send%2C now,variant=negative"])
        #expect(status == 0)
        #expect(output.standardOutput.contains(#"Button("Send, now", action: { })"#))
        #expect(output.standardOutput.contains(".tessera(.negative)"))
        let bad: [(args: [String], message: String)] = [
            (
                ["--story", "wallet/pay", "--args", "colour=red"],
                #"--args: unknown arg "colour": this story takes title, variant, disabled, count"#
            ),
            (["--story", "wallet/pay", "--args", "variant=loud"], "arg variant must be one of plain, primary"),
            (["--story", "wallet/pay", "--args", "disabled=2"], "arg disabled must be true or false"),
            (["--story", "wallet/pay", "--args", "title=\u{1b}]52;c;x\u{7}"], #"arg title: "\u{1b}]52;c;x\u{7}" has a control"#),
            (["--story", "wallet/plain", "--args", "a=1"], "--args: the story wallet/plain has no controls"),
            (["--page", "wallet/pay", "--args", "title=x", "--story", "pay"], "--args needs --story naming a story"),
        ]
        for (arguments, message) in bad {
            for command in [arguments, ["snapshot"] + arguments] {
                let (status, output) = run(command)
                #expect(status == 2, "\(command)")
                #expect(output.standardError.contains(message), "\(output.standardError)")
                #expect(!output.standardError.unicodeScalars.contains { $0.value == 0x1b || $0.value == 0x07 }, "nothing raw echoed")
            }
        }
    }
}
