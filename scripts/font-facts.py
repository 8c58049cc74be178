#!/usr/bin/env python3
"""Print facts read straight from the font tables of Fonts/* as markdown.

Usage (from anywhere):
    scripts/font-facts.py                 # print all tables to stdout
    scripts/font-facts.py --write-readme  # also refresh the generated blocks in Fonts/README.md

Tables:
  * facts    -- metrics / flags from head, hhea, OS/2, maxp, STAT, trak
  * kerning  -- legacy `kern` table vs. GPOS `kern` feature
  * files    -- inventory: fontconfig family/style/weight (fc-scan), Debian
                package + version (dpkg-query), licence file, sha256

Every number comes from fontTools reading the file; nothing is hard-coded.
"""
import hashlib
import os
import re
import shutil
import subprocess
import sys

try:
    from fontTools.ttLib import TTFont
except ImportError:  # e.g. a pyenv python3 first on PATH; fall back to Debian's
    if os.path.exists("/usr/bin/python3") and os.path.realpath(sys.executable) != os.path.realpath("/usr/bin/python3"):
        os.execv("/usr/bin/python3", ["/usr/bin/python3"] + sys.argv)
    sys.exit("font-facts: fontTools not importable (apt-get install python3-fonttools)")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONTS = os.path.join(ROOT, "Fonts")
README = os.path.join(FONTS, "README.md")

# Which Debian package each bundled file comes from: the installed file with the same name.
LICENCE = {"Inter": "LICENSE-Inter.txt", "Noto": "LICENSE-Noto.txt", "Liberation": "LICENSE-Liberation.txt"}


def font_files():
    return sorted(f for f in os.listdir(FONTS) if f.lower().endswith((".otf", ".ttf")))


def yn(b):
    return "yes" if b else "no"


def facts_row(name, f):
    head, hhea, os2 = f["head"], f["hhea"], f["OS/2"]
    cap = getattr(os2, "sCapHeight", None) if os2.version >= 2 else None
    xh = getattr(os2, "sxHeight", None) if os2.version >= 2 else None
    return [
        name,
        head.unitsPerEm,
        hhea.ascent, hhea.descent, hhea.lineGap,
        os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap,
        os2.usWinAscent, os2.usWinDescent,
        yn(os2.fsSelection & (1 << 7)),
        yn("STAT" in f),
        "n/a" if cap is None else cap,
        "n/a" if xh is None else xh,
        yn("trak" in f),
        f["maxp"].numGlyphs,
    ]


FACTS_HEADER = ["file", "unitsPerEm", "hhea asc", "hhea desc", "hhea lineGap",
                "typoAsc", "typoDesc", "typoLineGap", "winAscent", "winDescent",
                "USE_TYPO_METRICS (fsSelection bit 7)", "STAT", "sCapHeight", "sxHeight",
                "trak", "glyphs"]


def gpos_kern(f):
    """(has GPOS, has 'kern' feature, number of kern lookups)"""
    if "GPOS" not in f:
        return False, False, 0
    t = f["GPOS"].table
    recs = [r for r in t.FeatureList.FeatureRecord if r.FeatureTag == "kern"] if t.FeatureList else []
    lookups = {i for r in recs for i in r.Feature.LookupListIndex}
    return True, bool(recs), len(lookups)


def kern_row(name, f):
    if "kern" in f:
        k = f["kern"]
        pairs = sum(len(getattr(st, "kernTable", {}) or {}) for st in k.kernTables)
        legacy = f"yes (v{k.version}, {len(k.kernTables)} subtable(s), {pairs} pairs)"
    else:
        legacy = "no"
    has_gpos, has_kern_feat, n = gpos_kern(f)
    feat = f"yes ({n} lookup(s))" if has_kern_feat else "no"
    return [name, legacy, yn(has_gpos), feat]


KERN_HEADER = ["file", "legacy `kern` table", "GPOS table", "GPOS `kern` feature"]


def run(cmd):
    try:
        return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return None


def debian_source(name):
    path = None
    for d in ("/usr/share/fonts/opentype", "/usr/share/fonts/truetype"):
        for sub in sorted(os.listdir(d)) if os.path.isdir(d) else []:
            p = os.path.join(d, sub, name)
            if os.path.exists(p):
                path = p
                break
        if path:
            break
    if not path:
        return "?"
    pkg = run(["dpkg-query", "-S", path])
    if not pkg:
        return "?"
    pkg = pkg.split(":")[0]
    ver = run(["dpkg-query", "-W", "-f=${Version}", pkg]) or "?"
    same = " (identical)" if open(path, "rb").read() == open(os.path.join(FONTS, name), "rb").read() else " (DIFFERS!)"
    return f"{pkg} {ver}{same}"


def licence(name):
    for key, lic in LICENCE.items():
        if name.startswith(key):
            return lic
    return "?"


def files_row(name):
    path = os.path.join(FONTS, name)
    fc = run(["fc-scan", "--format", "%{family}|%{style}|%{weight}", path]) if shutil.which("fc-scan") else None
    fam, style, weight = (fc.split("|") + ["?", "?", "?"])[:3] if fc else ("?", "?", "?")
    sha = hashlib.sha256(open(path, "rb").read()).hexdigest()[:16]
    size = os.path.getsize(path)
    return [name, f"{size:,}", fam, style, weight, debian_source(name), licence(name), f"`{sha}`"]


FILES_HEADER = ["file", "bytes", "fontconfig family", "style", "weight", "Debian package & version",
                "licence", "sha256 (first 16)"]


def md(header, rows):
    out = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out) + "\n"


def blocks():
    names = font_files()
    fonts = {n: TTFont(os.path.join(FONTS, n), lazy=True) for n in names}
    return {
        "files": md(FILES_HEADER, [files_row(n) for n in names]),
        "facts": md(FACTS_HEADER, [facts_row(n, fonts[n]) for n in names]),
        "kerning": md(KERN_HEADER, [kern_row(n, fonts[n]) for n in names]),
    }


def write_readme(b):
    text = open(README, encoding="utf-8").read()
    for key, body in b.items():
        pat = re.compile(rf"(<!-- font-facts:{key}:begin -->\n).*?(<!-- font-facts:{key}:end -->)", re.S)
        if not pat.search(text):
            sys.exit(f"font-facts: markers for '{key}' not found in {README}")
        text = pat.sub(lambda m: m.group(1) + body + m.group(2), text)
    with open(README, "w", encoding="utf-8") as fh:
        fh.write(text)


def main():
    b = blocks()
    for key in ("files", "facts", "kerning"):
        print(f"### {key}\n\n{b[key]}")
    if "--write-readme" in sys.argv[1:]:
        write_readme(b)
        print(f"updated {os.path.relpath(README, ROOT)}")


if __name__ == "__main__":
    main()
