#!/bin/sh
# Formats every Swift file of the package as .swift-format says, in place, with the toolchain's
# swift-format. `swift test` checks the result (FormatLintTests runs `swift format lint --strict`).
set -eu
cd "$(dirname "$0")/.."
exec swift format format --in-place --recursive --parallel Sources Gallery Tests Benchmarks Fuzz Plugins Package.swift
