#!/bin/sh
# The hermetic font set's Debian files (Fonts/debian-fonts.tsv: script, package, version, path, bytes, sha256).
#   scripts/font-manifest.sh --check    every listed file is installed with its size and sha256 (make deps runs it);
#                                       a missing or different file is an error naming its package
#   scripts/font-manifest.sh --update   rewrites version, bytes and sha256 of every row from the installed files
set -eu
manifest="$(dirname "$0")/../Fonts/debian-fonts.tsv"
tab="$(printf '\t')"
case "${1:-}" in
--check)
  status=0
  grep -v '^#' "$manifest" | while IFS="$tab" read -r script package version path bytes sha256; do
    if [ ! -f "$path" ]; then
      echo "error: $path ($script) is missing: install Debian package $package $version" >&2; exit 1
    fi
    actual="$(sha256sum "$path" | cut -d' ' -f1)"
    if [ "$actual" != "$sha256" ]; then
      installed="$(dpkg-query -W -f='${Version}' "$package" 2>/dev/null || echo none)"
      echo "error: $path ($script) has sha256 $actual, not $sha256: Debian package $package is $installed, the manifest pins $version" >&2
      exit 1
    fi
  done || status=1
  [ "$status" = 0 ] && echo "font manifest: $(grep -vc '^#' "$manifest") files of the hermetic set match Fonts/debian-fonts.tsv"
  exit "$status"
  ;;
--update)
  tmp="$manifest.tmp"
  grep '^#' "$manifest" > "$tmp"
  grep -v '^#' "$manifest" | while IFS="$tab" read -r script package version path bytes sha256; do
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$script" "$package" "$(dpkg-query -W -f='${Version}' "$package")" "$path" \
      "$(stat -c %s "$path")" "$(sha256sum "$path" | cut -d' ' -f1)" >> "$tmp"
  done
  mv "$tmp" "$manifest"
  ;;
*)
  echo "usage: scripts/font-manifest.sh --check | --update" >&2; exit 64 ;;
esac
