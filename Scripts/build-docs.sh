#!/usr/bin/env bash
# Builds the documentation offline with the toolchain's own docc (issue 16): the symbol graphs of
# the library modules, then one static site per catalogue in Sources/<module>/<module>.docc.
# Fails on any DocC warning.
#
#   Scripts/build-docs.sh [OUTPUT_DIR]      (default .build/docs; open OUTPUT_DIR/<module>/index.html
#                                            through a web server, e.g. python3 -m http.server)
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-.build/docs}"
command -v docc >/dev/null || { echo "build-docs: needs docc (in the Swift toolchain)" >&2; exit 2; }

swift build >&2
modules_dir="$(swift build --show-bin-path)/Modules"
graphs=".build/symbol-graphs"
rm -rf "$graphs" "$output"
mkdir -p "$graphs" "$output"

for catalog in Sources/*/*.docc; do
  module="$(basename "$catalog" .docc)"
  mkdir -p "$graphs/$module"
  swift symbolgraph-extract -module-name "$module" -target "$(uname -m)-unknown-linux-gnu" \
    -minimum-access-level public -I "$modules_dir" -I Sources/CNcursesw -output-dir "$graphs/$module"
  docc convert "$catalog" \
    --additional-symbol-graph-dir "$graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "dev.tessera.$module" \
    --transform-for-static-hosting --hosting-base-path "$module" \
    --warnings-as-errors \
    --output-path "$output/$module"
  echo "build-docs: $output/$module" >&2
done
