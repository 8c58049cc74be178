#!/usr/bin/env bash
# `make test-image`: the image `make image` built (docs/service.md "Container image").
# Contents: a non-root user, the health check, the entrypoint; inside its root file system, as that
# user, `buttonsizer measure` (wrapping: FreeType, HarfBuzz, fontconfig, ICU) prints what the release
# binary it was made from prints. Running: `podman run --network none`; where podman cannot run a
# container here, this says why and runs the image's entrypoint and command from its root file system
# read-only in new network, PID and mount namespaces instead (unshare + chroot). Either way: /healthz answers
# 200, the image's own health check command passes, POST /v1/measure answers, and SIGTERM exits 0.
#   scripts/image-test.sh IMAGE RELEASE_BINARY
set -euo pipefail
image=$1
release=$2
buildah=(buildah --storage-driver "${IMAGE_STORAGE_DRIVER:-vfs}")
podman=(podman --storage-driver "${IMAGE_STORAGE_DRIVER:-vfs}")
failures=0
check() {  # $1: what; the rest: a command that must succeed
    local what=$1; shift
    if "$@"; then echo "ok: $what"; else echo "FAIL: $what"; failures=$((failures + 1)); fi
}

# The image's configuration (Docker format): user, health check, and the command it starts, one a line.
config=$("${buildah[@]}" inspect --type image "$image" | python3 -c '
import json, sys
config = json.load(sys.stdin)["Docker"]["config"]
print(config.get("User", ""))
print(" ".join((config.get("Healthcheck") or {}).get("Test") or []))
print("\n".join((config.get("Entrypoint") or []) + (config.get("Cmd") or [])))')
user=$(sed -n 1p <<<"$config")
health=$(sed -n 2p <<<"$config")
mapfile -t start < <(sed -n '3,$p' <<<"$config")
check "runs as user 10001, not root ($user)" [ "$user" = "10001:10001" ]
check "has a health check on /healthz ($health)" grep -q '/healthz' <<<"$health"
echo "starts: ${start[*]}; size $("${buildah[@]}" images --format '{{.Size}}' "$image")"

container=$("${buildah[@]}" from --quiet "$image")
trap '"${buildah[@]}" rm "$container" >/dev/null 2>&1 || true' EXIT
rootfs=$("${buildah[@]}" mount "$container")
# Runs a command in the image's root file system, read-only (as deploy/kubernetes runs it), as its
# user, in new mount and PID namespaces with /proc mounted (the binary finds its fonts from
# /proc/self/exe), and in a new network namespace
# (loopback only) with --net. It execs: call it in the background or in a pipeline, never directly.
in_image() {
    local options=(--mount --pid --fork) network=true
    if [ "$1" = --net ]; then options+=(--net); network="ip link set lo up"; shift; fi
    exec unshare "${options[@]}" sh -c "$network"' && mount --bind "$0" "$0" && mount -o remount,bind,ro "$0" \
        && mount -t proc proc "$0/proc" && exec chroot --userspec=10001:10001 "$0" "$@"' "$rootfs" "$@"
}
measure=(measure --hermetic --width 60 --lines 0 --line-break word "Add to cart, then continue shopping")
in_image /usr/local/bin/buttonsizer "${measure[@]}" | grep -v '^fonts:' >/tmp/image-measure.$$ || true
"$release" "${measure[@]}" | grep -v '^fonts:' >/tmp/image-expected.$$
check "measure inside the image equals the release binary's ($(grep -c '^line' /tmp/image-expected.$$) lines)" \
    cmp -s /tmp/image-measure.$$ /tmp/image-expected.$$
rm -f /tmp/image-measure.$$ /tmp/image-expected.$$

# The server as the image starts it, probed on its own loopback.
body='{"text":"Continue shopping","width":60}'
"${podman[@]}" rm -f buttonsizer-image-test >/dev/null 2>&1 || true
trap '"${podman[@]}" rm -f buttonsizer-image-test >/dev/null 2>&1; "${buildah[@]}" rm "$container" >/dev/null 2>&1 || true' EXIT
if reason=$("${podman[@]}" run -d --network none --name buttonsizer-image-test "$image" 2>&1); then
    run_inside() { "${podman[@]}" exec buttonsizer-image-test "$@" >/dev/null; }
    for _ in $(seq 50); do run_inside /usr/bin/busybox wget -q -O - http://127.0.0.1:8080/healthz && break; sleep 0.1; done
    check "/healthz answers 200" run_inside /usr/bin/busybox wget -q -O - http://127.0.0.1:8080/healthz
    check "the image's health check passes" "${podman[@]}" healthcheck run buttonsizer-image-test
    check "POST /v1/measure answers" run_inside /usr/bin/busybox wget -q -O - --header 'Content-Type: application/json' \
        --post-data "$body" http://127.0.0.1:8080/v1/measure
    "${podman[@]}" stop -t 20 buttonsizer-image-test >/dev/null
    code=$("${podman[@]}" inspect --format '{{.State.ExitCode}}' buttonsizer-image-test)
    check "SIGTERM: exits 0 (exit $code)" [ "$code" = 0 ]
else
    echo "podman run cannot run a container on this machine: ${reason##*Error: }"
    echo "running the image's entrypoint and command in new namespaces instead: unshare --net --pid --mount, chroot as 10001"
    in_image --net "${start[@]}" >/tmp/image-serve.$$ 2>&1 &
    outer=$!  # unshare itself (in_image execs it), which is in the new network namespace
    inside=(nsenter --net="/proc/$outer/ns/net")
    for _ in $(seq 50); do
        kill -0 "$outer" 2>/dev/null || { echo "FAIL: the server exited:"; cat /tmp/image-serve.$$; exit 1; }
        "${inside[@]}" curl -sf -o /dev/null --max-time 1 http://127.0.0.1:8080/healthz && break
        sleep 0.1
    done
    server=$(pgrep -P "$outer" | head -1)
    check "/healthz answers 200" "${inside[@]}" curl -sf -o /dev/null --max-time 2 http://127.0.0.1:8080/healthz
    check "the server runs as uid 10001 ($(awk '/^Uid:/ {print $2}' "/proc/$server/status"))" \
        [ "$(awk '/^Uid:/ {print $2}' "/proc/$server/status")" = 10001 ]
    health_check() { "${inside[@]}" chroot --userspec=10001:10001 "$rootfs" ${health#CMD } >/dev/null; }
    check "the image's health check passes" health_check
    check "POST /v1/measure answers" "${inside[@]}" curl -sf -o /dev/null --max-time 2 -H 'Content-Type: application/json' \
        -d "$body" http://127.0.0.1:8080/v1/measure
    kill -TERM "$server"
    code=0
    wait "$outer" || code=$?
    check "SIGTERM: exits 0 (exit $code)" [ "$code" = 0 ]
    sed 's/^/  server: /' /tmp/image-serve.$$
    rm -f /tmp/image-serve.$$
fi
[ "$failures" = 0 ] || { echo "$failures checks failed"; exit 1; }
echo "PASS: the image"
