import Testing

@testable import Tessera
@testable import TesseraGallery

/// A page's notes link their web addresses (OSC 8 where the terminal shows them).
@Suite struct LinkedNotesTests {
    @Test func addressesAreFoundWithoutTheSentenceAroundThem() {
        func addresses(_ notes: String) -> [String] { LinkedNotes.parts(of: notes).filter(\.isAddress).map(\.text) }
        #expect(addresses("See https://example.com/spec.") == ["https://example.com/spec"])
        #expect(addresses("(http://a.example/x?y=1), then https://b.example") == ["http://a.example/x?y=1", "https://b.example"])
        #expect(addresses("No address here; http:// alone is none.") == [])
        #expect(addresses("") == [])
        #expect(addresses("Café — voir hhttps://exemple.fr/é.") == ["https://exemple.fr/é"], "after wide bytes, and a stray h")
        #expect(addresses("h\u{301}ttps://a.example is no address") == [], "an h with an accent is not an h")
        #expect(addresses("https:/\u{301}/a.example neither") == [], "nor a / with one")
        #expect(addresses("https://\u{301}a.example nor this") == [], "nor the last / with one")
        let notes = "Specs: https://example.com/a, and more."
        #expect(LinkedNotes.parts(of: notes).map(\.text).joined() == notes, "nothing lost or doubled")
    }

    @Test func notesWithoutAnAddressAreTheTextTheyWere() {
        #expect(LinkedNotes.text("Plain notes.") == Text("Plain notes."))
    }

    @Test func theLinkedCellsAreTheAddress() {
        let url = "https://example.com/design"
        let host = ViewHost(ThemeProvider(.default) { LinkedNotes.text("Designed in \(url).") })
        let buffer = host.render(size: TerminalSize(columns: 60, rows: 1))
        #expect(buffer.hyperlinks.map(\.destination) == [url])
        guard let link = buffer.hyperlinks.first else { return }
        #expect(String(link.columns.map { buffer[$0, 0].grapheme }) == url)
        #expect(link.columns.allSatisfy { buffer[$0, 0].style.attributes.contains(.underline) })
    }
}
