#!/usr/bin/env bash
# Regenerates the font fuzz seeds (Fuzz/corpus/font/) from the bundled fonts: tiny subsets made with
# hb-subset (Debian's libharfbuzz-bin), each prefixed with the face-index byte the font target reads
# first (0: face 0). The subsets are derived from the bundled fonts and carry their licence (SIL OFL
# 1.1, Fonts/LICENSE-*.txt).
set -euo pipefail
cd "$(dirname "$0")/.."
out=Fuzz/corpus/font
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
seed() {  # seed NAME FONT TEXT
    hb-subset --text="$3" --output-file="$tmp/$1" "Fonts/$2"
    { printf '\000'; cat "$tmp/$1"; } > "$out/$1"
}
seed inter-cff Inter-Regular.otf "Helo AVWrdfi…"
seed liberation-kern LiberationSans-Regular.ttf "Helo AVWrd…"
seed noto-gpos NotoSans-Regular.ttf "Helo AVWrd…"
seed arabic NotoSansArabic-Regular.ttf "تسجيل الدخول"
seed thai NotoSansThai-Regular.ttf "สวัสดี"
ls -l "$out"
