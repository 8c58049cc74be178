#!/usr/bin/env bash
# `make image`: a container image of `buttonsizer serve`, built without network from this machine's
# Debian files (docs/service.md "Container image"). ROOT holds `make install DESTDIR=ROOT
# PREFIX=/usr/local` (the release build, Swift runtime linked statically, and the bundled fonts); this
# adds the shared libraries the binary links and the ones it dlopens (fontconfig, ICU, libmicrohttpd)
# with theirs, the hermetic font set's Debian files, a non-root user, /tmp, and busybox
# (busybox-static) for the health check's wget. Run from the source tree. Then
# buildah commits it from scratch (vfs storage: no overlay needed) as IMAGE and writes IMAGE_ARCHIVE
# (docker-archive, for `podman load` / `docker load`).
#   scripts/build-image.sh ROOT IMAGE IMAGE_ARCHIVE
set -euo pipefail
root=$1
image=$2
archive=$3
# Docker format throughout: OCI image configs have no HEALTHCHECK.
export BUILDAH_FORMAT=docker
buildah=(buildah --storage-driver "${IMAGE_STORAGE_DRIVER:-vfs}")
binary=$root/usr/local/bin/buttonsizer
multiarch=usr/lib/x86_64-linux-gnu
[ -x "$binary" ] || { echo "no $binary (make install DESTDIR=$root PREFIX=/usr/local)"; exit 1; }

# Debian's merged /usr: /lib, /lib64 and /bin are links into /usr.
mkdir -p "$root/$multiarch" "$root/usr/lib64" "$root/usr/bin" "$root/etc" "$root/tmp" "$root/proc" "$root/dev" "$root/sys"
for link in lib lib64 bin; do ln -sfn "usr/$link" "$root/$link"; done
chmod 1777 "$root/tmp"

# The libraries: what ldd resolves for the binary and for each library it dlopens (the sonames in
# Sources/CFontconfig, CLineBreak and CMicroHTTPD), each copied under its soname.
icu=$(basename "$(ls /usr/lib/x86_64-linux-gnu/libicuuc.so.[0-9]* | head -1)")
dlopened=(/$multiarch/libfontconfig.so.1 "/$multiarch/$icu" /$multiarch/libmicrohttpd.so.12)
libraries=$( { printf '%s\n' "${dlopened[@]}"; for file in "$binary" "${dlopened[@]}"; do
    ldd "$file" | awk '$2 == "=>" && $3 ~ /^\// {print $3} $1 ~ /^\// {print $1}'; done; } | sort -u)
for library in $libraries; do
    case $library in
        */ld-linux-x86-64.so.2) cp -L "$library" "$root/$multiarch/ld-linux-x86-64.so.2"
                                ln -sfn ../lib/x86_64-linux-gnu/ld-linux-x86-64.so.2 "$root/usr/lib64/ld-linux-x86-64.so.2" ;;
        *) cp -L "$library" "$root/$multiarch/$(basename "$library")" ;;
    esac
done
cp /bin/busybox "$root/usr/bin/busybox"
# The hermetic font set's Debian files, at the paths Fonts/debian-fonts.tsv names (and checks).
awk -F'\t' '!/^#/ && NF >= 6 {print $4}' Fonts/debian-fonts.tsv | while read -r font; do
    mkdir -p "$root$(dirname "$font")"
    cp "$font" "$root$font"
done

# The user the server runs as (uid 10001, no shell, no home), and nothing else in /etc.
printf 'root:x:0:0::/nonexistent:/usr/sbin/nologin\nbuttonsizer:x:10001:10001::/nonexistent:/usr/sbin/nologin\n' >"$root/etc/passwd"
printf 'root:x:0:\nbuttonsizer:x:10001:\n' >"$root/etc/group"

version=$("$binary" --version | awk '{print $NF}')
container=$("${buildah[@]}" from scratch)
trap '"${buildah[@]}" rm "$container" >/dev/null 2>&1 || true' EXIT
"${buildah[@]}" copy --quiet "$container" "$root" / >/dev/null
"${buildah[@]}" config \
    --user 10001:10001 \
    --workingdir /tmp \
    --port 8080/tcp \
    --entrypoint '["/usr/local/bin/buttonsizer", "serve"]' \
    --cmd '["--hermetic", "--host", "0.0.0.0", "--port", "8080", "--shutdown-delay", "5"]' \
    --stop-signal SIGTERM \
    --healthcheck 'CMD /usr/bin/busybox wget -q -O - http://127.0.0.1:8080/healthz' \
    --healthcheck-interval 10s --healthcheck-timeout 2s --healthcheck-retries 3 \
    --label org.opencontainers.image.title=buttonsizer \
    --label org.opencontainers.image.version="$version" \
    "$container"
"${buildah[@]}" commit --quiet --format docker --rm "$container" "$image" >/dev/null
trap - EXIT
rm -f "$archive"
"${buildah[@]}" push --quiet "$image" "docker-archive:$archive:$image" >/dev/null
echo "built $image ($version): $(du -sm "$root" | cut -f1) MB unpacked, archive $(du -m "$archive" | cut -f1) MB ($archive)"
