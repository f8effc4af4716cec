// `import TesseraTesting` brings the view layer and the headless formats with it.
@_exported import Tessera
@_exported import TesseraHeadless
