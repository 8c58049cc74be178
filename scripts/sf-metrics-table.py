#!/usr/bin/env python3
"""Writes Fonts/sf-metrics.tsv, the compact table the metric-compatible system font reads
(docs/system-font.md), from the iOS system font measurements (sf-ios-advances.json).

Source of the measurements: the public repository Vercantez/openuikit, file
golden/font_metrics_ios.json at commit 32cc00a35acc7c1ec3f3be2e99492295ee8bf175 (iOS 26.1 simulator,
UIKit and CoreText); here as /work/shared/data/sf-ios-advances.json (see its README).

The measured advances follow an exact structure, which the table keeps instead of 36 x 95 numbers a font:
in units of 1/2048 em, a character's advance at size s is
    ((16384 - b(s)) * text[c] + b(s) * display[c]) / 16384 + o(s) / 1024
where text and display are the advances of the 17 pt and 28 pt designs (whole units for the weights
Apple draws, binary fractions for the weights it blends from them), b(s) (0 at 17 pt and
below, 16384 at 28 pt and up) blends them and o(s) is the size's tracking. b and o are the same for every
font here. The script checks that the table gives back every measured advance (to 1e-9 pt) before writing.

Usage: scripts/sf-metrics-table.py [path/to/sf-ios-advances.json] > Fonts/sf-metrics.tsv
"""
import json
import sys
import unicodedata

SOURCE = sys.argv[1] if len(sys.argv) > 1 else "/work/shared/data/sf-ios-advances.json"
# The fonts `--font system` can ask for: the nine UIKit weights (100 ultraLight ... 900 black) and italic.
FONTS = ["system-ultraLight", "system-thin", "system-light", "system-regular", "system-medium",
         "system-semibold", "system-bold", "system-heavy", "system-black", "italic-regular"]
CHARS = [chr(c) for c in range(0x20, 0x7F)]
UNITS = 2048

entries = {(e["id"].rsplit("-", 1)[0], e["pointSize"]): e for e in json.load(open(SOURCE))["fonts"]}
sizes = sorted({size for (_, size) in entries})


def units(font, size, char):
    return entries[(font, size)]["advances"][char] * UNITS / size


text = {f: [units(f, 17, c) for c in CHARS] for f in FONTS}
display = {f: [units(f, 28, c) for c in CHARS] for f in FONTS}
blend, offset = {}, {}
for size in sizes:
    # Two characters whose designs differ solve for b and o; every other character then checks them.
    f = "system-regular"
    i, j = CHARS.index(" "), CHARS.index("a")
    di, dj = display[f][i] - text[f][i], display[f][j] - text[f][j]
    ui, uj = units(f, size, CHARS[i]) - text[f][i], units(f, size, CHARS[j]) - text[f][j]
    b = 0.0 if di == dj else (ui - uj) / (di - dj)
    blend[size] = round(b * 16384)
    offset[size] = round((ui - blend[size] / 16384 * di) * 1024)

worst = 0.0
for f in FONTS:
    for k, c in enumerate(CHARS):
        for size in sizes:
            b, o = blend[size], offset[size]
            model = ((16384 - b) * text[f][k] + b * display[f][k]) / 16384 + o / 1024
            worst = max(worst, abs(model * size / UNITS - entries[(f, size)]["advances"][c]))
assert worst < 1e-9, worst

# Latin, Greek and Cyrillic letters whose canonical decomposition starts with another letter: the
# metric font measures them as that base letter (é as e, ά as α).
bases = []
for code in list(range(0x00C0, 0x0250)) + list(range(0x0370, 0x0530)) + list(range(0x1E00, 0x2000)):
    decomposed = unicodedata.normalize("NFD", chr(code))
    if len(decomposed) > 1 and unicodedata.category(decomposed[0]).startswith("L"):
        bases.append("%04X:%04X" % (code, ord(decomposed[0])))

print("# The iOS 26.1 system font's advances (SF, .SFUI-*), derived by scripts/sf-metrics-table.py from")
print("# Vercantez/openuikit golden/font_metrics_ios.json at commit 32cc00a35acc7c1ec3f3be2e99492295ee8bf175.")
print("# Units of 1/2048 em. advance(s, c) = ((16384 - blend(s)) * text[c] + blend(s) * display[c]) / 16384"
      " + offset(s) / 1024;")
print("# text/display rows: characters U+0020...U+007E in order. Measurements only: no outlines, no font software.")
print("sizes\t" + "\t".join("%g" % s for s in sizes))
print("blend\t" + "\t".join(str(blend[s]) for s in sizes))
print("offset\t" + "\t".join(str(offset[s]) for s in sizes))
for f in FONTS:
    print("text\t%s\t%s" % (f, "\t".join(map(repr, text[f]))))
    print("display\t%s\t%s" % (f, "\t".join(map(repr, display[f]))))
print("bases\t" + "\t".join(bases))
print("checked: %d fonts x %d sizes x %d characters, largest difference %.3g pt" % (
    len(FONTS), len(sizes), len(CHARS), worst), file=sys.stderr)
