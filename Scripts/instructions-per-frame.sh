#!/usr/bin/env bash
# Instructions per frame of a `tessera-bench --profile` workload, counted by callgrind: the
# difference between a run of LOW and a run of HIGH iterations, divided by HIGH - LOW, so that
# start-up and the first frame cancel. Unlike timings, the count does not move with the machine's
# load, so two builds can be compared in one sitting (issue 14).
#
#   Scripts/instructions-per-frame.sh WORKLOAD [LOW HIGH] [-- BENCH]
#
# WORKLOAD is what `tessera-bench --profile` takes (peer, peer-toggle, toggle, focus, theme or a
# gallery page); BENCH defaults to the release bench (built when missing). Valgrind does not read
# the bench's debug information, so it runs a copy without it. Count `theme` over whole rounds of
# the eight built-in themes (16 32): a theme the page was not shown in measures its stories again.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v valgrind >/dev/null 2>&1 || { echo "instructions-per-frame: needs valgrind (apt-get install valgrind)" >&2; exit 2; }
[ $# -ge 1 ] || { echo "usage: Scripts/instructions-per-frame.sh WORKLOAD [LOW HIGH] [-- BENCH]" >&2; exit 2; }
workload=$1; shift
low=10; high=30
if [ $# -ge 2 ] && [ "$1" != "--" ]; then low=$1; high=$2; shift 2; fi
case "$low$high" in *[!0-9]*) echo "instructions-per-frame: LOW and HIGH must be numbers" >&2; exit 2 ;; esac
[ "$high" -gt "$low" ] || { echo "instructions-per-frame: HIGH must be more than LOW" >&2; exit 2; }
bench=.build/release/tessera-bench
if [ $# -ge 2 ] && [ "$1" = "--" ]; then bench=$2; fi
if [ ! -x "$bench" ]; then
  echo "instructions-per-frame: building the release bench" >&2
  swift build -c release --product tessera-bench >&2
fi

copy=$(mktemp)
log=$(mktemp)
trap 'rm -f "$copy" "$log"' EXIT
cp "$bench" "$copy"
chmod 755 "$copy"
strip --strip-debug "$copy"

count() {
  # Swift seeds its hashing per process; a fixed seed makes dictionary probes, and so the
  # count, the same from run to run.
  if ! SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$copy" --profile "$workload" --iterations "$1" >"$log" 2>&1; then
    echo "instructions-per-frame: the bench failed:" >&2
    grep -v '^==' "$log" | tail -3 >&2
    exit 1
  fi
  # callgrind's summary line: "==PID== Collected : N"
  awk '/Collected/ { print $4 }' "$log"
}
low_count=$(count "$low")
high_count=$(count "$high")
echo "$workload: $(( (high_count - low_count) / (high - low) )) instructions per frame ($low and $high iterations)"
