#!/usr/bin/env bash
# `make test-scale`: first one instance of `buttonsizer serve` with every default limit under a slowloris
# attack (scripts/slowloris.py --check: 1,000 slow connections from 127.0.0.1, head and one body byte,
# then silence, and again with a byte a second; a client at 127.0.0.2 must get a 200 within 100 ms
# during the attack and after it); then instances behind HAProxy on loopback (docs/service.md "Many
# instances"). HAProxy health-checks GET /healthz every 200 ms and retries a failed request on another
# instance (the service is stateless, so a replay is harmless). wrk (2 threads, 32 connections) POSTs
# /v1/measure for SECONDS each: through 1 instance, through 3, and through 3 while each is restarted in
# turn with SIGTERM (--shutdown-delay 1: /healthz fails, HAProxy takes it out, then it drains and exits
# 0). Fails unless the other client was always answered in time, that last run lost no request and
# every instance exited 0.
#   scripts/scale-test.sh [BUTTONSIZER_BINARY] (SCALE_SECONDS, default 10; SCALE_SHUTDOWN_DELAY, default 1:
#   0 leaves the flag out, so a binary from before it can be compared)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/wrk-summary.sh
tool=${1:-.build/debug/buttonsizer}
seconds=${SCALE_SECONDS:-10}
delay=()
[ "${SCALE_SHUTDOWN_DELAY:-1}" = 0 ] || delay=(--shutdown-delay "${SCALE_SHUTDOWN_DELAY:-1}")
work=$(mktemp -d /tmp/buttonsizer-scale.XXXXXX)
declare -a ports pids
haproxy_pid=""
hostile_pid=""
cleanup() {
    for pid in "${pids[@]}" $haproxy_pid $hostile_pid; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
front=$(free_port)
stats=$(free_port)
for i in 0 1 2; do ports[$i]=$(free_port); done

# Waits (at most 10 s) until the instance on port $1 answers /healthz; $2 names its log for the failure.
wait_healthy() {
    for _ in $(seq 200); do
        curl -sf -o /dev/null "http://127.0.0.1:$1/healthz" && return 0
        sleep 0.05
    done
    echo "the instance on port $1 did not start"; cat "$2"; exit 1
}

# Starts instance $1 on its port and waits until it answers.
start_instance() {
    local i=$1
    "$tool" serve --hermetic --host 127.0.0.1 --port "${ports[$i]}" --workers 2 "${delay[@]}" \
        >>"$work/s$i.out" 2>>"$work/s$i.err" &
    pids[$i]=$!
    wait_healthy "${ports[$i]}" "$work/s$i.err"
}

# Slowloris against every default limit (only the port and the hermetic fonts chosen); each run takes
# the server's read timeout (10 s) plus 2 s.
hostile=$(free_port)
"$tool" serve --hermetic --port "$hostile" >"$work/hostile.out" 2>"$work/hostile.err" &
hostile_pid=$!
wait_healthy "$hostile" "$work/hostile.err"
echo "slowloris against $(cat "$work/hostile.out")"
python3 scripts/slowloris.py "$hostile" --check
python3 scripts/slowloris.py "$hostile" --check --drip
kill -TERM "$hostile_pid"
wait "$hostile_pid"
hostile_pid=""
echo

# HAProxy for instances 0..$1-1; waits (at most 10 s) until it sees them all up.
start_haproxy() {
    local count=$1
    [ -z "$haproxy_pid" ] || { kill "$haproxy_pid"; wait "$haproxy_pid" 2>/dev/null || true; }
    cat >"$work/haproxy.cfg" <<CONFIG
global
    maxconn 2000
defaults
    mode http
    timeout connect 1s
    timeout client 10s
    timeout server 10s
    timeout http-request 5s
    retries 3
    option redispatch 1
    retry-on conn-failure empty-response 503
    option httpchk GET /healthz
    http-check expect status 200
    default-server check inter 200ms fall 2 rise 2
frontend service
    bind 127.0.0.1:$front
    default_backend buttonsizer
frontend stats
    bind 127.0.0.1:$stats
    stats enable
    stats uri /stats
backend buttonsizer
    balance roundrobin
$(for i in $(seq 0 $((count - 1))); do echo "    server s$i 127.0.0.1:${ports[$i]}"; done)
CONFIG
    haproxy -f "$work/haproxy.cfg" -db >"$work/haproxy.log" 2>&1 &
    haproxy_pid=$!
    wait_servers "$count" UP
}

# The HAProxy statistics of the backend's servers: "name status retries redispatches".
servers() {
    curl -s "http://127.0.0.1:$stats/stats;csv" | awk -F, '$1 == "buttonsizer" && $2 != "BACKEND" {print $2, $18, $16, $17}'
}
# Waits (at most 10 s) until $1 servers have status $2 ("UP") or server $1 has status $2 ("s0 DOWN").
wait_servers() {
    for _ in $(seq 100); do
        if [[ $1 =~ ^[0-9]+$ ]]; then
            [ "$(servers | awk -v s="$2" '$2 == s' | wc -l)" -ge "$1" ] && return 0
        else
            servers | awk -v n="$1" -v s="$2" '$1 == n && $2 == s {found = 1} END {exit !found}' && return 0
        fi
        sleep 0.1
    done
    echo "HAProxy never saw $1 $2:"; servers; cat "$work/haproxy.log"; exit 1
}

body='{"text":"Continue shopping","size":17,"width":120}'
load() {  # $1: log name
    BODY=$body wrk -t2 -c32 -d"${seconds}s" --latency -s Benchmarks/serve-post.lua "http://127.0.0.1:$front/v1/measure" >"$work/$1.log"
}

start_instance 0
start_haproxy 1
load one
start_instance 1
start_instance 2
start_haproxy 3
load three

# The rolling restart: each instance in turn gets SIGTERM, must exit 0, and is started again; the next
# one waits until HAProxy has the restarted one up again.
load restart &
wrk_pid=$!
sleep 1
restarts=0
for i in 0 1 2; do
    kill -TERM "${pids[$i]}"
    status=0
    wait "${pids[$i]}" || status=$?
    [ "$status" = 0 ] || { echo "instance $i exited $status after SIGTERM"; cat "$work/s$i.err"; exit 1; }
    start_instance "$i"
    wait_servers "s$i" UP
    kill -0 "$wrk_pid" 2>/dev/null && restarts=$((restarts + 1))
done
wait "$wrk_pid"
haproxy_counts=$(servers | awk '{retries += $3; redispatches += $4} END {print retries + 0, redispatches + 0}')

read -r one_rate one_p50 one_p99 one_errors <<<"$(summary "$work/one.log")"
read -r three_rate three_p50 three_p99 three_errors <<<"$(summary "$work/three.log")"
read -r restart_rate restart_p50 restart_p99 restart_errors <<<"$(summary "$work/restart.log")"
read -r retries redispatches <<<"$haproxy_counts"
requests=$(awk '/requests in/ {print $1}' "$work/restart.log")
echo "buttonsizer serve ($tool) behind HAProxy on loopback, $(nproc) cores shared by wrk, HAProxy and the instances"
echo "wrk -t2 -c32 -d${seconds}s POST /v1/measure; each instance --workers 2"
echo
echo "| run | requests/s | p50 | p99 | failed requests |"
echo "|---|---:|---:|---:|---:|"
echo "| 1 instance | $one_rate | $one_p50 | $one_p99 | $one_errors |"
echo "| 3 instances | $three_rate | $three_p50 | $three_p99 | $three_errors |"
echo "| 3 instances, each restarted with SIGTERM during the load | $restart_rate | $restart_p50 | $restart_p99 | $restart_errors of $requests |"
echo
echo "HAProxy retries during the restarts: $retries (redispatched: $redispatches); restarts done while the load ran: $restarts of 3"
grep -h 'serve: SIGTERM' "$work"/s*.err | sort | uniq -c
[ "$restarts" = 3 ] || { echo "FAIL: the load ended before the restarts did (raise SCALE_SECONDS)"; exit 1; }
[ "$restart_errors" = 0 ] || { echo "FAIL: $restart_errors requests failed during the rolling restart"; cat "$work/restart.log"; exit 1; }
echo "PASS: no request lost while every instance was restarted"
