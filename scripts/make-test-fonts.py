#!/usr/bin/env python3
"""Build the small test fonts in Tests/Fixtures/Fonts from the bundled Fonts/NotoSans-Regular.ttf.

Usage (from the repository root; needs fontTools from PyPI: `pip install fonttools`, 4.68.0 used):

    python3 scripts/make-test-fonts.py

Every font is Noto Sans Regular (OFL 1.1, fonts-noto-core 20201225-1) subset to printable ASCII, the
no-break space and "…", without hinting, renamed so that no installed font can be mistaken for it.
The output is byte-reproducible (fixed timestamps).

  ButtonSizerTestVar.ttf     family "BSTest Var": axes wght 100…900 (default 400) and slnt −10…0
                             (default 0); named instances Thin 100, Light 300, Regular 400, Medium 500,
                             Bold 700, Black 900. The wght masters scale every x coordinate and advance
                             (×0.85 at 100, ×1.3 at 900) and move hhea ascender/descender (MVAR
                             `hasc`/`hdsc`: 1069/−293 at 400, 1000/−250 at 100, 1200/−350 at 900); the
                             slnt master leans the outlines by 10° (x += y × tan 10°).
  ButtonSizerTestOpsz.ttf    family "BSTest Opsz": axis opsz 6…72 (default 17); x coordinates and
                             advances ×1.2 at 6 and ×0.8 at 72.
  ButtonSizerTestTrakSTAT.ttf  family "BSTest Trak STAT": static, with a `trak` table and a `STAT` table.
  ButtonSizerTestTrak.ttf    family "BSTest Trak": the same `trak` table and no `STAT`.
  ButtonSizerTestSFMetrics.ttf  family "BSTest SF Metrics": static, scaled to unitsPerEm 2048 with SF's
                             vertical metrics on iOS (uikit-measured-rules D1): hhea and typo ascender
                             1950, descender −494, line gap 0, so lineHeight = 2444/2048 × size exactly;
                             the outlines and advances are Noto Sans's, scaled (not SF's widths).

The `trak` table (horizontal; font units at point sizes 6, 12, 17, 24, 48):
  track  0 "Normal": +60, +20, 0, −20, −40
  track −1 "Tight":  +20, −20, −40, −60, −80
  track +1 "Loose":  +100, +60, +40, +20, 0
"""
import math
import os
import sys

from fontTools import subset
from fontTools.designspaceLib import AxisDescriptor, DesignSpaceDocument, InstanceDescriptor, SourceDescriptor
from fontTools.otlLib.builder import buildStatTable
from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.scaleUpem import scale_upem
from fontTools.ttLib.tables._t_r_a_k import TrackData, TrackTableEntry
from fontTools import varLib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = os.path.join(ROOT, "Fonts", "NotoSans-Regular.ttf")
OUT = os.path.join(ROOT, "Tests", "Fixtures", "Fonts")
# 2026-01-01 00:00:00 UTC in the `head` table's epoch (seconds since 1904-01-01).
TIMESTAMP = 3849984000

TRACKS = {
    0.0: ("Normal", {6.0: 60, 12.0: 20, 17.0: 0, 24.0: -20, 48.0: -40}),
    -1.0: ("Tight", {6.0: 20, 12.0: -20, 17.0: -40, 24.0: -60, 48.0: -80}),
    1.0: ("Loose", {6.0: 100, 12.0: 60, 17.0: 40, 24.0: 20, 48.0: 0}),
}


def base():
    """Noto Sans Regular subset to ASCII, NBSP and the ellipsis, unhinted."""
    font = TTFont(SOURCE)
    options = subset.Options()
    options.hinting = False
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.recalc_timestamp = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=list(range(0x20, 0x7F)) + [0xA0, 0x2026])
    subsetter.subset(font)
    for tag in ("DSIG", "cvt ", "fpgm", "prep", "gasp"):
        if tag in font:
            del font[tag]
    return font


def rename(font, family, style="Regular"):
    names = font["name"]
    postscript = (family + "-" + style).replace(" ", "")
    for record in list(names.names):
        if record.nameID in (1, 2, 3, 4, 6, 16, 17, 21, 22):
            names.removeNames(nameID=record.nameID)
    for name_id, value in ((1, family), (2, style), (3, postscript + ";test"), (4, family + " " + style),
                           (6, postscript)):
        names.setName(value, name_id, 3, 1, 0x409)
        names.setName(value, name_id, 1, 0, 0)


def transform(font, scale_x=1.0, lean_degrees=0.0):
    """Scales every x coordinate and advance by `scale_x` and leans the outlines by `lean_degrees`."""
    glyf, hmtx = font["glyf"], font["hmtx"]
    tangent = math.tan(math.radians(lean_degrees))
    for name in font.getGlyphOrder():
        glyph = glyf[name]
        if glyph.isComposite():
            for component in glyph.components:
                component.x = round(component.x * scale_x + component.y * tangent)
        elif glyph.numberOfContours > 0:
            glyph.coordinates = type(glyph.coordinates)(
                [(round(x * scale_x + y * tangent), y) for x, y in glyph.coordinates])
        advance, lsb = hmtx[name]
        hmtx[name] = (round(advance * scale_x), lsb)
    for name in font.getGlyphOrder():
        glyph = glyf[name]
        glyph.recalcBounds(glyf)
        hmtx[name] = (hmtx[name][0], getattr(glyph, "xMin", 0))


def set_vertical(font, ascender, descender):
    font["hhea"].ascent = ascender
    font["hhea"].descent = descender
    font["OS/2"].sTypoAscender = ascender
    font["OS/2"].sTypoDescender = descender


def build_variable(axes, masters, instances, family):
    """axes: [(tag, name, min, default, max)]; masters: [(location dict, TTFont)];
    instances: [(style name, location dict)]."""
    doc = DesignSpaceDocument()
    for tag, name, minimum, default, maximum in axes:
        axis = AxisDescriptor()
        axis.tag, axis.name = tag, name
        axis.minimum, axis.default, axis.maximum = minimum, default, maximum
        doc.addAxis(axis)
    for location, font in masters:
        source = SourceDescriptor()
        source.font = font
        source.location = location
        doc.addSource(source)
    for style, location in instances:
        instance = InstanceDescriptor()
        instance.familyName, instance.styleName = family, style
        instance.location = location
        doc.addInstance(instance)
    variable, _, _ = varLib.build(doc, exclude=["STAT"])
    return variable


def add_trak(font):
    trak = newTable("trak")
    trak.version, trak.format = 1.0, 0
    trak.horizData, trak.vertData = TrackData(), TrackData()
    names = font["name"]
    for track, (label, values) in TRACKS.items():
        name_id = names.addName(label, platforms=((3, 1, 0x409),))
        trak.horizData[track] = TrackTableEntry(values, nameIndex=name_id)
    font["trak"] = trak


def save(font, file_name):
    font["head"].created = font["head"].modified = TIMESTAMP
    font.recalcTimestamp = False
    path = os.path.join(OUT, file_name)
    font.save(path)
    print("wrote", os.path.relpath(path, ROOT), os.path.getsize(path), "bytes")


def main():
    os.makedirs(OUT, exist_ok=True)

    # wght + slnt
    family = "BSTest Var"
    regular = base()
    rename(regular, family)
    thin = base()
    transform(thin, scale_x=0.85)
    set_vertical(thin, 1000, -250)
    black = base()
    transform(black, scale_x=1.3)
    set_vertical(black, 1200, -350)
    slanted = base()
    transform(slanted, lean_degrees=10)
    weights = [("Thin", 100), ("Light", 300), ("Regular", 400), ("Medium", 500), ("Bold", 700), ("Black", 900)]
    variable = build_variable(
        [("wght", "Weight", 100, 400, 900), ("slnt", "Slant", -10, 0, 0)],
        [({"Weight": 400, "Slant": 0}, regular), ({"Weight": 100, "Slant": 0}, thin),
         ({"Weight": 900, "Slant": 0}, black), ({"Weight": 400, "Slant": -10}, slanted)],
        [(style, {"Weight": weight, "Slant": 0}) for style, weight in weights], family)
    save(variable, "ButtonSizerTestVar.ttf")

    # opsz
    family = "BSTest Opsz"
    text = base()
    rename(text, family)
    caption = base()
    transform(caption, scale_x=1.2)
    display = base()
    transform(display, scale_x=0.8)
    variable = build_variable(
        [("opsz", "Optical size", 6, 17, 72)],
        [({"Optical size": 17}, text), ({"Optical size": 6}, caption), ({"Optical size": 72}, display)],
        [], family)
    save(variable, "ButtonSizerTestOpsz.ttf")

    # trak with and without STAT
    tracked = base()
    rename(tracked, "BSTest Trak STAT")
    add_trak(tracked)
    buildStatTable(tracked, [dict(tag="wght", name="Weight", values=[dict(value=400, name="Regular", flags=0x2)])])
    save(tracked, "ButtonSizerTestTrakSTAT.ttf")

    tracked = base()
    rename(tracked, "BSTest Trak")
    add_trak(tracked)
    save(tracked, "ButtonSizerTestTrak.ttf")

    # SF's vertical metrics (D1) at SF's unitsPerEm
    metrics = base()
    rename(metrics, "BSTest SF Metrics")
    scale_upem(metrics, 2048)
    set_vertical(metrics, 1950, -494)
    metrics["hhea"].lineGap = 0
    metrics["OS/2"].sTypoLineGap = 0
    save(metrics, "ButtonSizerTestSFMetrics.ttf")


if __name__ == "__main__":
    sys.exit(main())
