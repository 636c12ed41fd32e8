#!/usr/bin/env bash
# Times a release dsgen importing, resolving and exporting a DTCG design system of TOKENS literal
# tokens and ALIASES aliases (defaults 10,000 and 3,000; see bench/dtcg-corpus.py), with three
# appearances from a resolver. Reports wall seconds and peak memory of each export.
#
#   bash bench/dtcg.sh [TOKENS] [ALIASES]
#
# DSGEN=path uses that binary instead of building one; BENCH_KEEP=1 keeps the generated folder.
set -euo pipefail
cd "$(dirname "$0")/.."
tokens="${1:-10000}"
aliases="${2:-3000}"
work="$(mktemp -d "${TMPDIR:-/tmp}/dsgen-dtcg.XXXXXX")"
if [ "${BENCH_KEEP:-0}" = 1 ]; then echo "Keeping $work"; else trap 'rm -rf "$work"' EXIT; fi

source bench/release-dsgen.sh
python3 bench/dtcg-corpus.py "$work/Content" "$tokens" "$aliases"

for format in dtcg swift xcassets css; do
    for run in 1 2 3; do
        /usr/bin/time -f "%e %M" -o "$work/time" "$DSGEN" export "$format" --content "$work/Content" --output "$work/out-$format-$run" 2>"$work/log" || { cat "$work/log"; exit 1; }
        read -r seconds kilobytes < "$work/time"
        echo "$format run $run: ${seconds} s, peak $((kilobytes / 1024)) MB"
    done
done
# The export read back gives the same bytes: the round trip is stable at this size too.
mkdir -p "$work/again"
cp -r "$work/out-dtcg-1" "$work/again/Content"
"$DSGEN" export dtcg --content "$work/again/Content" --output "$work/again/out" 2>/dev/null
if diff -rq -x .dsgen-export "$work/out-dtcg-1" "$work/again/out" >/dev/null; then
    echo "round trip: byte-identical"
else
    echo "round trip: the second export differs" >&2
    exit 1
fi
