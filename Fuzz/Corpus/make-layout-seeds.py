#!/usr/bin/env python3
"""Writes the hand-made seeds of fuzz-layout into Fuzz/Corpus/layout.

Each seed is the bytes FuzzInput (Fuzz/Support/FuzzInput.swift) reads, built here field by field
in the order Fuzz/FuzzLayout/FuzzLayout.swift reads them. Run from the repository root:
    python3 Fuzz/Corpus/make-layout-seeds.py
"""
import os

class Seed:
    def __init__(self):
        self.data = bytearray()
    def byte(self, value):
        self.data.append(value & 0xFF); return self
    def int(self, value, low, high):
        span = high - low + 1
        if span > 256:
            self.byte((value - low) >> 8); self.byte(value - low)
        else:
            self.byte(value - low)
        return self
    def bool(self, value):
        return self.byte(1 if value else 0)
    def text(self, string):
        """Raw UTF-8 text, ended by 0xFF."""
        self.byte(0x80); self.data += string.encode("utf-8"); return self.byte(0xFF)
    def pieces(self, indices):
        """Text made of HostileText pieces, by index."""
        self.byte(len(indices))
        for index in indices: self.byte(index)
        return self
    def style(self, fg=(0,), bg=(0,), attributes=0):
        for color in (fg, bg):
            for part in color: self.byte(part)
        return self.byte(attributes)
    def rect(self, x, y, w, h):
        return self.int(x, -6, 46).int(y, -3, 12).int(w, -2, 50).int(h, -2, 14)

def buffer_ops(columns, rows, ops):
    seed = Seed().byte(0).int(columns, 0, 40).int(rows, 0, 10).int(len(ops), 1, 12)
    for op in ops:
        kind, x, y, clip, payload = op
        seed.style(fg=(3, 200, 100, 50), bg=(1, 4), attributes=0b1001)
        seed.int(x, -8, 48).int(y, -2, 12)
        seed.bool(clip is not None)
        if clip: seed.rect(*clip)
        seed.byte({"write": 0, "put": 2, "fill": 3}[kind])
        if kind == "fill":
            seed.rect(*payload).bool(False)
        else:
            seed.text(payload)
    return seed

def views(columns, rows, area, runs, modifiers):
    seed = Seed().byte(1).int(columns, 0, 60).int(rows, 0, 16)
    x, y, w, h = area
    seed.int(x, 0, columns).int(y, 0, rows).int(w, 0, columns - x).int(h, 0, rows - y)
    seed.int(len(runs), 1, 3)
    for text, role in runs:
        seed.text(text).int(role, 0, 12).bool(True).int(3, 0, 27).bool(True).bool(False)
    seed.int(len(modifiers), 0, 4)
    for modifier in modifiers:
        for part in modifier: seed.byte(part)
    return seed

def wrap(width, line_limit, text, alignment=0):
    seed = Seed().byte(2).int(width, 2, 40)
    if line_limit is None:
        seed.byte(1)
    else:
        seed.byte(0).int(line_limit, 1, 4)
    return seed.int(alignment, 0, 2).text(text)

seeds = {
    "buffer-ascii": buffer_ops(20, 3, [("write", 0, 0, None, "Hello, terminal"), ("write", 15, 1, None, "wrapping off the edge")]),
    "buffer-wide-clip": buffer_ops(12, 2, [("write", 0, 0, None, "中文字中文字"), ("write", 1, 0, (3, 0, 4, 1), "ab")]),
    "buffer-wide-edge": buffer_ops(5, 1, [("write", 3, 0, None, "中中"), ("put", 4, 0, None, "x"), ("write", -1, 0, None, "中a")]),
    "buffer-emoji": buffer_ops(16, 2, [("write", 0, 0, None, "👍🏽👨‍👩‍👧🏳️‍🌈🇺🇸#️⃣❤️"), ("write", 0, 1, (2, 1, 3, 1), "😀😀😀")]),
    "buffer-controls": buffer_ops(16, 1, [("write", 0, 0, None, "\x1b[31mred\x07\x7f\u009b\r\n\t"), ("put", 3, 0, None, "\x1b")]),
    "buffer-combining": buffer_ops(10, 1, [("write", 0, 0, None, "e\u0301a\u0300\u0301\u0302\u0303\u0304\u0305 \u0301x")]),
    "buffer-fill": buffer_ops(8, 3, [("write", 0, 1, None, "中文字中"), ("fill", 0, 0, None, (1, 0, 2, 3))]),
    "buffer-empty": buffer_ops(0, 0, [("write", 0, 0, None, "anything")]),
    "buffer-negative": buffer_ops(6, 2, [("write", -8, -2, (-6, -3, 50, 14), "中文字中文字中文字"), ("write", -3, 1, None, "中文字")]),
    "views-text": views(30, 6, (2, 1, 20, 3), [("Tessera draws text into cells, wrapping at words.", 8)], []),
    "views-cjk-border": views(20, 6, (1, 1, 9, 4), [("中文字中文字中文字", 8)], [(3, 0)]),
    "views-emoji-padding": views(24, 5, (0, 0, 7, 5), [("👍🏽 ok 🇺🇸 flag", 8), (" bold", 7)], [(2, 1), (4, 3)]),
    "views-zero": views(10, 4, (3, 2, 0, 0), [("nothing fits", 8)], [(3, 1)]),
    "views-one": views(10, 4, (9, 3, 1, 1), [("中", 8)], [(5, 1, 5, 1, 4, 0)]),
    "views-scroll": views(30, 8, (4, 1, 12, 5), [("line one\nline two\nline three\nline four\nline five\nline six", 8)], [(7, 0), (3, 1)]),
    "views-stacks": views(40, 10, (0, 0, 40, 10), [("left", 8), ("mid", 3)], [(8, 1, 0x80, ord("x"), 0xFF, 4, 0, 0, 0), (9, 1, 0x80, ord("y"), 0xFF, 8, 0, 0, 0)]),
    "views-controls": views(20, 3, (1, 0, 18, 3), [("\x1b]0;title\x07 \x1b[2J \u202eevil", 8)], [(0, 2)]),
    "views-caption": views(20, 3, (0, 0, 20, 3), [("caption text, upper case", 11)], [(6, 1, 0)]),
    "wrap-words": wrap(12, None, "The quick brown fox jumps over the lazy dog"),
    "wrap-long-word": wrap(5, None, "supercalifragilistic expialidocious"),
    "wrap-cjk": wrap(5, None, "中文字中文字中文字 a中b"),
    "wrap-wide-narrow": wrap(3, None, "a中b中c中"),
    "wrap-emoji": wrap(4, None, "👍🏽👍🏽 🇺🇸🇺🇸 #️⃣"),
    "wrap-newlines": wrap(8, None, "one\ntwo\r\nthree\n\nfive   spaces   here"),
    "wrap-limit": wrap(10, 2, "a long sentence that will not fit in two lines of ten", 1),
    "wrap-limit-one": wrap(6, 1, "中文字中文字中文字", 2),
    "wrap-spaces": wrap(4, None, "    a    b    "),
    "wrap-combining": wrap(3, None, "e\u0301e\u0301e\u0301e\u0301 \u0301\u200b\u00ad"),
    "wrap-pieces": Seed().byte(2).int(7, 2, 40).byte(1).int(0, 0, 2).pieces([4, 11, 17, 3, 20, 34, 3, 12, 5, 60]),
    "views-pieces": Seed().byte(1).int(20, 0, 60).int(5, 0, 16).int(1, 0, 20).int(1, 0, 5).int(15, 0, 19).int(3, 0, 4)
        .int(2, 1, 3).pieces([11, 18, 33, 55, 3, 19]).int(8, 0, 12).bool(False).bool(False).bool(False)
        .pieces([21, 22, 40, 3, 56]).int(8, 0, 12).bool(False).bool(True).bool(True).int(1, 0, 4).byte(3).byte(1),
}
folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "layout")
os.makedirs(folder, exist_ok=True)
for name, seed in seeds.items():
    with open(os.path.join(folder, name), "wb") as file:
        file.write(bytes(seed.data))
print(f"wrote {len(seeds)} seeds to {folder}")
