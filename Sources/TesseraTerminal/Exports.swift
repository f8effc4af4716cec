// An app's entry file imports TesseraTerminal for `TerminalApp`; the views come with it.
@_exported import Tessera
