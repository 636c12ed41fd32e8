#!/usr/bin/env bash
# What previews cost: a release `dsgen build` of a content folder (default Content/) with previews
# and with --no-previews, run after run in turn, each side's figure its best run. Then the same
# for a generated documentation set (bench/docs-corpus.py) of PAGES pages (default 1000), whose
# 2-3 Swift fences a page are drawn too.
#
#   bash bench/previews.sh [RUNS] [PAGES]
#
# DSGEN=path uses that binary instead of building one; OUT=DIR writes the sites below DIR.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-15}"
pages="${2:-1000}"
work="$(mktemp -d "${TMPDIR:-/tmp}/dsgen-previews.XXXXXX")"
trap 'rm -rf "$work"' EXIT
out="${OUT:-$work}"
source bench/release-dsgen.sh
python3 bench/docs-corpus.py "$work/docs" "$pages" >/dev/null

# Prints the best wall-clock time of RUNS builds of $1 with each set of flags, alternating.
measure() {
    local content="$1" name="$2"
    local with="" without=""
    for run in $(seq "$runs"); do
        for flags in "" "--no-previews"; do
            rm -rf "$out/site"
            start=$(date +%s.%N)
            "$DSGEN" build --content "$content" --output "$out/site" $flags >/dev/null 2>&1
            seconds=$(echo "$(date +%s.%N) - $start" | bc)
            if [ -z "$flags" ]; then
                if [ -z "$with" ] || [ "$(echo "$seconds < $with" | bc)" = 1 ]; then with=$seconds; fi
            else
                if [ -z "$without" ] || [ "$(echo "$seconds < $without" | bc)" = 1 ]; then without=$seconds; fi
            fi
        done
    done
    "$DSGEN" build --content "$content" --output "$out/site" >/dev/null 2>&1
    local figures
    figures=$(grep -o 'data-preview' -r "$out/site" --include='*.html' | wc -l)
    echo "$name: with previews ${with} s, without ${without} s ($(echo "scale=1; ($with - $without) * 100 / $without" | bc)% more; $figures previews; best of $runs each)"
}
measure Content "Content/"
measure "$work/docs" "$pages generated pages"
