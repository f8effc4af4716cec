@_exported import Observation
// Tessera's view layer builds on the cell layer, the theme values and Observation; `import Tessera`
// brings all three, so `Theme`, `@Observable` models and `@Bindable` work with no other import.
@_exported import TesseraCore
@_exported import TesseraTheme
