# wrk's summary (a log of `wrk --latency`) → "requests/s p50 p99 errors", errors being socket errors
# (connect, read, write, timeout) plus non-2xx answers. Sourced by bench-serve.sh and scale-test.sh.
summary() {
    local log=$1
    local rate p50 p99 errors non2xx
    rate=$(awk '/^Requests\/sec:/ {print $2}' "$log")
    p50=$(awk '$1 == "50%" {print $2}' "$log")
    p99=$(awk '$1 == "99%" {print $2}' "$log")
    errors=$(awk '/Socket errors/ {gsub(",", ""); print $4 + $6 + $8 + $10}' "$log")
    non2xx=$(awk '/Non-2xx/ {print $5}' "$log")
    echo "$rate ${p50:-?} ${p99:-?} $(( ${errors:-0} + ${non2xx:-0} ))"
}
