#!/usr/bin/env python3
"""The metric-compatible system font's error against iOS (docs/system-font.md): runs `buttonsizer batch`
with `--font system` (no SF given) and compares its widths with iOS's own measurements.

1. Held-out sizes: the table is rebuilt without the sizes checked (a copy of Fonts/ whose sf-metrics.tsv
   lacks their columns), so those sizes come from interpolation alone; every covered character (95) in
   every weight is measured alone and compared with sf-ios-advances.json. Two held-out sets: the half
   sizes 11.5, 13.5, 17.5, and the odd sizes 9, 13, 15, 19 ... 39.
2. Kerning: six strings at 27 size/weight entries, kerning on, against iOS's kerned widths
   (scripts/sf-kerned-widths.tsv; the kerning share 0.75 text / 1.0 display was chosen on these).
3. Kerning-pair titles with no iOS measurement: the metric font's width against its own advance sum
   (the kerning it applies) and against plain Inter.

Usage: scripts/system-font-report.py [BUTTONSIZER] [sf-ios-advances.json]   (after `swift build`)
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/buttonsizer")
DATA = sys.argv[2] if len(sys.argv) > 2 else "/work/shared/data/sf-ios-advances.json"
WEIGHTS = {"system-ultraLight": 100, "system-thin": 200, "system-light": 300, "system-regular": 400,
           "system-medium": 500, "system-semibold": 600, "system-bold": 700, "system-heavy": 800,
           "system-black": 900, "italic-regular": 400}
entries = {e["id"]: e for e in json.load(open(DATA))["fonts"]}


def batch(requests, fonts_dir=None):
    lines = "\n".join(json.dumps(r) for r in requests) + "\n"
    command = [BIN, "batch", "--hermetic"] + (["--bundled-fonts-dir", fonts_dir] if fonts_dir else [])
    out = subprocess.run(command, input=lines, capture_output=True, text=True, check=True).stdout
    answers = [json.loads(line) for line in out.splitlines()]
    bad = [a for a in answers if not a["ok"]]
    assert not bad, bad[:3]
    return [a["result"]["width"] for a in answers]


def request(text, font_id, size, kerning=True, font="system"):
    weight = WEIGHTS[font_id]
    r = {"command": "measure", "text": text, "font": font, "size": size, "weight": weight}
    if font_id.startswith("italic"):
        r["italic"] = True
    if not kerning:
        r["no-kerning"] = True
    return r


def held_out_dir(held_out):
    """A copy of Fonts/ whose table lacks the columns of the sizes `held_out`."""
    folder = tempfile.mkdtemp(prefix="sf-held-out-")
    for name in os.listdir(os.path.join(ROOT, "Fonts")):
        if name != "sf-metrics.tsv":
            os.symlink(os.path.join(ROOT, "Fonts", name), os.path.join(folder, name))
    rows = open(os.path.join(ROOT, "Fonts/sf-metrics.tsv")).read().splitlines()
    sizes = rows[[r.split("\t")[0] for r in rows].index("sizes")].split("\t")[1:]
    keep = [i for i, s in enumerate(sizes) if float(s) not in held_out]
    with open(os.path.join(folder, "sf-metrics.tsv"), "w") as table:
        for row in rows:
            fields = row.split("\t")
            if fields[0] in ("sizes", "blend", "offset"):
                row = "\t".join([fields[0]] + [fields[1 + i] for i in keep])
            table.write(row + "\n")
    return folder


BANDS = [("8–11", 8, 11), ("11–17", 11, 17), ("17–28", 17, 28), ("28–40", 28, 40)]


def band(size):
    return next(name for name, low, high in BANDS if low <= size < high or (high == 40 and size == 40))


def held_out_report(held_out, title):
    folder = held_out_dir(held_out)
    try:
        chars = [chr(c) for c in range(0x20, 0x7F)]
        cases = [(f, s, c) for f in WEIGHTS for s in sorted(held_out) for c in chars]
        widths = batch([request(c, f, s, kerning=False) for f, s, c in cases], folder)
    finally:
        shutil.rmtree(folder)
    errors = {}
    for (f, s, c), w in zip(cases, widths):
        expected = entries["%s-%s" % (f, float(s))]["advances"][c]
        errors.setdefault((f, band(s)), []).append(abs(w - expected) / expected * 100 if expected else 0)
    print("\n### %s\n" % title)
    used = [b for b, _, _ in BANDS if any(band(s) == b for s in held_out)]
    print("| font | " + " | ".join("%s pt: max / mean %% per character" % b for b in used) + " |")
    print("|---|" + "---:|" * len(used))
    for f in WEIGHTS:
        cells = []
        for b in used:
            e = errors.get((f, b), [0])
            cells.append("%.3f / %.4f" % (max(e), sum(e) / len(e)))
        print("| %s | %s |" % (f, " | ".join(cells)))


def kerning_report():
    strings = ["0123456789", "AVAST Wavy To. LT", "Hello UIKit", "iiiiillll",
               "The quick brown fox jumps over the lazy dog", "WWWW MMMM"]
    rows = [line.split("\t") for line in open(os.path.join(ROOT, "scripts/sf-kerned-widths.tsv"))
            if not line.startswith("#")]
    cases = [(row[0], s, float(w)) for row in rows for s, w in zip(strings, row[1:])]
    requests = []
    for font_id, s, _ in cases:
        name, size = font_id.rsplit("-", 1)
        requests.append(request(s, name, float(size)))
        requests.append(request(s, name, float(size), kerning=False))
    widths = batch(requests)
    print("\n### Kerned strings against iOS (27 entries × 6 strings)\n")
    print("| string | kerning rule: max / mean % | no kerning (advance sum): max / mean % | within 1 % |")
    print("|---|---:|---:|---:|")
    everything = []
    for s in strings:
        ours, sums = [], []
        for k, (font_id, text, expected) in enumerate(cases):
            if text == s:
                ours.append(abs(widths[2 * k] - expected) / expected * 100)
                sums.append(abs(widths[2 * k + 1] - expected) / expected * 100)
        everything += ours
        print("| %s | %.2f / %.2f | %.2f / %.2f | %d of %d |" % (s, max(ours), sum(ours) / len(ours), max(sums),
                                                                sum(sums) / len(sums), sum(e <= 1 for e in ours), len(ours)))
    print("\nAll: %d of %d within 1 %%, max %.2f %%, mean %.3f %%." % (
        sum(e <= 1 for e in everything), len(everything), max(everything), sum(everything) / len(everything)))


def titles_report():
    titles = ["AV", "To", "Wa", "LT", "ff", "Add to Wishlist", "Tap To Retry", "AVAILABLE", "Wallet"]
    requests = []
    for t in titles:
        requests += [request(t, "system-regular", 17), request(t, "system-regular", 17, kerning=False),
                     request(t, "system-regular", 17, font="Inter")]
    w = batch(requests)
    print("\n### Kerning-pair titles at 17 pt regular (no iOS kerned width measured for these)\n")
    print("| title | metric font, kerned | iOS advance sum (metric font, no kerning) | kerning applied | plain Inter |")
    print("|---|---:|---:|---:|---:|")
    for k, t in enumerate(titles):
        kerned, plain, inter = w[3 * k], w[3 * k + 1], w[3 * k + 2]
        print("| %s | %.3f | %.3f | %+.2f %% | %.3f (%+.1f %%) |" % (t, kerned, plain, (kerned - plain) / plain * 100,
                                                                  inter, (inter - kerned) / kerned * 100))


held_out_report({11.5, 13.5, 17.5}, "Held-out half sizes (11.5, 13.5, 17.5 pt), the table without them")
held_out_report({9, 13, 15, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39},
                "Held-out odd sizes (9, 13, 15, 19 … 39 pt), the table without them")
kerning_report()
titles_report()
