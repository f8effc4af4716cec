#!/usr/bin/env bash
# Fuzzes one of Tessera's libFuzzer targets (see Fuzz/README.md).
#
#   Scripts/fuzz.sh theme|layout [seconds]     (default 600 seconds)
#
# Builds fuzz-theme or fuzz-layout with --sanitize=fuzzer in its own build folder (.build/fuzz, so
# the normal build is untouched), then runs it niced, starting from the seeds in Fuzz/Corpus/NAME.
# New inputs go to a working corpus (.build/fuzz/corpus-NAME, or $FUZZ_CORPUS), never into the
# seeds; a crashing input is saved as .build/fuzz/artifacts-NAME/crash-… and the script fails.
# Replay one without the sanitizer:  swift run fuzz-NAME .build/fuzz/artifacts-NAME/crash-…
set -euo pipefail

usage() { echo "usage: Scripts/fuzz.sh theme|layout [seconds]" >&2; exit 2; }
target=${1:-}
seconds=${2:-600}
case "$target" in theme|layout) ;; *) usage ;; esac
[[ "$seconds" =~ ^[0-9]+$ ]] || usage

cd "$(dirname "$0")/.."
scratch=.build/fuzz
nice -n 10 swift build -c release --product "fuzz-$target" --sanitize=fuzzer --scratch-path "$scratch"

corpus=${FUZZ_CORPUS:-$scratch/corpus-$target}
artifacts=$scratch/artifacts-$target
mkdir -p "$corpus" "$artifacts"
options=(-max_total_time="$seconds" -timeout=10 -print_final_stats=1 -artifact_prefix="$artifacts/")
case "$target" in
    theme) options+=(-dict=Fuzz/theme.dict -max_len=8192) ;;
    layout) options+=(-max_len=512) ;;
esac
# The first folder receives new inputs; the seed folder after it is only read. Swift's backtracer
# would take the crash signal from libFuzzer, which then could not save the input.
export SWIFT_BACKTRACE=enable=no
exec nice -n 10 "$scratch/release/fuzz-$target" "${options[@]}" "$corpus" "Fuzz/Corpus/$target"
