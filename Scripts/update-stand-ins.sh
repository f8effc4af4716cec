#!/usr/bin/env bash
# Writes Sources/Tessera/Theme/Contrast/BuiltinStandIns+Table.swift again: the built-in themes'
# stand-ins at 256, 16 and 8 colours, worked out ahead (BuiltinStandIns). Run it after changing a
# built-in theme or LegibleStandIns; BuiltinStandInsTests fails until then.
set -euo pipefail
cd "$(dirname "$0")/.."
TESSERA_UPDATE_STAND_INS=1 swift test --filter BuiltinStandInsTests/theTableIsWhatSolvingGivesNow
