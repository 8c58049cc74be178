#!/usr/bin/env bash
# `make bench-serve`: the HTTP service under load on loopback only (docs/performance.md).
# wrk with 2 threads and 32 keep-alive connections for SECONDS (default 20) per warm route; then every
# corpus title once against a fresh server (cold caches; Benchmarks/serve-cold.py) beside `batch` on the
# same requests.
#   scripts/bench-serve.sh BUTTONSIZER_BINARY
set -euo pipefail
cd "$(dirname "$0")/.."
tool=${1:-.build-static/release/buttonsizer}
seconds=${SECONDS_PER_ROUTE:-20}
connections=32
threads=2
work=$(mktemp -d /tmp/buttonsizer-bench-serve.XXXXXX)
trap 'kill $server 2>/dev/null || true; rm -rf "$work"' EXIT

start() {
    "$tool" serve --hermetic --port 0 --workers 2 >"$work/serve.out" 2>"$work/serve.err" &
    server=$!
    for _ in $(seq 100); do grep -q listening "$work/serve.out" 2>/dev/null && break; sleep 0.05; done
    url=$(sed -n 's/^listening on \(http:\/\/127\.0\.0\.1:[0-9]*\/\).*/\1/p' "$work/serve.out")
    [ -n "$url" ] || { echo "the server did not start"; cat "$work/serve.err"; exit 1; }
}
rss() { awk '/^VmRSS/ {print $2}' "/proc/$server/status"; }
stop() { kill -TERM "$server"; wait "$server" || true; }

source scripts/wrk-summary.sh

start
measure='{"text":"Continue shopping","size":17,"width":120}'
layout='{"title":"Add to cart","image":"20x20","padding":8,"insets":"10,16,10,16"}'
curl -s -o /dev/null -X POST -H 'Content-Type: application/json' -d "$measure" "${url}v1/measure"
curl -s -o /dev/null -X POST -H 'Content-Type: application/json' -d "$layout" "${url}v1/layout"
rss_before=$(rss)
BODY=$measure wrk -t$threads -c$connections -d${seconds}s --latency -s Benchmarks/serve-post.lua "${url}v1/measure" >"$work/measure.log"
BODY=$layout wrk -t$threads -c$connections -d${seconds}s --latency -s Benchmarks/serve-post.lua "${url}v1/layout" >"$work/layout.log"
rss_after=$(rss)
stop

# Cold: every corpus title once, fresh server; and batch on the same requests.
cut -f2 Benchmarks/corpus.tsv | python3 -c '
import json, sys
for line in sys.stdin:
    print(json.dumps({"text": line.rstrip("\n"), "size": 17, "width": 120}, ensure_ascii=False))' >"$work/titles.jsonl"
titles=$(wc -l <"$work/titles.jsonl")
sed 's/^{/{"command":"measure",/' "$work/titles.jsonl" >"$work/batch.jsonl"
start
read -r cold_requests cold_seconds c_p50 c_p99 c_errors <<<"$(python3 Benchmarks/serve-cold.py "$url" "$work/titles.jsonl" $connections)"
stop
batch_start=$(date +%s.%N)
"$tool" batch --hermetic --workers 2 --input "$work/batch.jsonl" >/dev/null 2>&1
batch_seconds=$(echo "$(date +%s.%N) - $batch_start" | bc -l)

read -r m_rate m_p50 m_p99 m_errors <<<"$(summary "$work/measure.log")"
read -r l_rate l_p50 l_p99 l_errors <<<"$(summary "$work/layout.log")"
c_rate=$(printf '%.0f' "$(echo "$cold_requests / $cold_seconds" | bc -l)")
echo "buttonsizer serve under wrk on loopback ($(nproc) cores shared with wrk): $threads threads, $connections connections"
echo
echo "| route | requests/s | p50 | p99 | errors |"
echo "|---|---:|---:|---:|---:|"
echo "| warm POST /v1/measure (${seconds} s) | $m_rate | $m_p50 | $m_p99 | $m_errors |"
echo "| warm POST /v1/layout (${seconds} s) | $l_rate | $l_p50 | $l_p99 | $l_errors |"
echo "| cold POST /v1/measure, $titles corpus titles once, fresh server ($cold_requests answered in $cold_seconds s; Python client, $connections connections) | $c_rate | ${c_p50}ms | ${c_p99}ms | $c_errors |"
printf '| batch --workers 2, the same %s requests | %.0f lines/s | | | |\n' "$titles" "$(echo "$titles / $batch_seconds" | bc -l)"
echo
echo "RSS: $((rss_before / 1024)) MB before the warm runs, $((rss_after / 1024)) MB after ($(( (rss_after - rss_before) / 1024 )) MB growth)"
