import FuzzSupport
import Tessera
import TesseraGallery

// fuzz-theme: theme files, from bytes, through the reader, the validator and the `extends`
// resolver that `Theme.load(contentsOf:)` uses; each theme that loads is audited and a gallery
// page is drawn with it. Run it with Scripts/fuzz.sh theme; seeds are in Fuzz/Corpus/theme.
//
// Invariants (a broken one aborts, so libFuzzer saves the input):
// - no input crashes or hangs the loader;
// - a theme that fails has at least one error, and every message is one line a terminal can show
//   as it is (no control character, no escape, no bidirectional override), at a real line and
//   column of the input;
// - a theme that loads has a printable name and description, a contrast audit of finite ratios,
//   and draws a sound frame (see CellBufferInvariants).

@_cdecl("LLVMFuzzerTestOneInput")
public func themeFuzzerEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzTheme(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

func fuzzTheme(_ bytes: [UInt8]) {
    let theme: Theme
    do {
        theme = try Theme.decode(bytes, file: "fuzz.json")
    } catch {
        checkErrors(error, input: bytes)
        return
    }
    fuzzRequire(isPrintable(theme.name) && isPrintable(theme.description), "the theme's name or description is not printable")
    for result in ContrastAudit.run(theme: theme) {
        fuzzRequire(result.ratio.isFinite && result.ratio >= 1, "contrast ratio \(result.ratio) for \(result.pair)")
    }
    drawGalleryPage(with: theme, seed: bytes.reduce(0) { ($0 &* 31) &+ Int($1) })
}

private func checkErrors(_ error: ThemeLoadError, input bytes: [UInt8]) {
    fuzzRequire(!error.errors.isEmpty, "a theme failed to load with no error")
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    let lines = body.count(where: { $0 == UInt8(ascii: "\n") }) + 1
    for problem in error.errors {
        fuzzRequire(
            isPrintable(problem.description), "an error message a terminal cannot show as it is: \(problem.description.debugDescription)")
        guard problem.file == "fuzz.json" else { continue }   // a built-in parent's own lines
        if let line = problem.line {
            fuzzRequire((1...lines).contains(line), "line \(line) of a \(lines)-line input: \(problem)")
        }
        if let column = problem.column {
            fuzzRequire(column >= 1 && column <= body.count + 1, "column \(column) of a \(body.count)-byte input: \(problem)")
        }
    }
}

/// One page of the gallery with the theme, at a size and scheme the input picks, then once more
/// after Tab moves focus (the focus ring draws the theme's markers).
private func drawGalleryPage(with theme: Theme, seed: Int) {
    let pages = GalleryCatalog.tessera.pages.map(\.id)
    let model = GalleryModel(
        themes: [theme], page: pages[abs(seed % pages.count)],
        scheme: seed & 1 == 0 ? .light : .dark, reduceMotion: true)
    let host = ViewHost(GalleryRoot(model: model))
    let size = TerminalSize(columns: 20 + abs(seed / 7 % 121), rows: 5 + abs(seed / 11 % 41))
    for _ in 0..<2 {
        let frame = host.render(size: size)
        fuzzRequireNone(CellBufferInvariants.violations(in: frame), "gallery page \(model.page.id) at \(size)")
        host.handle(.key(KeyPress(.tab)))
    }
}

/// Whether a terminal can show `text` as it is.
private func isPrintable(_ text: String) -> Bool {
    !text.unicodeScalars.contains { scalar in
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}

// Under `--sanitize=fuzzer` SwiftPM compiles this file as a library and libFuzzer's main() calls
// LLVMFuzzerTestOneInput. In a plain build it is compiled as a script, so this initialiser runs
// at start-up and replays the files and folders named on the command line instead.
private let replay: Void = FuzzReplay.run(CommandLine.arguments, through: fuzzTheme)
