// The root of the app from DESIGN.md, in the app's own entry file. Compiled, not run: running
// needs a terminal (the gallery's tmux tests run the same loop for real).
import TesseraTerminal

func runAccountApp(settings: Settings) throws {
    try TerminalApp.run {
        ThemeProvider(.default) { AccountView(settings: settings) }
    }
}
