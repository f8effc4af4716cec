// Tessera's view layer builds on the cell layer; `import Tessera` brings both.
@_exported import TesseraCore
