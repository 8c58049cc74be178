#!/bin/sh
# Builds `buttonsizer` at another commit (release, static Swift runtime, like `make bench`) for the
# benchmark's same-run baseline rows: `make bench BASELINE=<commit>`. Prints the binary's path.
# The commit is checked out in a scratch clone under .build-baseline/, never in this tree.
set -eu
commit=${1:?usage: scripts/build-baseline.sh COMMIT}
root=$(cd "$(dirname "$0")/.." && pwd)
full=$(git -C "$root" rev-parse --verify "$commit^{commit}") || { echo "build-baseline: '$commit' is not a commit of this repository" >&2; exit 2; }
dir="$root/.build-baseline/$full"
if [ ! -x "$dir/.build-static/release/buttonsizer" ]; then
    rm -rf "$dir"
    git clone --quiet --no-checkout "$root" "$dir"
    git -C "$dir" checkout --quiet "$full"
    (cd "$dir" && ${SWIFT:-swift} build -c release --static-swift-stdlib --scratch-path .build-static --product buttonsizer >&2)
fi
echo "$dir/.build-static/release/buttonsizer"
