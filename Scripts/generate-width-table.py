#!/usr/bin/env python3
"""Generates Sources/TesseraCore/Unicode/WidthTable.swift: the code point ranges whose
East_Asian_Width is Wide or Fullwidth, the one width property the Swift standard library lacks.

Reads the Unicode Character Database files of Debian's `unicode-data` package:
  EastAsianWidth.txt  the property itself;
  emoji/emoji-data.txt  only to check that every Emoji_Presentation code point outside the
                        regional indicators is already Wide here, so that DisplayWidth's use of the
                        standard library's isEmojiPresentation and this table agree.

Usage: Scripts/generate-width-table.py [--ucd DIR] [--output FILE]
The generated Swift file is committed; builds never need the data files.
"""

import argparse
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
DEFAULT_UCD = pathlib.Path("/usr/share/unicode")
DEFAULT_OUTPUT = ROOT / "Sources" / "TesseraCore" / "Unicode" / "WidthTable.swift"

# The file's header: unassigned code points in these blocks and planes default to W (not listed).
DEFAULT_WIDE = [
    (0x3400, 0x4DBF, "CJK Unified Ideographs Extension A"),
    (0x4E00, 0x9FFF, "CJK Unified Ideographs"),
    (0xF900, 0xFAFF, "CJK Compatibility Ideographs"),
    (0x20000, 0x2FFFD, "Plane 2"),
    (0x30000, 0x3FFFD, "Plane 3"),
]

REGIONAL_INDICATORS = range(0x1F1E6, 0x1F1FF + 1)


def parse_ranges(path, wanted_values):
    """Yields (first, last) for each data line whose second field is in wanted_values."""
    for line in path.read_text(encoding="utf-8").splitlines():
        data = line.split("#", 1)[0].strip()
        if not data:
            continue
        fields = [field.strip() for field in data.split(";")]
        if fields[1] not in wanted_values:
            continue
        first, _, last = fields[0].partition("..")
        yield int(first, 16), int(last or first, 16)


def unicode_version(path):
    match = re.match(r"# EastAsianWidth-(\d+\.\d+\.\d+)\.txt", path.read_text(encoding="utf-8"))
    if not match:
        sys.exit(f"{path}: no version line")
    return match.group(1)


def merged(ranges):
    result = []
    for first, last in sorted(ranges):
        if result and first <= result[-1][1] + 1:
            result[-1] = (result[-1][0], max(result[-1][1], last))
        else:
            result.append((first, last))
    return result


def contains(ranges, code_point):
    return any(first <= code_point <= last for first, last in ranges)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ucd", type=pathlib.Path, default=DEFAULT_UCD)
    parser.add_argument("--output", type=pathlib.Path, default=DEFAULT_OUTPUT)
    args = parser.parse_args()

    east_asian_width = args.ucd / "EastAsianWidth.txt"
    emoji_data = args.ucd / "emoji" / "emoji-data.txt"
    header = east_asian_width.read_text(encoding="utf-8")
    for first, last, name in DEFAULT_WIDE:
        if f"U+{first:04X}..U+{last:04X}" not in header:
            sys.exit(f"{east_asian_width}: the header no longer defaults {name} to W; "
                     "revisit DEFAULT_WIDE")

    wide = merged(list(parse_ranges(east_asian_width, {"W", "F"}))
                  + [(first, last) for first, last, _ in DEFAULT_WIDE])

    not_wide = [code_point
                for first, last in parse_ranges(emoji_data, {"Emoji_Presentation"})
                for code_point in range(first, last + 1)
                if code_point not in REGIONAL_INDICATORS and not contains(wide, code_point)]
    if not_wide:
        sys.exit("Emoji_Presentation but not East Asian Wide: "
                 + ", ".join(f"U+{code_point:04X}" for code_point in not_wide))

    version = unicode_version(east_asian_width)
    rows = []
    for index in range(0, len(wide), 4):
        chunk = wide[index:index + 4]
        rows.append("        " + " ".join(f"(0x{first:05X}, 0x{last:05X})," for first, last in chunk))

    swift = f"""\
// GENERATED FILE - do not edit. Regenerate with `python3 Scripts/generate-width-table.py`.
// Source: EastAsianWidth.txt, Unicode {version} (Debian package unicode-data), including the
// unassigned code points its header defaults to W (CJK blocks, planes 2 and 3).

/// The code points whose East_Asian_Width is Wide (W) or Fullwidth (F), Unicode {version}: the one
/// width property the standard library does not expose.
enum WidthTable {{
    /// The Unicode version the table was generated from.
    static let unicodeVersion = "{version}"

    /// Sorted, disjoint, non-adjacent closed ranges of wide code points ({len(wide)} ranges).
    static let wideRanges: [(first: UInt32, last: UInt32)] = [
{chr(10).join(rows)}
    ]
}}
"""
    args.output.write_text(swift, encoding="utf-8")
    print(f"wrote {args.output} ({len(wide)} ranges, Unicode {version})")


if __name__ == "__main__":
    main()
