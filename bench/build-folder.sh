#!/usr/bin/env bash
# Times a release `dsgen build` of one folder of many short pages at each size given (default 600
# and 2400), taken in turn in the same run, and prints the cost per page of each and their ratio:
# a sidebar or a page list that grows with the folder shows here as a per-page cost that grows.
# Each page is a title and one line that links its neighbour, as a changelog or a glossary is.
#
#   bash bench/build-folder.sh [PAGES ...]
#
# DSGEN=path uses that binary instead of building one; RUNS=N takes the best of N (default 5);
# FOLDER=path puts the pages in that folder of the content (default `guide/entries`, a folder of a
# section; `.` is the content folder itself, `entries` a section of its own).
set -euo pipefail
# bc and printf agree on the decimal point whatever the locale.
export LC_ALL=C
cd "$(dirname "$0")/.."
sizes=("$@")
[ ${#sizes[@]} -eq 0 ] && sizes=(600 2400)
runs="${RUNS:-5}"
work="$(mktemp -d "${TMPDIR:-/tmp}/dsgen-folder.XXXXXX")"
trap 'rm -rf "$work"' EXIT
source bench/release-dsgen.sh

for pages in "${sizes[@]}"; do
    folder="$work/content-$pages/${FOLDER:-guide/entries}"
    mkdir -p "$folder"
    for ((i = 0; i < pages; i++)); do
        printf '# Entry %d\n\nSee [the entry before](entry-%05d.md).\n' "$i" $((i > 0 ? i - 1 : 0)) \
            > "$(printf '%s/entry-%05d.md' "$folder" "$i")"
    done
done

declare -A best
for ((run = 1; run <= runs; run++)); do
    for pages in "${sizes[@]}"; do
        rm -rf "$work/site-$pages"
        start=$(date +%s.%N)
        /usr/bin/time -f "%M" -o "$work/time" \
            "$DSGEN" build --content "$work/content-$pages" --output "$work/site-$pages" >/dev/null 2>&1
        seconds=$(printf '%.3f' "$(echo "$(date +%s.%N) - $start" | bc)")
        read -r kilobytes < "$work/time"
        echo "$pages pages in one folder, run $run: $seconds s, peak $((kilobytes / 1024)) MB"
        if [ -z "${best[$pages]:-}" ] || [ "$(echo "$seconds < ${best[$pages]}" | bc)" = 1 ]; then
            best[$pages]=$seconds
        fi
    done
done
first="${sizes[0]}"
for pages in "${sizes[@]}"; do
    awk -v n="$pages" -v s="${best[$pages]}" -v fn="$first" -v fs="${best[$first]}" 'BEGIN {
        printf "%d pages: best %.3f s, %.3f ms a page, %.2fx the per-page cost of %d\n", n, s, s * 1000 / n, (s / n) / (fs / fn), fn
    }'
done
