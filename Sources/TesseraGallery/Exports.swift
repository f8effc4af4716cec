// `import TesseraGallery` brings stories and story books with it.
@_exported import TesseraStories
