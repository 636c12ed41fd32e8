#!/usr/bin/env bash
# Times a release `dsgen build` of two generated documentation sets at each size given (default
# 1000 and 5000 pages), next to cmark-gfm converting the same files in the same run, with peak
# memory and the output per page, and what copying the built site on the same disk takes (the
# cost of writing its files, which cmark-gfm, writing to /dev/null, does not pay). The sets:
#   docs    bench/docs-corpus.py: ten sections of five folders, short pages, 2-3 Swift fences a page
#           (13 MB at 5,000 pages);
#   guides  bench/guide-corpus.py: the same folders, pages shaped like long real guides, prose,
#           tables and 2-3 SwiftUI examples of 20-40 lines (42 MB at 5,000 pages).
# CORPORA="docs" (or "guides") runs one. cmark-gfm runs two ways: as one process given every file
# (the floor the large-site target names), and as processes of 200 files each, which is faster
# (one process reads its files as one document and holds all of it: 38 MB at its peak for 1,000
# pages, against 9 MB). Each side's figure is its best run (five of each way of cmark-gfm and of
# dsgen, taken in turn; three of the copy), with the CPU time that run took (user and system, on
# all cores): when the machine's speed moves between runs, the CPU time shows what changed in
# dsgen better than the ratio does. FLAGS="--no-previews" passes flags. BASELINE=path times
# another dsgen (an older release) in the same turns, and prints its best, CPU and peak beside.
#
#   bash bench/build-docs.sh [PAGES ...]
#
# DSGEN=path uses that binary instead of building one; BENCH_KEEP=1 keeps the generated folders;
# OUT=DIR writes the sites below DIR (a tmpfs such as /dev/shm leaves the disk's file creation out).
set -euo pipefail
# bc and printf agree on the decimal point whatever the locale.
export LC_ALL=C
cd "$(dirname "$0")/.."
sizes=("$@")
[ ${#sizes[@]} -eq 0 ] && sizes=(1000 5000)
work="$(mktemp -d "${TMPDIR:-/tmp}/dsgen-docs.XXXXXX")"
out="${OUT:-$work}"
if [ "${BENCH_KEEP:-0}" = 1 ]; then echo "Keeping $work"; else trap 'rm -rf "$work"' EXIT; fi
command -v cmark-gfm >/dev/null || { echo "cmark-gfm is needed for the floor: apt-get install cmark-gfm" >&2; exit 2; }
source bench/release-dsgen.sh

# The seconds a command takes, read from the clock (time's own figure has only hundredths of a
# second, a twentieth of a 1,000-page build); what it prints is dropped.
timed() { local start; start=$(date +%s.%N); "$@" > /dev/null; echo "$(date +%s.%N) - $start" | bc; }
# The lower of the best time so far ($1, empty before the first run) and a new one ($2).
lower() { if [ -z "$1" ] || [ "$(echo "$2 < $1" | bc)" = 1 ]; then echo "$2"; else echo "$1"; fi; }

# One dsgen build of $content into $site, timed; sets seconds, used (CPU) and megabytes.
dsgen_run() {
    rm -rf "$2"
    # The wall time is read from the clock, as cmark-gfm's is; time gives the CPU and memory.
    seconds=$(printf '%.3f' "$(timed /usr/bin/time -f "%M %U %S" -o "$work/time" "$1" build --content "$content" --output "$2" ${FLAGS:-} 2>/dev/null)")
    read -r kilobytes user system < "$work/time"
    used=$(echo "$user + $system" | bc)
    megabytes=$((kilobytes / 1024))
}

for corpus in ${CORPORA:-docs guides}; do
for pages in "${sizes[@]}"; do
    content="$work/$corpus-$pages"
    case "$corpus" in
        docs) python3 bench/docs-corpus.py "$content" "$pages" >/dev/null ;;
        guides) python3 bench/guide-corpus.py "$content" "$pages" >/dev/null ;;
        *) echo "unknown corpus '$corpus': docs or guides" >&2; exit 2 ;;
    esac
    size=$(find "$content" -name '*.md' -exec cat {} + | wc -c)
    # Every side takes its best of five runs, taken in turn (cmark-gfm both ways, then dsgen,
    # five times) so that all see the machine in the same state: on a shared machine the slowest
    # runs measure the neighbours, not the program.
    floor=""
    batched=""
    best=""
    cpu=""
    peak=""
    base_best=""
    base_cpu=""
    base_peak=""
    find "$content" -name '*.md' -print0 > "$work/files"
    mapfile -d '' files < "$work/files"
    for run in 1 2 3 4 5; do
        floor=$(lower "$floor" "$(timed cmark-gfm -e table -e strikethrough -e autolink -e tasklist "${files[@]}")")
        batched=$(lower "$batched" "$(timed xargs -0 -n 200 cmark-gfm -e table -e strikethrough -e autolink -e tasklist < "$work/files")")
        if [ -n "${BASELINE:-}" ]; then
            dsgen_run "$BASELINE" "$out/baseline-$pages"
            echo "$corpus, $pages pages, run $run, baseline: ${seconds} s (CPU ${used} s), peak ${megabytes} MB"
            if [ -z "$base_best" ] || [ "$(echo "$seconds < $base_best" | bc)" = 1 ]; then base_best=$seconds; base_cpu=$used; fi
            if [ -z "$base_peak" ] || [ "$megabytes" -gt "$base_peak" ]; then base_peak=$megabytes; fi
            rm -rf "$out/baseline-$pages"
        fi
        dsgen_run "$DSGEN" "$out/site-$pages"
        echo "$corpus, $pages pages, run $run: ${seconds} s (CPU ${used} s), peak ${megabytes} MB; cmark-gfm $(printf '%.3f' "$floor") s in one process, $(printf '%.3f' "$batched") s in processes of 200, so far"
        if [ -z "$best" ] || [ "$(echo "$seconds < $best" | bc)" = 1 ]; then best=$seconds; cpu=$used; fi
        if [ -z "$peak" ] || [ "$megabytes" -gt "$peak" ]; then peak=$megabytes; fi
    done
    bytes=$(du -sb "$out/site-$pages" | cut -f1)
    # What writing the same files costs on this disk, whatever writes them: the site copied
    # beside itself (best of three). cmark-gfm's figure has no files to write.
    copy=""
    for run in 1 2 3; do
        rm -rf "$out/copy-$pages"
        copy=$(lower "$copy" "$(timed cp -r "$out/site-$pages" "$out/copy-$pages")")
    done
    rm -rf "$out/copy-$pages"
    if [ -n "${OUT:-}" ]; then rm -rf "$out/site-$pages"; fi
    echo "$corpus, $pages pages ($(echo "scale=1; $size / 1048576" | bc) MB of Markdown): best ${best} s (CPU ${cpu} s), peak ${peak} MB; cmark-gfm in one process $(printf '%.3f' "$floor") s (ratio $(echo "scale=2; $best / $floor" | bc)), in processes of 200 $(printf '%.3f' "$batched") s (ratio $(echo "scale=2; $best / $batched" | bc)); copying the site's $(echo "scale=1; $bytes / 1048576" | bc) MB on this disk ${copy} s; output $(echo "scale=1; $bytes / $pages / 1024" | bc) KB a page"
    if [ -n "${BASELINE:-}" ]; then
        echo "$corpus, $pages pages, baseline: best ${base_best} s (CPU ${base_cpu} s, ratio to one cmark-gfm $(echo "scale=2; $base_best / $floor" | bc)), peak ${base_peak} MB"
    fi
    if [ "${BENCH_KEEP:-0}" != 1 ]; then rm -rf "$content"; fi
done
done
