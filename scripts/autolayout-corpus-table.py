#!/usr/bin/env python3
"""Counts per document of the Auto Layout corpus (Tests/Fixtures/AutoLayoutCorpus), for its README.

For each storyboard and xib under the corpus (or under the folder given as the one argument) prints one
Markdown row: app, path, characters (Python `len` of the UTF-8 text, the figure read_file's total_chars
gives), toolsVersion, design device, views, constraints (of which placeholders, which Interface Builder
removes at build time), views marked misplaced or ambiguous, hidden views, fixedFrame views, stack views,
and trusted views. A view's stored frame is trusted, as issue 36 defines it, when neither the view nor an
ancestor is marked misplaced/ambiguous, the view is not hidden, and its class is not an @IBDesignable one
(a class one of whose instances has an entry in the document's <designables>). A "view" is any element
with a `<rect key="frame">` child (so table view cells and their content views count). Then the .strings
translations found beside each document (`X.lproj/Name.strings` next to `Base.lproj/Name.storyboard`).

It reads the files only; nothing is written. Run it after adding a document and paste its rows into
the README: `python3 scripts/autolayout-corpus-table.py`.
"""
import os
import sys
import xml.etree.ElementTree as ET

ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Fixtures", "AutoLayoutCorpus")


def has_frame(element):
    return any(child.tag == "rect" and child.get("key") == "frame" for child in element)


def classes_of_designables(document):
    """The custom classes of the views that <designables> names (IB renders those classes live)."""
    named = {d.get("name") for d in document.iter("designable")}
    return {e.get("customClass") for e in document.iter() if e.get("id") in named and e.get("customClass")}


def count(path):
    text = open(path, encoding="utf-8").read()
    document = ET.fromstring(text.encode("utf-8"))
    device = next(document.iter("device"), None)
    designable_classes = classes_of_designables(document)
    views = marked = hidden = fixed = stacks = trusted = 0

    def walk(element, ancestor_marked):
        nonlocal views, marked, hidden, fixed, stacks, trusted
        is_marked = element.get("misplaced") == "YES" or element.get("ambiguous") == "YES"
        if has_frame(element):
            views += 1
            marked += is_marked
            hidden += element.get("hidden") == "YES"
            fixed += element.get("fixedFrame") == "YES"
            stacks += element.tag == "stackView"
            if not (is_marked or ancestor_marked or element.get("hidden") == "YES"
                    or element.get("customClass") in designable_classes):
                trusted += 1
        for child in element:
            walk(child, ancestor_marked or is_marked)

    walk(document, False)
    constraints = list(document.iter("constraint"))
    placeholders = sum(c.get("placeholder") == "YES" for c in constraints)
    return {
        "chars": len(text),
        "tools": document.get("toolsVersion"),
        "device": device.get("id") if device is not None else "(none)",
        "views": views, "constraints": len(constraints), "placeholders": placeholders,
        "marked": marked, "hidden": hidden, "fixed": fixed, "stacks": stacks, "trusted": trusted,
    }


def translations(path):
    folder, name = os.path.split(path)
    if not folder.endswith("Base.lproj"):
        return []
    parent = os.path.dirname(folder)
    stem = os.path.splitext(name)[0]
    return sorted(d[:-6] for d in os.listdir(parent)
                  if d.endswith(".lproj") and os.path.exists(os.path.join(parent, d, stem + ".strings")))


def main():
    rows = []
    for app in sorted(os.listdir(ROOT)):
        for folder, _, files in sorted(os.walk(os.path.join(ROOT, app))):
            for name in sorted(files):
                if name.endswith((".xib", ".storyboard")):
                    path = os.path.join(folder, name)
                    rows.append((app, os.path.relpath(path, os.path.join(ROOT, app)), count(path), translations(path)))
    print("| app | file | characters | toolsVersion | device | views | constraints (placeholders) "
          "| misplaced/ambiguous | hidden | fixedFrame | stack views | trusted | translations |")
    print("|---|---|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---|")
    total = {"chars": 0, "views": 0, "constraints": 0, "marked": 0, "trusted": 0}
    for app, rel, c, langs in rows:
        for key in total:
            total[key] += c[key]
        print(f"| {app} | `{rel}` | {c['chars']:,} | {c['tools']} | {c['device']} | {c['views']} "
              f"| {c['constraints']} ({c['placeholders']}) | {c['marked']} | {c['hidden']} | {c['fixed']} "
              f"| {c['stacks']} | {c['trusted']} | {', '.join(langs) or '—'} |")
    print(f"| **{len({r[0] for r in rows})} apps** | **{len(rows)} documents** | **{total['chars']:,}** | | "
          f"| **{total['views']}** | **{total['constraints']}** | **{total['marked']}** | | | "
          f"| **{total['trusted']}** | |")


if __name__ == "__main__":
    main()
