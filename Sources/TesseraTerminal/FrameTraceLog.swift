import Tessera

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `TESSERA_FRAME_TRACE`: one line per frame with what it cost. `1` writes to standard error
/// (run the app with `2>frames.log`: the terminal shows the app, not the trace); any other value
/// is a file the lines are appended to. Unset, empty or `0`: no trace.
///
///     frame 12 80x24 resolve 812us layout+draw 190us present 45us bodies 431
///     frame 13 80x24 unchanged present 3us
final class FrameTraceLog {
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private var frame = 0

    private init(descriptor: Int32, ownsDescriptor: Bool) {
        self.descriptor = descriptor
        self.ownsDescriptor = ownsDescriptor
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// The log the environment asks for, or nil; or why its file cannot be opened, to say once
    /// the terminal is restored.
    static func fromEnvironment() -> Result<FrameTraceLog, TraceFileError>? {
        guard let value = getenv("TESSERA_FRAME_TRACE").map({ String(cString: $0) }), !value.isEmpty, value != "0" else {
            return nil
        }
        if value == "1" { return .success(FrameTraceLog(descriptor: STDERR_FILENO, ownsDescriptor: false)) }
        let descriptor = open(value, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            return .failure(TraceFileError(message: "TESSERA_FRAME_TRACE: cannot open \(MessageText.escaped(value)): \(reason)"))
        }
        return .success(FrameTraceLog(descriptor: descriptor, ownsDescriptor: true))
    }

    struct TraceFileError: Error {
        let message: String
    }

    /// Appends the line of one presented frame. A failed write (a full disk) drops the line.
    func record(_ trace: FrameTrace, size: TerminalSize, presentMicroseconds: Int) {
        frame += 1
        let cost =
            trace.reused
            ? "unchanged"
            : "resolve \(trace.resolveMicroseconds)us layout+draw \(trace.layoutAndDrawMicroseconds)us"
        var line = "frame \(frame) \(size.columns)x\(size.rows) \(cost) present \(presentMicroseconds)us"
        if !trace.reused { line += " bodies \(trace.bodies)" }
        if let rows = trace.drawnRows { line += " rows \(rows)" }
        line += "\n"
        line.withUTF8 { bytes in _ = write(descriptor, bytes.baseAddress, bytes.count) }
    }
}
