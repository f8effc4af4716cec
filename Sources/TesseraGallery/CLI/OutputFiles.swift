import Tessera

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The files a command writes (snapshots, a report), with failures that name the file (escaped)
/// and the system's reason.
enum OutputFiles {
    /// Creates the folder `path` and any missing folders above it.
    static func createFolder(_ path: String) throws(CommandFailure) {
        let absolute = path.hasPrefix("/")
        var prefix = absolute ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o777) != 0 {
                let code = errno
                guard code == EEXIST else { throw failure("cannot create the folder", prefix, code) }
                var status = stat()
                guard stat(prefix, &status) == 0 else { throw failure("cannot create the folder", prefix, errno) }
                guard status.st_mode & S_IFMT == S_IFDIR else { throw failure("cannot create the folder", prefix, ENOTDIR) }
            }
            prefix += "/"
        }
    }

    /// Writes `text` as the whole of the file `path`: into a new file beside it, then renamed
    /// over it. Whatever was at that name before — a file, a FIFO, a symbolic link — is replaced,
    /// never written through, and a failed write leaves it as it was.
    static func write(_ text: String, to path: String) throws(CommandFailure) {
        let folder = PathText.folder(of: path)
        var template = Array(((folder.isEmpty ? "." : folder) + "/.tessera-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else { throw failure("cannot write", path, errno) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var code = writeAll(Array(text.utf8), to: descriptor)
        if code == 0, fchmod(descriptor, 0o666 & ~currentUmask()) != 0 { code = errno }
        if close(descriptor) != 0, code == 0 { code = errno }
        if code == 0, rename(temporary, path) != 0 { code = errno }
        if code != 0 {
            unlink(temporary)
            throw failure("cannot write", path, code)
        }
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    private static func failure(_ action: String, _ path: String, _ code: Int32) -> CommandFailure {
        CommandFailure("\(action) \(MessageText.escaped(path)): \(String(cString: strerror(code)))")
    }
}
