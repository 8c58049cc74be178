#!/usr/bin/env bash
# Runs every fuzz target of .build-fuzz/release/buttonsizer-fuzz (built by `make fuzz`) for
# FUZZ_SECONDS seconds each, starting from the committed seeds in Fuzz/corpus/<target>/. New inputs
# the fuzzer finds go to .build-fuzz/corpus/<target>/ (kept between runs, not committed); a crash,
# a hang (an input running over FUZZ_TIMEOUT seconds), a leak or a broken invariant is written to
# .build-fuzz/findings/<target>/ and fails the run. Prints the executions of every target.
#   scripts/fuzz.sh [TARGET…]     (default: every target)
set -uo pipefail
cd "$(dirname "$0")/.."
binary=.build-fuzz/release/buttonsizer-fuzz
seconds=${FUZZ_SECONDS:-80}
timeout=${FUZZ_TIMEOUT:-10}
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(measure layout batch xcstrings strings android lintconfig interfacebuilder codetitles font server http infoplist solver frames screens)
# Swift's own crash reporter would run inside the sanitizer; let libFuzzer report instead.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:symbolize=1}

summary=() failed=0
for target in "${targets[@]}"; do
    corpus=.build-fuzz/corpus/$target findings=.build-fuzz/findings/$target log=.build-fuzz/logs/$target.log
    mkdir -p "$corpus" "$findings" .build-fuzz/logs
    echo "== $target: ${seconds} s"
    FUZZ_TARGET=$target "$binary" -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$findings/" "$corpus" "Fuzz/corpus/$target" >"$log" 2>&1
    status=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
    if [ $status -ne 0 ]; then
        failed=1
        grep -E 'FUZZ FINDING|ERROR: |Fatal error|deadly signal|timeout|out-of-memory' "$log" | head -5
        echo "   FINDING: see $log and $findings/"
    fi
    summary+=("$(printf '%-11s %10s executions  %-10s %s' "$target" "${runs:-?}" "$cov" "$([ $status -eq 0 ] && echo ok || echo FINDING)")")
done
echo
printf '%s\n' "${summary[@]}"
exit $failed
