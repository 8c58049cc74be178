#!/usr/bin/env bash
# make docs: one DocC archive per library module, as static HTML in .build/docs/<Module>/, built with the
# toolchain's own docc from symbol graphs that swift-symbolgraph-extract reads off the debug build (no
# plugin, nothing downloaded). Warnings are errors. Then the documentation coverage of every public
# symbol: 100 % or the build fails, unless DOCS_COVERAGE=report (print the number and the list only).
set -euo pipefail
cd "$(dirname "$0")/.."
MODULES=${DOCS_MODULES:-"ButtonSizer GlyphMetrics ButtonPreview ButtonSizerTesting Localization InterfaceBuilder ButtonLint ButtonSizerEngine ConstraintSolver AutoLayout"}
BIN=$(dirname "$(realpath "$(command -v swiftc)")")
DOCC=${DOCC:-$BIN/docc}
EXTRACT=${SYMBOLGRAPH_EXTRACT:-$BIN/swift-symbolgraph-extract}
BUILD=$(swift build --show-bin-path)
OUT=.build/docs
TRIPLE=$(uname -m)-unknown-linux-gnu
rm -rf "$OUT" .build/symbol-graphs
mkdir -p "$OUT"
# DOCS_COVERAGE=report: warnings stay warnings and the coverage is printed without failing.
STRICT=--warnings-as-errors
[ "${DOCS_COVERAGE:-}" = report ] && STRICT=
status=0
for module in $MODULES; do
  graphs=.build/symbol-graphs/$module
  mkdir -p "$graphs"
  # Synthesized members and protocol implementations (==, hash(into:), init(from:)…) are documented
  # by their protocols; only the module's own declarations are counted.
  "$EXTRACT" -module-name "$module" -target "$TRIPLE" -output-dir "$graphs" -minimum-access-level public \
    -skip-synthesized-members -skip-protocol-implementations -skip-inherited-docs \
    -I "$BUILD/Modules" -I Sources/CFreeType -I Sources/CHarfBuzz -I Sources/CPNG \
    -Xcc -fmodule-map-file="$BUILD/CLineBreak.build/module.modulemap" \
    -Xcc -fmodule-map-file="$BUILD/CFontconfig.build/module.modulemap" \
    $(pkg-config --cflags-only-I freetype2 harfbuzz libpng | sed 's/-I/-Xcc -I/g')
  # Only the module's own graph: extensions of other modules' types are documented with those modules.
  find "$graphs" -name "$module@*.symbols.json" -delete
  "$DOCC" convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs" \
    --output-dir "$OUT/$module" --fallback-display-name "$module" --fallback-bundle-identifier "org.buttonsizer.$module" \
    --transform-for-static-hosting --hosting-base-path "$module" $STRICT \
    --experimental-documentation-coverage --coverage-summary-level brief || status=1
done
python3 scripts/docs-coverage.py "$OUT" $MODULES || status=$?
exit $status
