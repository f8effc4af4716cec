import PeerApp
import Tessera
import TesseraTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes the ncurses presenter (`TerminalScreen`) writes for the peer screen at 120×40 and 256
/// colours, counted at the master of a pty whose slave is the screen's terminal
/// (TERM=xterm-256color): the first frame (from opening the screen through its first present),
/// a switch flipped (ten times), and a Tab (ten, from the switch on through the controls after it).
struct PresenterBytes {
    let sampler: Sampler
    let wanted: (String) -> Bool

    static let names = ["present.bytes.toggle", "present.bytes.focus", "present.bytes.first_frame"]

    /// The three metrics, or what went wrong.
    func run() -> Result<[Metric], PresenterBytesError> {
        guard Self.names.contains(where: wanted) else { return .success([]) }
        let runs = sampler.quick ? 2 : 5
        var firstFrames: [Double] = []
        var toggles: [Double] = []
        var focusMoves: [Double] = []
        for _ in 0..<runs {
            // The same ten flips and Tabs in a quick run: the counts do not depend on the machine.
            switch measureOnce(steps: 10) {
            case .success(let counts):
                firstFrames.append(Double(counts.firstFrame))
                toggles += counts.toggles.map(Double.init)
                focusMoves += counts.focusMoves.map(Double.init)
            case .failure(let error):
                return .failure(error)
            }
        }
        let metrics = [
            Metric(name: "present.bytes.toggle", samples: toggles, unit: "bytes", iterations: toggles.count),
            Metric(name: "present.bytes.focus", samples: focusMoves, unit: "bytes", iterations: focusMoves.count),
            Metric(name: "present.bytes.first_frame", samples: firstFrames, unit: "bytes", iterations: firstFrames.count),
        ]
        return .success(metrics.filter { wanted($0.name) })
    }

    private struct Counts {
        var firstFrame = 0
        var toggles: [Int] = []
        var focusMoves: [Int] = []
    }

    /// Opens a screen on a fresh pty, shows the peer screen, flips its switch and Tabs `steps`
    /// times each, and closes the screen.
    private func measureOnce(steps: Int) -> Result<Counts, PresenterBytesError> {
        let size = GallerySizes.peer
        guard let pty = PseudoTerminal(size: size) else { return .failure(.noPseudoTerminal) }
        defer { pty.close() }
        setenv("TERM", "xterm-256color", 1)
        unsetenv("COLUMNS")
        unsetenv("LINES")
        unsetenv("NO_COLOR")
        setenv("LC_ALL", "C.UTF-8", 1)
        return withStandardStreams(on: pty.slave) { () -> Result<Counts, PresenterBytesError> in
            let screen: TerminalScreen
            do {
                screen = try TerminalScreen(colorDepth: .c256)
            } catch {
                return .failure(.screen("\(error)"))
            }
            defer { screen.close() }
            guard screen.colorDepth == .c256, screen.size == size else {
                return .failure(.screen("the pty screen is \(screen.size) at \(screen.colorDepth.rawValue) colours"))
            }
            var environment = EnvironmentValues()
            environment.colorDepth = screen.colorDepth
            environment.asciiOnly = !screen.supportsUnicode
            let host = ViewHost(ThemeProvider(.default) { PeerScreen() }, environment: environment)
            var counts = Counts()
            func presented(_ buffer: CellBuffer) -> Int? {
                screen.present(buffer)
                return pty.takeWrittenBytes()
            }
            guard let first = presented(host.render(size: size)) else { return .failure(.lostBytes) }
            counts.firstFrame = first
            guard host.focus(label: PeerScreen.flippedSwitch, size: size) else {
                return .failure(.screen("Tab never reached the \(PeerScreen.flippedSwitch) switch"))
            }
            guard presented(host.render(size: size)) != nil else { return .failure(.lostBytes) }
            for _ in 0..<steps {
                guard let bytes = presented(host.flipFocused(size: size)) else { return .failure(.lostBytes) }
                counts.toggles.append(bytes)
            }
            for _ in 0..<steps {
                host.handle(.key(KeyPress(.tab)))
                guard let bytes = presented(host.render(size: size)) else { return .failure(.lostBytes) }
                counts.focusMoves.append(bytes)
            }
            return .success(counts)
        }
    }

    /// Runs `body` with standard input and output on `descriptor`, then puts them back.
    private func withStandardStreams<T>(on descriptor: Int32, _ body: () -> T) -> T {
        fflush(nil)   // whatever this process printed goes out before the streams move
        let savedInput = dup(STDIN_FILENO)
        let savedOutput = dup(STDOUT_FILENO)
        dup2(descriptor, STDIN_FILENO)
        dup2(descriptor, STDOUT_FILENO)
        defer {
            dup2(savedInput, STDIN_FILENO)
            dup2(savedOutput, STDOUT_FILENO)
            close(savedInput)
            close(savedOutput)
        }
        return body()
    }
}

/// Why the presenter's bytes could not be counted.
enum PresenterBytesError: Error, CustomStringConvertible {
    case noPseudoTerminal
    case screen(String)
    case lostBytes

    var description: String {
        switch self {
        case .noPseudoTerminal: "no pseudo-terminal could be opened"
        case .screen(let problem): "the ncurses screen failed: \(problem)"
        case .lostBytes: "the presenter's bytes did not all arrive at the pty's master"
        }
    }
}
