#!/usr/bin/env python3
"""Documentation coverage of the public symbols of each DocC archive (make docs).

Reads OUT/<Module>/documentation-coverage.json (docc --experimental-documentation-coverage) and counts
the symbols with a one-line summary (DocC's "abstract"). Prints the total and every undocumented symbol.
Exits 1 below 100 %, unless DOCS_COVERAGE=report (then it only reports).
"""
import json
import os
import sys

out, modules = sys.argv[1], sys.argv[2:]
documented = total = 0
missing = []
for module in modules:
    path = os.path.join(out, module, "documentation-coverage.json")
    if not os.path.exists(path):
        print(f"docs: no coverage for {module} (its archive failed to build)")
        missing.append(f"{module}: archive not built")
        continue
    for entry in json.load(open(path)):
        if not entry.get("kind", {}).get("isSymbol"):
            continue
        total += 1
        if entry.get("hasAbstract"):
            documented += 1
        else:
            missing.append(entry["referencePath"].split("/documentation/", 1)[-1])
percent = 100.0 * documented / total if total else 100.0
print(f"docs: {documented} of {total} public symbols documented ({percent:.1f} %)")
for name in sorted(missing):
    print(f"  undocumented: {name}")
if missing and os.environ.get("DOCS_COVERAGE") != "report":
    sys.exit(1)
