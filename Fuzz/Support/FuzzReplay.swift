import Foundation

/// Runs a fuzz target's check over saved inputs, for a fuzzer built without libFuzzer (a plain
/// `swift build`): `fuzz-theme Fuzz/Corpus/theme crash-1234` replays a folder and a crash file.
package enum FuzzReplay {
    /// Replays every file named in `arguments` (after the program name), and every file in every
    /// folder named, through `check`, then ends the process: 0 when all were read, 1 when one could
    /// not be, 2 when nothing was named. A failing check traps, as it does under libFuzzer.
    package static func run(_ arguments: [String], through check: ([UInt8]) -> Void) {
        let program = arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "fuzzer"
        let paths = arguments.dropFirst().filter { !$0.hasPrefix("-") }
        guard !paths.isEmpty else {
            FileHandle.standardError.write(
                Data(
                    """
                    usage: \(program) FILE|FOLDER...
                    Built without libFuzzer, \(program) replays saved inputs. To fuzz, build it with
                    --sanitize=fuzzer (see Scripts/fuzz.sh).

                    """.utf8))
            exit(2)
        }
        var replayed = 0
        var unreadable = 0
        for path in paths {
            for file in files(at: path) {
                guard let data = FileManager.default.contents(atPath: file) else {
                    FileHandle.standardError.write(Data("\(program): cannot read \(file.debugDescription)\n".utf8))
                    unreadable += 1
                    continue
                }
                check([UInt8](data))
                replayed += 1
            }
        }
        print("\(program): replayed \(replayed) input\(replayed == 1 ? "" : "s"), no failure")
        exit(unreadable == 0 ? 0 : 1)
    }

    /// The path itself, or the regular files in it (sorted) when it is a folder.
    private static func files(at path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            return [path]
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { (path as NSString).appendingPathComponent($0) }.filter { file in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) && !isFolder.boolValue
        }
    }
}
