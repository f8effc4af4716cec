#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C locale ncurses needs for wide characters.
enum TerminalLocale {
    /// Adopts the user's locale (`setlocale(LC_ALL, "")`); when its character type is not UTF-8,
    /// tries `C.UTF-8` for `LC_CTYPE`. Returns whether the character type is UTF-8 afterwards.
    static func prepare() -> Bool {
        setlocale(LC_ALL, "")
        if isUTF8 { return true }
        setlocale(LC_CTYPE, "C.UTF-8")
        return isUTF8
    }

    /// Whether the current `LC_CTYPE` encodes text as UTF-8.
    static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
