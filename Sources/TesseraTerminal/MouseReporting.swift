/// The xterm private modes that switch mouse reporting, written by hand where terminfo does not.
enum MouseReporting {
    /// SGR (1006) encoding: positions beyond column 223 and distinct release reports.
    static let sgrOn = "\u{1B}[?1006h"
    static let sgrOff = "\u{1B}[?1006l"
    /// Every mouse mode ncurses or Tessera may have turned on, off again.
    static let allOff = "\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l"
}
