import TesseraGallery

// Tessera's own gallery: its story books, through the same public API any team uses.
Gallery.main(books: Gallery.tesseraBooks)
