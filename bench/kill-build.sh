#!/usr/bin/env bash
# Kills a large `dsgen build` with SIGKILL at a random moment, KILLS times (default 30), and
# checks after each kill that the site folder is whole (the previous build, byte for byte, or
# absent before the first success) and, after the next build, that no staging folder is left.
#
#   bash bench/kill-build.sh [KILLS] [PAGES]
#
# DSGEN=path uses that binary instead of building one.
set -euo pipefail
cd "$(dirname "$0")/.."
kills="${1:-30}"
pages="${2:-5000}"
work="$(mktemp -d "${TMPDIR:-/tmp}/dsgen-kill.XXXXXX")"
trap 'rm -rf "$work"' EXIT
source bench/release-dsgen.sh
python3 bench/docs-corpus.py "$work/content" "$pages" >/dev/null
site="$work/site"
"$DSGEN" build --content "$work/content" --output "$site" >/dev/null 2>&1
reference="$(cd "$site" && find . -type f -print0 | sort -z | xargs -0 sha1sum | sha1sum)"
whole=0
for run in $(seq 1 "$kills"); do
    "$DSGEN" build --content "$work/content" --output "$site" >/dev/null 2>&1 &
    pid=$!
    sleep "$(python3 -c 'import random; print(round(random.uniform(0.05, 1.5), 3))')"
    kill -9 "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    now="$(cd "$site" && find . -type f -print0 | sort -z | xargs -0 sha1sum | sha1sum)"
    if [ "$now" = "$reference" ]; then whole=$((whole + 1)); else echo "run $run: the site is not the last build's"; fi
done
left_before=$(find "$work" -maxdepth 1 -name '.site.dsgen-*' | wc -l)
"$DSGEN" build --content "$work/content" --output "$site" >/dev/null 2>&1
left_after=$(find "$work" -maxdepth 1 -name '.site.dsgen-*' | wc -l)
echo "$kills kills of a $pages-page build: site whole $whole times; staging folders left by the kills: $left_before, after the next build: $left_after"
[ "$whole" = "$kills" ] && [ "$left_after" = 0 ]
