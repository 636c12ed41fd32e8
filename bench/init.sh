#!/usr/bin/env bash
# Times a release dsgen bringing in an app's design system with `dsgen init`, then building its
# style guide: an app of VIEWS view files (default 1,000, bench/lint-corpus.py) and a
# DesignSystem.swift of SWIFT definitions (default 500, bench/app-corpus.py) beside DTCG files of
# about 1,500 tokens with a resolver of light, dark and high contrast (bench/dtcg-corpus.py 650 220),
# about 2,000 tokens in all. Reports wall seconds and peak memory of each step, three runs each, and
# beside them the floor of writing the site's files at all. The target: init and build together
# under 2 s and 300 MB.
#
#   bash bench/init.sh [SWIFT] [VIEWS]
#
# DSGEN=path uses that binary instead of building one; BENCH_KEEP=1 keeps the generated folder.
set -euo pipefail
cd "$(dirname "$0")/.."
swift_tokens="${1:-500}"
views="${2:-1000}"
work="$(mktemp -d "${TMPDIR:-/tmp}/dsgen-init.XXXXXX")"
if [ "${BENCH_KEEP:-0}" = 1 ]; then echo "Keeping $work"; else trap 'rm -rf "$work"' EXIT; fi

source bench/release-dsgen.sh
mkdir -p "$work/App/Sources" "$work/App/Tokens"
python3 bench/app-corpus.py "$work/App/Sources/DesignSystem.swift" "$swift_tokens"
python3 bench/dtcg-corpus.py "$work/App/Tokens" 650 220
# The app's views (the corpus's own spec and answers are left out: init reads the app, not them).
python3 bench/lint-corpus.py "$views" "$work/views" >/dev/null
mv "$work/views/Sources" "$work/App/Views"
rm -rf "$work/views"
echo "App: $(find "$work/App" -name '*.swift' | wc -l) Swift files"

for run in 1 2 3; do
    rm -rf "$work/Content" "$work/dsgen.yml" "$work/site"
    (cd "$work" && /usr/bin/time -f "%e %M" -o time-init "$DSGEN" init --from App >/dev/null 2>log-init) || { cat "$work/log-init"; exit 1; }
    (cd "$work" && /usr/bin/time -f "%e %M" -o time-build "$DSGEN" build >log-build 2>&1) || { cat "$work/log-build"; exit 1; }
    read -r init_seconds init_kb < "$work/time-init"
    read -r build_seconds build_kb < "$work/time-build"
    total=$(python3 -c "print(round($init_seconds + $build_seconds, 2))")
    echo "run $run: init ${init_seconds} s, peak $((init_kb / 1024)) MB; build ${build_seconds} s, peak $((build_kb / 1024)) MB; together ${total} s"
done
# The floor beside it: writing the site's files and folders again, without dsgen (cp of the last build).
for run in 1 2 3; do
    rm -rf "$work/floor"
    /usr/bin/time -f "%e" -o "$work/time-floor" cp -r "$work/site" "$work/floor"
    echo "floor run $run: copying the built site ($(find "$work/site" | wc -l) files and folders) $(cat "$work/time-floor") s"
done
tail -n 1 "$work/log-build"
grep -c "not read" "$work/log-init" | sed 's/^/definitions init did not read: /'
