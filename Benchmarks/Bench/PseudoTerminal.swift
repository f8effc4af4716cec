import Dispatch
import PseudoTerminalOpen
import Synchronization
import Tessera

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal opened in this process: a program writes to its slave as to a terminal; a
/// thread reads everything that arrives at the master, so the writer never blocks on a full pty.
final class PseudoTerminal: Sendable {
    let master: Int32
    let slave: Int32
    private let received = Mutex<[UInt8]>([])
    /// Written straight to the slave after a program's output, so the reader knows where it ends.
    private static let marker = Array("\u{1}tessera-bench-mark\u{1}".utf8)

    /// A raw pty of `size`, or nil when the system has none to give.
    init?(size: TerminalSize) {
        var master: Int32 = -1
        var slave: Int32 = -1
        guard pseudo_terminal_open(Int32(clamping: size.columns), Int32(clamping: size.rows), &master, &slave) == 0 else {
            return nil
        }
        self.master = master
        self.slave = slave
        DispatchQueue(label: "tessera-bench pty reader").async { [self] in readUntilClosed() }
    }

    private func readUntilClosed() {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count > 0 {
                received.withLock { $0.append(contentsOf: chunk[0..<count]) }
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                Glibc.close(master)   // read fails with EIO once the slave is closed
                return
            }
        }
    }

    /// The number of bytes written to the slave since the last call, or nil when they do not all
    /// arrive within `timeout`.
    func takeWrittenBytes(timeout: Duration = .seconds(5)) -> Int? {
        let written = Self.marker.withUnsafeBytes { write(slave, $0.baseAddress, $0.count) }
        guard written == Self.marker.count else { return nil }
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while clock.now < deadline {
            let count = received.withLock { bytes -> Int? in
                guard let end = Self.lastMarkerEnd(in: bytes) else { return nil }
                bytes.removeFirst(end)
                return end - Self.marker.count
            }
            if let count { return count }
            usleep(200)
        }
        return nil
    }

    private static func lastMarkerEnd(in bytes: [UInt8]) -> Int? {
        // The marker is the last thing written, so once it has arrived it ends the bytes.
        guard bytes.count >= marker.count, bytes[(bytes.count - marker.count)...].elementsEqual(marker) else { return nil }
        return bytes.count
    }

    /// Closes the slave; the reader then closes the master.
    func close() {
        Glibc.close(slave)
    }
}
