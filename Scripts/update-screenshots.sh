#!/usr/bin/env bash
# Regenerates the README's screenshots with `gallery snapshot` (headless, no terminal needed).
set -euo pipefail
cd "$(dirname "$0")/.."
out=docs/screenshots
rm -f "$out"/*.svg
shoot() { swift run -q gallery snapshot --size 120x36 --format svg --out "$out" "$@" > /dev/null; }
shoot --page button --theme default --scheme light
shoot --page inheritance --theme default --scheme dark
shoot --page toggle --theme nord --scheme dark
shoot --page banner --theme catppuccin --scheme light
shoot --page palette --theme high-contrast --scheme dark
ls -1 "$out"
