// `import TesseraHeadless` brings the view layer with it, so a program that only renders needs one import.
@_exported import Tessera
