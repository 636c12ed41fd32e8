#!/usr/bin/env bash
# Times a release `dsgen build` of a guide that publishes earlier versions: the docs corpus
# (bench/docs-corpus.py, PAGES pages, default 500) committed as four tagged revisions, each
# changing a few pages, then built with `versions:` listing the three earlier ones, and without
# it, taken in turn, best of five each. The ratio says what each version costs against the
# working tree's build alone (a version is a whole build of its revision: about 1 each).
#
#   bash bench/versions.sh [PAGES]
#
# DSGEN=path uses that binary instead of building one.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/.."
pages="${1:-500}"
work="$(mktemp -d "${TMPDIR:-/tmp}/dsgen-versions.XXXXXX")"
trap 'rm -rf "$work"' EXIT
source bench/release-dsgen.sh

timed() { local start; start=$(date +%s.%N); "$@" > /dev/null 2>&1; echo "$(date +%s.%N) - $start" | bc; }
lower() { if [ -z "$1" ] || [ "$(echo "$2 < $1" | bc)" = 1 ]; then echo "$2"; else echo "$1"; fi; }

repository="$work/repository"
python3 bench/docs-corpus.py "$repository/Content" "$pages" >/dev/null
cd "$repository"
git init -q
export GIT_AUTHOR_NAME=bench GIT_AUTHOR_EMAIL=bench@example.com
export GIT_COMMITTER_NAME=bench GIT_COMMITTER_EMAIL=bench@example.com
for version in v1 v2 v3; do
    # Each release edits a few pages, as releases do.
    find Content -name '*.md' | sort | head -20 | while read -r page; do echo "Changed in $version." >> "$page"; done
    git add -A
    git -c commit.gpgsign=false commit -qm "$version"
    git tag "$version"
done
printf 'versions: [v3, v2, v1]\n' > with.yml
printf 'site: {title: Bench}\n' > without.yml
best_with="" best_without=""
for _ in 1 2 3 4 5; do
    best_without=$(lower "$best_without" "$(timed "$DSGEN" build --config without.yml --output "$work/site-a")")
    best_with=$(lower "$best_with" "$(timed "$DSGEN" build --config with.yml --output "$work/site-b")")
done
/usr/bin/time -f "%M" -o "$work/memory" "$DSGEN" build --config with.yml --output "$work/site-b" > /dev/null 2>&1
memory="$(tail -1 "$work/memory")"
printf '%s pages, 3 earlier versions: %.2f s without versions, %.2f s with (%.1fx), peak %d MB with\n' \
    "$pages" "$best_without" "$best_with" "$(echo "$best_with / $best_without" | bc -l)" "$((memory / 1024))"
