#!/usr/bin/env bash
# Build the bundled CJK fallback fonts
#
#   Fonts/NotoSansCJKsc-Subset.otf   (face "Noto Sans CJK SC" of the TTC)
#   Fonts/NotoSansCJKjp-Subset.otf   (face "Noto Sans CJK JP" of the TTC)
#
# from the Debian package fonts-noto-cjk's NotoSansCJK-Regular.ttc, using
# fontTools' subsetter (pyftsubset). Both subsets get the same character set,
# which is generated here from Python's codecs (no downloaded lists):
#
#   * ASCII printable U+0020-U+007E
#   * Latin-1 punctuation/symbols U+00A0-U+00FF (Unicode categories P*, S*, Zs)
#   * U+2026 HORIZONTAL ELLIPSIS
#   * General Punctuation U+2000-U+206F (the code points the font maps)
#   * CJK Symbols and Punctuation U+3000-U+303F, Hiragana U+3040-U+309F,
#     Katakana U+30A0-U+30FF, Halfwidth and Fullwidth Forms U+FF00-U+FFEF
#     (the code points the font maps)
#   * GB 2312 level-1 hanzi      (3,755; 'gb2312' lead 0xB0-0xD7, trail 0xA1-0xFE)
#   * JIS X 0208 level-1 kanji   (2,965; 'euc_jp' lead 0xB0-0xCF, trail 0xA1-0xFE)
#   * KS X 1001 hangul syllables (2,350; 'euc_kr' lead 0xB0-0xC8, trail 0xA1-0xFE)
#
# Idempotent: the output is byte-for-byte reproducible (pyftsubset does not
# touch head.modified unless --recalc-timestamp is given), outputs are written
# to a temp file and moved into place.
#
# Usage (from anywhere; paths are resolved against the repo root):
#   scripts/make-cjk-subset.sh
# Environment:
#   PYTHON   python interpreter with fontTools (default: first of python3,
#            /usr/bin/python3 that can import fontTools)

set -euo pipefail

# --- pinned source -----------------------------------------------------------
SRC=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
SRC_PKG=fonts-noto-cjk
SRC_VERSION='1:20220127+repack1-1'
SRC_SHA256=b76b0433203017ca80401b2ee0dd69350349871c4b19d504c34dbdd80541690a

REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$REPO_ROOT"
OUT_DIR=Fonts

die() { echo "make-cjk-subset: ERROR: $*" >&2; exit 1; }

# --- python with fontTools -------------------------------------------------------
if [[ -z "${PYTHON:-}" ]]; then
  for cand in python3 /usr/bin/python3; do
    if command -v "$cand" >/dev/null 2>&1 && "$cand" -c 'import fontTools' 2>/dev/null; then
      PYTHON="$cand"; break
    fi
  done
fi
[[ -n "${PYTHON:-}" ]] || die "no python3 with fontTools found (apt-get install python3-fonttools, or set PYTHON=...)"
"$PYTHON" -c 'import fontTools' 2>/dev/null || die "PYTHON=$PYTHON cannot import fontTools"
echo "python:     $PYTHON (fontTools $("$PYTHON" -c 'import fontTools; print(fontTools.version)'))"

# --- verify the source file ------------------------------------------------------
[[ -f "$SRC" ]] || die "source font $SRC not found (apt-get install $SRC_PKG=$SRC_VERSION)"

command -v dpkg-query >/dev/null 2>&1 || die "dpkg-query not found; this script needs Debian package $SRC_PKG $SRC_VERSION"
installed="$(dpkg-query -W -f='${Version}' "$SRC_PKG" 2>/dev/null)" \
  || die "Debian package $SRC_PKG is not installed (need version $SRC_VERSION)"
[[ "$installed" == "$SRC_VERSION" ]] \
  || die "$SRC_PKG version is '$installed', expected '$SRC_VERSION'. Update SRC_VERSION/SRC_SHA256 in $0 deliberately after reviewing the new font."
owner="$(dpkg-query -S "$SRC" 2>/dev/null | cut -d: -f1)"
[[ "$owner" == "$SRC_PKG" ]] || die "$SRC is not owned by $SRC_PKG (dpkg says: '${owner:-nothing}')"

actual_sha="$("$PYTHON" -c 'import hashlib,sys
h=hashlib.sha256()
with open(sys.argv[1],"rb") as f:
    for b in iter(lambda: f.read(1<<20), b""): h.update(b)
print(h.hexdigest())' "$SRC")"
[[ "$actual_sha" == "$SRC_SHA256" ]] \
  || die "sha256 of $SRC is $actual_sha, expected $SRC_SHA256 (file modified or different package build)"
echo "source:     $SRC"
echo "            $SRC_PKG $installed, sha256 $actual_sha"

# --- character set + face indices -------------------------------------------------
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

"$PYTHON" - "$SRC" "$WORK" <<'PY'
import sys, unicodedata
from fontTools.ttLib import TTCollection

src, work = sys.argv[1], sys.argv[2]
coll = TTCollection(src, lazy=True)

def family(font):
    # Windows, Unicode BMP, English (US) name ID 1
    rec = font["name"].getName(1, 3, 1, 0x409)
    return rec.toUnicode() if rec else None

wanted = {"sc": "Noto Sans CJK SC", "jp": "Noto Sans CJK JP"}
index = {}
for key, fam in wanted.items():
    hits = [i for i, f in enumerate(coll.fonts) if family(f) == fam]
    if len(hits) != 1:
        sys.exit(f"expected exactly one face named {fam!r} in {src}, found {hits}")
    index[key] = hits[0]

cmaps = {k: set(coll.fonts[i].getBestCmap()) for k, i in index.items()}
either = cmaps["sc"] | cmaps["jp"]

def decode_dbcs(codec, leads, trails=range(0xA1, 0xFF)):
    out = []
    for lead in leads:
        for trail in trails:
            try:
                s = bytes((lead, trail)).decode(codec)
            except UnicodeDecodeError:
                continue
            if len(s) == 1:
                out.append(ord(s))
    return out

def in_font(lo, hi):
    return [cp for cp in range(lo, hi + 1) if cp in either]

latin1_punct = [cp for cp in range(0xA0, 0x100)
                if unicodedata.category(chr(cp))[0] in "PS" or unicodedata.category(chr(cp)) == "Zs"]

categories = [
    # name, code points, required (all must be in both faces)
    ("ASCII printable U+0020-007E",            list(range(0x20, 0x7F)),          True),
    ("Latin-1 punctuation/symbols (P*,S*,Zs)", latin1_punct,                     False),
    ("U+2026 ellipsis",                        [0x2026],                         True),
    ("General Punctuation U+2000-206F (in font)", in_font(0x2000, 0x206F),       False),
    ("CJK Symbols & Punct. U+3000-303F (in font)", in_font(0x3000, 0x303F),      False),
    ("Hiragana U+3040-309F (in font)",         in_font(0x3040, 0x309F),          False),
    ("Katakana U+30A0-30FF (in font)",         in_font(0x30A0, 0x30FF),          False),
    ("Halfwidth/Fullwidth U+FF00-FFEF (in font)", in_font(0xFF00, 0xFFEF),       False),
    ("GB 2312 level-1 hanzi",                  decode_dbcs("gb2312", range(0xB0, 0xD8)), True),
    ("JIS X 0208 level-1 kanji",               decode_dbcs("euc_jp", range(0xB0, 0xD0)), True),
    ("KS X 1001 hangul syllables",             decode_dbcs("euc_kr", range(0xB0, 0xC9)), True),
]

expected = {"GB 2312 level-1 hanzi": 3755, "JIS X 0208 level-1 kanji": 2965,
            "KS X 1001 hangul syllables": 2350}
for name, cps, _ in categories:
    if name in expected and len(set(cps)) != expected[name]:
        sys.exit(f"{name}: decoded {len(set(cps))} characters, expected {expected[name]}")
# sanity: the decoded sets are what they claim to be
for name, cps, _ in categories:
    if "hanzi" in name or "kanji" in name:
        bad = [cp for cp in cps if not (0x4E00 <= cp <= 0x9FFF)]
    elif "hangul" in name:
        bad = [cp for cp in cps if not (0xAC00 <= cp <= 0xD7A3)]
    else:
        bad = []
    if bad:
        sys.exit(f"{name}: unexpected code points {[hex(c) for c in bad[:10]]}")

print(f"faces:      Noto Sans CJK SC = font number {index['sc']}, "
      f"Noto Sans CJK JP = font number {index['jp']}  (of {len(coll.fonts)} faces)")
print()
print(f"{'category':45} {'chars':>6} {'new':>6} {'in SC':>6} {'in JP':>6}")
seen = set()
for name, cps, required in categories:
    s = set(cps)
    new = s - seen
    seen |= s
    print(f"{name:45} {len(s):6d} {len(new):6d} {len(s & cmaps['sc']):6d} {len(s & cmaps['jp']):6d}")
    for key in ("sc", "jp"):
        missing = s - cmaps[key]
        if required and missing:
            sys.exit(f"{name}: {len(missing)} required characters missing from the {key.upper()} face, "
                     f"e.g. {[hex(c) for c in sorted(missing)[:10]]}")
print(f"{'TOTAL (unique)':45} {len(seen):6d} {'':6} {len(seen & cmaps['sc']):6d} {len(seen & cmaps['jp']):6d}")
print()

with open(f"{work}/unicodes.txt", "w") as f:
    f.write("\n".join(f"U+{cp:04X}" for cp in sorted(seen)) + "\n")
with open(f"{work}/faces.env", "w") as f:
    f.write(f"IDX_SC={index['sc']}\nIDX_JP={index['jp']}\n")
PY

# shellcheck disable=SC1091
source "$WORK/faces.env"

# --- subset ------------------------------------------------------------------------
mkdir -p "$OUT_DIR"
subset() {  # $1 font number, $2 output path
  local tmp="$WORK/$(basename "$2")"
  "$PYTHON" -m fontTools.subset "$SRC" \
    --font-number="$1" \
    --unicodes-file="$WORK/unicodes.txt" \
    --layout-features='*' \
    --glyph-names \
    --name-IDs='*' --name-languages='*' --name-legacy \
    --notdef-outline \
    --no-hinting \
    --drop-tables-=BASE --passthrough-tables \
    --output-file="$tmp"
  # The TTC faces share one CFF table whose FontName is "NotoSansCJKjp-Regular";
  # make the CFF FontName of the standalone subset match its name table ID 6
  # (as in the upstream single-face OTFs), so SC and JP don't share a PS name.
  "$PYTHON" - "$tmp" <<'PY'
import sys
from fontTools.ttLib import TTFont
path = sys.argv[1]
f = TTFont(path, recalcTimestamp=False)   # keep head.modified from the source
ps = f["name"].getName(6, 3, 1, 0x409).toUnicode()
cff = f["CFF "].cff
if cff.fontNames[0] != ps:
    print(f"            CFF FontName {cff.fontNames[0]} -> {ps}")
    cff.fontNames[0] = ps
    f.save(path)
PY
  mv -f "$tmp" "$2"
}
subset "$IDX_SC" "$OUT_DIR/NotoSansCJKsc-Subset.otf"
subset "$IDX_JP" "$OUT_DIR/NotoSansCJKjp-Subset.otf"

# --- verify ------------------------------------------------------------------------
"$PYTHON" - "$SRC" "$WORK/unicodes.txt" "$IDX_SC" "$OUT_DIR/NotoSansCJKsc-Subset.otf" "Noto Sans CJK SC" \
                                       "$IDX_JP" "$OUT_DIR/NotoSansCJKjp-Subset.otf" "Noto Sans CJK JP" <<'PY'
import sys
from fontTools.ttLib import TTFont, TTCollection

src, unicodes = sys.argv[1], sys.argv[2]
jobs = [sys.argv[3:6], sys.argv[6:9]]
requested = {int(l.strip()[2:], 16) for l in open(unicodes) if l.strip()}
samples = "统计あア한글…"
coll = TTCollection(src, lazy=True)

def feats(font, tag):
    return {r.FeatureTag for r in font[tag].table.FeatureList.FeatureRecord} if tag in font else set()

for idx, path, fam in jobs:
    orig = coll.fonts[int(idx)]
    f = TTFont(path)
    name = f["name"]
    fam1 = name.getName(1, 3, 1, 0x409).toUnicode()
    full = name.getName(4, 3, 1, 0x409).toUnicode()
    if fam1 != fam:
        sys.exit(f"{path}: name ID 1 is {fam1!r}, expected {fam!r}")
    cmap = f.getBestCmap()
    miss = [c for c in samples if ord(c) not in cmap]
    if miss:
        sys.exit(f"{path}: cmap lacks {miss}")
    want = requested & set(orig.getBestCmap())
    lost = want - set(cmap)
    if lost:
        sys.exit(f"{path}: {len(lost)} requested characters lost, e.g. {[hex(c) for c in sorted(lost)[:10]]}")
    dropped = {}
    for tag in ("GSUB", "GPOS"):
        extra = feats(f, tag) - feats(orig, tag)
        if extra:
            sys.exit(f"{path}: {tag} has features not in the source: {sorted(extra)}")
        # With --layout-features='*' nothing is filtered out; a feature is only
        # pruned when none of its lookups touch a glyph that is in the subset.
        dropped[tag] = sorted(feats(orig, tag) - feats(f, tag))
    if "BASE" not in f:
        sys.exit(f"{path}: BASE table missing")
    print(f"verified:   {path}: family {fam1!r}, full name {full!r}, "
          f"{len(cmap)} code points, {len(f.getGlyphOrder())} glyphs, "
          f"samples {samples} present")
    for tag in ("GSUB", "GPOS"):
        print(f"            {tag} features kept: {' '.join(sorted(feats(f, tag)))}"
              + (f"; emptied by subsetting: {' '.join(dropped[tag])}" if dropped[tag] else ""))
PY

if command -v fc-scan >/dev/null 2>&1; then
  for f in "$OUT_DIR/NotoSansCJKsc-Subset.otf" "$OUT_DIR/NotoSansCJKjp-Subset.otf"; do
    echo "fc-scan:    $f: $(fc-scan --format '%{family}|%{style}|%{weight}' "$f")"
  done
  fc-scan --format '%{family}\n' "$OUT_DIR/NotoSansCJKsc-Subset.otf" | tr ',' '\n' | grep -qx 'Noto Sans CJK SC' \
    || die "fontconfig does not report family 'Noto Sans CJK SC'"
  fc-scan --format '%{family}\n' "$OUT_DIR/NotoSansCJKjp-Subset.otf" | tr ',' '\n' | grep -qx 'Noto Sans CJK JP' \
    || die "fontconfig does not report family 'Noto Sans CJK JP'"
fi

"$PYTHON" - "$OUT_DIR/NotoSansCJKsc-Subset.otf" "$OUT_DIR/NotoSansCJKjp-Subset.otf" <<'PY'
import hashlib, os, sys
for p in sys.argv[1:]:
    print(f"output:     {p}  {os.path.getsize(p):,} bytes  sha256 {hashlib.sha256(open(p,'rb').read()).hexdigest()}")
PY
du -sh "$OUT_DIR"
