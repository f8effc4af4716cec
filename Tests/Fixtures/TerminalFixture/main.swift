import Dispatch
import Tessera
import TesseraTerminal

// A terminal app that fails on purpose, for TerminalRestorationTests: it shows "fixture ready"
// and, when `x` is pressed, fails the way its argument says. Never shipped (no product).
//
//   trap         an array index out of range (a Swift runtime trap) in a key handler
//   thread-trap  the same trap on another thread while the main thread waits for input
//   overflow     unbounded recursion: a stack overflow
//   exit         exit(3) with the screen still open
//   throw        an error thrown out of main with the screen still open
//   (anything else: `x` quits normally)
#if canImport(Glibc)
import Glibc
#endif

struct FixtureFailure: Error {}

let mode = CommandLine.arguments.dropFirst().first ?? ""
let values = [1, 2, 3]

@inline(never)
func outOfRange() -> Int { values[values.count + CommandLine.arguments.count] }

@inline(never)
func recurse(_ depth: Int) -> Int {
    var frame = (depth, depth, depth, depth)
    return withUnsafeMutablePointer(to: &frame) { $0.pointee.0 == Int.min ? 0 : recurse(depth &+ 1) &+ 1 }
}

struct Fixture: View {
    @Environment(\.quit) private var quit

    var body: some View {
        Text("fixture ready: \(mode)")
            .onKeyPress { press in
                guard press.key == .character("x") else { return false }
                switch mode {
                case "trap": print(outOfRange())
                case "thread-trap": DispatchQueue.global().async { print(outOfRange()) }
                case "overflow": print(recurse(0))
                case "exit": exit(3)
                default: quit()
                }
                return true
            }
    }
}

/// Global, so nothing releases (and so closes) the screen when the error escapes main.
var openScreen: TerminalScreen?

if mode == "throw" {
    let screen = try TerminalScreen(colorDepth: .monochrome)
    openScreen = screen
    var buffer = CellBuffer(size: screen.size)
    buffer.write("fixture ready: throw", at: .zero, style: .plain)
    screen.present(buffer)
    while true {
        if case .key(let press)? = try screen.readEvent(timeout: nil), press.key == .character("x") {
            throw FixtureFailure()
        }
    }
} else {
    try TerminalApp.run(colorDepth: .monochrome) { Fixture() }
}
