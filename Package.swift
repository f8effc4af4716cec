// swift-tools-version: 6.0
import PackageDescription

#if canImport(Glibc)
import Glibc
#endif

/// The Swift standard library, runtime and FoundationEssentials linked into the program instead of
/// loaded as shared libraries, in release builds (`swift build --static-swift-stdlib` does the same
/// for a whole build). Debug builds and tests stay dynamic: they link faster. Linux only: Apple's
/// platforms have no static Swift runtime.
let staticSwiftRuntimeInRelease: [LinkerSetting] = [
    .unsafeFlags(
        ["-static-stdlib", "-l_FoundationCollections", "-l_FoundationCShims", "-use-ld=lld"]
            + packedRelativeRelocations,
        .when(platforms: [.linux], configuration: .release))
]

/// Relative relocations packed as a bitmap (DT_RELR) instead of a 24-byte entry each: the gallery's
/// 45,000 would otherwise be a 1 MB table the loader reads, and keeps resident, at every start.
/// Only where the C library loads them (glibc 2.36 and later); elsewhere the program would not start.
var packedRelativeRelocations: [String] {
    #if canImport(Glibc)
    var version = [CChar](repeating: 0, count: 64)
    guard confstr(Int32(_CS_GNU_LIBC_VERSION), &version, version.count) > 0 else { return [] }
    let text = String(decoding: version.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let numbers = text.split(separator: " ").last?.split(separator: ".").compactMap { Int($0) } ?? []
    guard numbers.count >= 2, (numbers[0], numbers[1]) >= (2, 36) else { return [] }
    return ["-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"]
    #else
    return []
    #endif
}

/// Release builds name concrete generic types by calling their metadata accessors rather than by
/// mangled name: a name is demangled at its first use, and each generic requirement it names is
/// checked by searching every protocol conformance in the program — a large part of the start-up
/// of a view tree made of generic types (README, Performance). They also leave out the run-time
/// exclusivity checks (every access to a class's stored property or a global begins and ends an
/// access in a thread-local set: 6-8 % of an incremental frame); debug builds, where every test
/// runs, keep them, so an overlapping access still traps there.
let releaseSettings: [SwiftSetting] = [
    .unsafeFlags(
        ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors", "-enforce-exclusivity=unchecked"],
        .when(configuration: .release))
]

let package = Package(
    name: "Tessera",
    products: [
        /// Views, environment, styles, themes and components. Pure Swift; never imports ncurses.
        .library(name: "Tessera", targets: ["Tessera"]),
        /// The ncurses presenter and the terminal runtime.
        .library(name: "TesseraTerminal", targets: ["TesseraTerminal"]),
        /// Headless rendering — `Snapshot.render` to text, ANSI or SVG — for any program, with no
        /// test framework linked.
        .library(name: "TesseraHeadless", targets: ["TesseraHeadless"]),
        /// Snapshot and story assertions for users' test suites (links XCTest and Swift Testing).
        .library(name: "TesseraTesting", targets: ["TesseraTesting"]),
        /// Stories, story books and the whole gallery for them: `Gallery.main(books:)`.
        .library(name: "TesseraGallery", targets: ["TesseraGallery"]),
        /// Tessera's own gallery: `Gallery.main(books: Gallery.tesseraBooks)`.
        .executable(name: "gallery", targets: ["Gallery"]),
    ],
    targets: [
        // Cells: the buffer every frame is drawn into, colours, Unicode width, input events.
        .target(name: "TesseraCore"),
        // Theme values and theme files: the types, and the loader that reads, checks and merges files.
        .target(name: "TesseraTheme", dependencies: ["TesseraCore"]),
        .target(name: "Tessera", dependencies: ["TesseraCore", "TesseraTheme"], plugins: ["EmbedThemes"]),
        // The headless presenter: renders any view to text, ANSI or SVG with no terminal.
        .target(name: "TesseraHeadless", dependencies: ["Tessera", "TesseraCore"]),
        // Embeds the built-in theme files of `Themes/` into Tessera at build time, as text and as
        // the values the loader resolves them to.
        .executableTarget(name: "ThemeEmbedder", dependencies: ["TesseraCore", "TesseraTheme"]),
        .plugin(name: "EmbedThemes", capability: .buildTool(), dependencies: ["ThemeEmbedder"]),
        // Debian's libncursesw, seen through a small shim header.
        .systemLibrary(
            name: "CNcursesw",
            providers: [.apt(["libncursesw5-dev"])]
        ),
        .target(name: "TesseraTerminal", dependencies: ["Tessera", "TesseraCore", "CNcursesw"]),
        .target(name: "TesseraTesting", dependencies: ["Tessera", "TesseraHeadless", "TesseraStories"]),
        // Stories and story books, their modes, and rendering and checking one headlessly.
        .target(name: "TesseraStories", dependencies: ["Tessera", "TesseraHeadless"]),
        // Tessera's own story books, written with the public API of Tessera and TesseraStories only.
        .target(name: "TesseraBooks", dependencies: ["Tessera", "TesseraStories"], path: "Gallery/Books"),
        // The gallery for any story books: its screens, its command line and `Gallery.main(books:)`.
        .target(
            name: "TesseraGallery",
            dependencies: ["Tessera", "TesseraStories", "TesseraBooks", "TesseraTerminal", "TesseraHeadless"]
        ),
        // The `gallery` command: the gallery of Tessera's own books. A release build links the Swift
        // runtime statically (README, Performance): it starts sooner and has less resident.
        .executableTarget(
            name: "Gallery", dependencies: ["TesseraGallery"], path: "Gallery/Command",
            linkerSettings: staticSwiftRuntimeInRelease),
        // Fuzzing (see Scripts/fuzz.sh): libFuzzer targets built with `--sanitize=fuzzer`; a plain
        // build makes them replay saved inputs. The support library is shared with property tests.
        .target(name: "FuzzSupport", dependencies: ["Tessera", "TesseraCore"], path: "Fuzz/Support"),
        .executableTarget(
            name: "fuzz-theme", dependencies: ["FuzzSupport", "Tessera", "TesseraCore", "TesseraGallery"],
            path: "Fuzz/FuzzTheme"),
        .executableTarget(
            name: "fuzz-layout", dependencies: ["FuzzSupport", "Tessera", "TesseraCore"],
            path: "Fuzz/FuzzLayout"),
        // Speed figures, printed by `swift run -c release tessera-bench` (never timed in tests).
        .executableTarget(
            name: "tessera-bench",
            dependencies: [
                "Tessera", "TesseraGallery", "TesseraHeadless", "TesseraTerminal", "PeerApp", "CellFloor",
                "AllocationCounter", "PseudoTerminalOpen",
            ],
            path: "Benchmarks/Bench"
        ),
        // The screen toolkits are compared on, and `tessera-peer`, an app that shows only it (linking
        // only what such an app links), for start-up and memory figures.
        .target(name: "PeerApp", dependencies: ["Tessera"], path: "Benchmarks/PeerApp"),
        .executableTarget(
            name: "tessera-peer", dependencies: ["PeerApp", "Tessera", "TesseraTerminal"], path: "Benchmarks/Peer",
            linkerSettings: staticSwiftRuntimeInRelease),
        // The C floor the benchmark measures a frame's cell work against, in the same run.
        .target(name: "CellFloor", path: "Benchmarks/Floor"),
        // Counts the benchmark's heap allocations by standing in for glibc's malloc family.
        .target(name: "AllocationCounter", path: "Benchmarks/Allocations"),
        // Opens the pty the benchmark counts the ncurses presenter's bytes through.
        .target(name: "PseudoTerminalOpen", path: "Benchmarks/PseudoTerminal"),
        .testTarget(name: "TesseraCoreTests", dependencies: ["TesseraCore"]),
        .testTarget(name: "TesseraHeadlessTests", dependencies: ["TesseraHeadless", "Tessera", "headless-svg-example"]),
        .testTarget(name: "TesseraTests", dependencies: ["Tessera", "FuzzSupport"]),
        // A user-style program: the DESIGN.md call site, compiled unchanged and rendered.
        .testTarget(name: "DesignCallSiteTests", dependencies: ["Tessera", "TesseraTerminal"]),
        .testTarget(name: "TesseraTestingTests", dependencies: ["TesseraTesting"], exclude: ["__Snapshots__"]),
        .testTarget(name: "TesseraStoriesTests", dependencies: ["TesseraStories", "TesseraTesting"]),
        // Tessera's own stories: each `code:` is the source of the story it shows.
        .testTarget(name: "TesseraBooksTests", dependencies: ["TesseraBooks", "TesseraStories"]),
        // Every gallery page in every built-in theme, compared with reviewed references.
        .testTarget(
            name: "GallerySnapshotTests", dependencies: ["TesseraGallery", "TesseraTesting", "Gallery"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "TesseraThemeTests", dependencies: ["Tessera", "TesseraTheme", "TesseraGallery", "Gallery"],
            exclude: ["Fixtures"]),
        // A program that writes an SVG of a view with the headless product alone; TesseraHeadlessTests
        // checks it links no test framework.
        .executableTarget(name: "headless-svg-example", dependencies: ["TesseraHeadless"], path: "Tests/Fixtures/HeadlessSVG"),
        // A terminal app that traps, overflows its stack or throws on purpose, for TerminalRestorationTests.
        .executableTarget(
            name: "terminal-fixture",
            dependencies: ["Tessera", "TesseraTerminal"],
            path: "Tests/Fixtures/TerminalFixture"
        ),
        .testTarget(
            name: "TesseraTerminalTests",
            dependencies: ["TesseraTerminal", "TesseraCore", "Gallery"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Every Swift target a program links (the fuzzers, the embedder and the tests keep the defaults).
let targetsProgramsLink: Set = [
    "TesseraCore", "TesseraTheme", "Tessera", "TesseraHeadless", "TesseraTerminal", "TesseraTesting",
    "TesseraStories", "TesseraBooks", "TesseraGallery", "Gallery", "PeerApp", "tessera-peer", "tessera-bench",
]
for target in package.targets where targetsProgramsLink.contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + releaseSettings
}
