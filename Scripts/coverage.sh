#!/usr/bin/env bash
# Line coverage of each library module (issue 16): runs the tests with coverage in a build folder
# of its own (the normal build is left alone), merges the profiles of the test process and of the
# gallery processes the terminal tests start, and prints llvm-cov's line coverage per module.
#
#   Scripts/coverage.sh [BUILD_PATH]     (default .build/coverage)
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-.build/coverage}"
# The toolchain's own LLVM tools: Debian's may not read the profiles Swift's compiler writes.
tools="$(dirname "$(command -v swift)")"
swift test --enable-code-coverage --build-path "$build" >&2
bin="$(swift build --build-path "$build" --show-bin-path)"
# A process killed on purpose (the restoration tests) can leave a torn profile: merge the rest.
"$tools/llvm-profdata" merge -sparse --failure-mode=all "$bin"/codecov/*.profraw -o "$build/coverage.profdata" 2>/dev/null
echo "| module | lines | line coverage |"
echo "| --- | ---: | ---: |"
for module in TesseraCore TesseraTheme Tessera TesseraHeadless TesseraTerminal TesseraTesting TesseraStories TesseraGallery; do
  "$tools/llvm-cov" report "$bin/TesseraPackageTests.xctest" -object "$bin/gallery" \
    -instr-profile "$build/coverage.profdata" "Sources/$module" \
    | awk -v m="$module" '/^TOTAL/ { printf "| %s | %s | %s |\n", m, $8, $10 }'
done
