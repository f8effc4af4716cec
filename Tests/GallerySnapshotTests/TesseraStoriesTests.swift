import TesseraGallery
import TesseraTesting
import Testing

/// Every story of Tessera's own books, in every mode its book declares, against its reviewed
/// reference (`__Snapshots__/TesseraStoriesTests/<book>.<story>.<mode>.ansi`), with the story
/// checks: accessibility labels, contrast at the mode's depth, clipping and monochrome states.
///
/// Record after a deliberate change with `TESSERA_RECORD=failed swift test --filter TesseraStoriesTests`,
/// then look at every changed reference before committing it.
@Suite("Tessera's stories")
struct TesseraStoriesTests {
    @Test(arguments: Gallery.tesseraBooks.map(\.id))
    func book(_ id: String) throws {
        let book = try #require(Gallery.tesseraBooks.first { $0.id == id })
        assertStories(book)
    }
}
