#!/usr/bin/env bash
# Benchmarks `dsgen lint` on a generated SwiftUI corpus of N files (default 5000) with planted
# findings and decoys, in a release build, next to:
#   - the floor: swift-syntax parsing the same files across all cores and nothing else
#     (the dsgen-parse-floor target, bench/ParseFloor);
#   - the peer: `swift-format lint --parallel` (from the Swift toolchain), when it is installed.
# Prints wall time, files/s, MB/s and peak memory of each, and dsgen's precision and recall
# against what was planted. dsgen runs without its cache, with an empty one (cold) and with one
# filled by the previous run over the unchanged tree (warm).
#
#   bash bench/lint.sh [N] [RUNS]
#
# DSGEN=… PARSE_FLOOR=… use binaries already built instead of building them. BENCH_KEEP=1 keeps
# the generated corpus (its path is printed). PLANTED=0.02 plants findings on
# 2% of view lines instead of 25% (see bench/lint-corpus.py); SKIP_PEER=1 skips swift-format.
set -euo pipefail
cd "$(dirname "$0")/.."
files="${1:-5000}"
runs="${2:-3}"
work="$(mktemp -d "${TMPDIR:-/tmp}/dsgen-lint-bench.XXXXXX")"
if [ "${BENCH_KEEP:-0}" = 1 ]; then echo "Keeping $work"; else trap 'rm -rf "$work"' EXIT; fi

# DSGEN and PARSE_FLOOR name binaries already built (for example with another --scratch-path).
source bench/release-dsgen.sh
if [ -z "${PARSE_FLOOR:-}" ]; then
    echo "Building the parse floor (release)…"
    swift build "${RELEASE_BUILD[@]}" --product dsgen-parse-floor >/dev/null
    PARSE_FLOOR="$(swift build "${RELEASE_BUILD[@]}" --show-bin-path)/dsgen-parse-floor"
fi

python3 bench/lint-corpus.py "$files" "$work"
bytes=$(find "$work/Sources" -name '*.swift' -printf '%s\n' | awk '{ total += $1 } END { print total }')
echo "Corpus: $files files, $(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1048576 }') MB"

# Runs a command RUNS times; prints the best wall time, files/s, MB/s and the peak memory.
measure() {
    local name="$1"; shift
    local best="" peak=0
    for ((run = 0; run < runs; run++)); do
        /usr/bin/time -f "%e %M" -o "$work/time.txt" "$@" >"$work/$name.out" 2>"$work/$name.err" || true
        # GNU time puts "Command exited with non-zero status" first when the command fails (lint
        # exits 1 on findings); the figures are on the last line.
        read -r seconds kilobytes < <(tail -n 1 "$work/time.txt")
        if [ -z "$best" ] || awk -v a="$seconds" -v b="$best" 'BEGIN { exit !(a < b) }'; then best="$seconds"; fi
        if [ "$kilobytes" -gt "$peak" ]; then peak="$kilobytes"; fi
    done
    awk -v n="$name" -v s="$best" -v f="$files" -v b="$bytes" -v m="$peak" \
        'BEGIN { printf "%-22s %7.2f s  %8.0f files/s  %6.2f MB/s  %6.0f MB peak\n", n, s, f / s, b / 1048576 / s, m / 1024 }'
}

echo
measure "parse floor" "$PARSE_FLOOR" "$work/Sources"
cd "$work"
measure "dsgen lint" "$DSGEN" lint --no-cache --reporter json Sources
# With the cache: cold (an empty cache folder each run), then warm (the tree unchanged since).
measure "dsgen lint, cold cache" sh -c 'rm -rf "$1" && exec "$2" lint --cache-path "$1" --reporter json Sources' \
    sh "$work/cache" "$DSGEN"
measure "dsgen lint, warm cache" "$DSGEN" lint --cache-path "$work/cache" --reporter json Sources
cmp -s "dsgen lint.out" "dsgen lint, warm cache.out" || echo "warning: the warm run's report differs from the uncached one" >&2
cd - >/dev/null
if [ "${SKIP_PEER:-0}" = 1 ]; then
    echo "swift-format skipped (SKIP_PEER=1)"
elif command -v swift-format >/dev/null; then
    measure "swift-format lint" swift-format lint --parallel --recursive "$work/Sources"
else
    echo "swift-format is not installed; skipping the peer"
fi
echo
python3 bench/lint-score.py "$work/expected.tsv" "$work/dsgen lint.out"
