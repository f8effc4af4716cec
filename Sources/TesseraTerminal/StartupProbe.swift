#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `TESSERA_EXIT_AFTER_FIRST_FRAME=1`: the app quits, as if the user had quit, as soon as its
/// first frame is presented, so that start-up can be measured and profiled on its own:
///
///     TESSERA_EXIT_AFTER_FIRST_FRAME=1 perf record -g .build/release/gallery
///     Scripts/measure-terminal.sh          # its instruction and page-fault figures use it
///
/// The terminal is restored and `TerminalApp.run` returns normally. Unset, empty or `0`: off.
enum StartupProbe {
    static var quitsAfterFirstFrame: Bool {
        guard let value = getenv("TESSERA_EXIT_AFTER_FIRST_FRAME") else { return false }
        return value.pointee != 0 && String(cString: value) != "0"
    }
}
