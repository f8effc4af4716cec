#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C locale a screen runs in, which decides what it may write: UTF-8 only where the user's
/// locale says the terminal takes it, and otherwise printable ASCII alone.
enum TerminalLocale {
    /// What a screen made for tests writes, whatever the environment the tests run in.
    enum TestEncoding {
        /// UTF-8, as on a terminal whose locale is UTF-8.
        case utf8
        /// ASCII only, as on a terminal whose locale is not UTF-8.
        case ascii
    }

    /// Adopts the user's character type (`setlocale(LC_CTYPE, "")`: `LC_ALL`, else `LC_CTYPE`, else
    /// `LANG`) and returns whether it is UTF-8. It is never overridden: a terminal set up for `C` or
    /// Latin-1 must not be sent UTF-8. Only the character type: it is all ncurses and `wcwidth`
    /// use, and loading every category opened a dozen locale files at start-up.
    static func adoptUserLocale() -> Bool {
        setlocale(LC_CTYPE, "")
        return isUTF8
    }

    /// For screens made by tests: the user's locale, with `C.UTF-8` (built into glibc) for the
    /// character type when that one is not UTF-8, so ncurses and `wcwidth` behave the same in any
    /// environment. Returns whether the character type is UTF-8 afterwards.
    static func adoptUTF8ForTests() -> Bool {
        if adoptUserLocale() { return true }
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
