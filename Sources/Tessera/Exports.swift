// Tessera's view layer builds on the cell layer and on Observation; `import Tessera` brings both,
// so `@Observable` models and `@Bindable` work with no other import.
@_exported import TesseraCore
@_exported import Observation
