@_exported import Tessera
@_exported import TesseraHeadless
