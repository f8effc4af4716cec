import PeerApp
import Tessera
import TesseraTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The peer screen live on this terminal, as an app of its own would show it: what
// Scripts/measure-terminal.sh times from exec to first frame, and whose idle memory it reads.
do {
    try TerminalApp.run { ThemeProvider(.default) { PeerScreen() } }
} catch {
    let line = Array("tessera-peer: \(error)\n".utf8)
    _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    exit(1)
}
