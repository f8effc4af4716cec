#!/usr/bin/env bash
# Records the public API of every library module in API/<module>.txt (issue 16), after a
# deliberate change to it; APIBaselineTests (part of `swift test`) fails on any difference.
#
#   Scripts/api-baseline.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests
TESSERA_API_RECORD=1 swift test --skip-build --filter APIBaselineTests
git status --short API/
