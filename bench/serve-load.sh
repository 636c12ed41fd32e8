#!/usr/bin/env bash
# Loads `dsgen serve` with wrk (100 connections, SECONDS seconds, default 20) while a page is
# edited every 100 ms, and counts responses that are not a whole page (a body that does not end
# with `</html>`), errors and non-200 answers; wrk prints the latency percentiles (p99 among them).
#
#   bash bench/serve-load.sh [SECONDS] [PAGES]
#
# Needs wrk (apt-get install wrk). DSGEN=path uses that binary instead of building one.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-20}"
pages="${2:-1000}"
command -v wrk >/dev/null || { echo "wrk is needed: apt-get install wrk" >&2; exit 2; }
work="$(mktemp -d "${TMPDIR:-/tmp}/dsgen-load.XXXXXX")"
source bench/release-dsgen.sh
python3 bench/docs-corpus.py "$work/content" "$pages" >/dev/null
page="01-section-0/01-folder-0/page-0.md"
"$DSGEN" serve --content "$work/content" --port 0 2> "$work/serve.log" &
server=$!
trap 'kill "$server" "${editor:-}" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 1 300); do
    grep -q "^Built " "$work/serve.log" 2>/dev/null && break
    sleep 0.1
done
port="$(grep -o 'http://127.0.0.1:[0-9]*' "$work/serve.log" | head -1 | cut -d: -f3)"
url="http://127.0.0.1:$port/section-0/folder-0/page-0.html"
# The edits alternate a short and a long page, so a response cut short or mixed would show.
(
    original="$(cat "$work/content/$page")"
    edit=0
    while true; do
        edit=$((edit + 1))
        if [ $((edit % 2)) = 0 ]; then printf '%s\n' "$original" > "$work/content/$page.new"
        else { printf '%s\n' "$original"; for _ in $(seq 1 200); do echo "Edit $edit adds a long paragraph to the page."; done; } > "$work/content/$page.new"; fi
        mv "$work/content/$page.new" "$work/content/$page"
        sleep 0.1
    done
) &
editor=$!
cat > "$work/check.lua" <<'LUA'
-- Globals: wrk reads each thread's counts with thread:get at the end.
whole, cut, other = 0, 0, 0
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init() whole, cut, other = 0, 0, 0 end
function response(status, headers, body)
    if status ~= 200 then other = other + 1
    elseif body:match("</html>%s*$") then whole = whole + 1
    else cut = cut + 1 end
end
function done(summary, latency, requests)
    local w, c, o = 0, 0, 0
    for _, thread in ipairs(threads) do
        w = w + thread:get("whole"); c = c + thread:get("cut"); o = o + thread:get("other")
    end
    io.write(string.format("whole pages %d, cut short %d, not 200 %d, socket errors %d\n", w, c, o,
        summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
LUA
wrk -t2 -c100 -d"${seconds}s" --latency -s "$work/check.lua" "$url"
echo "rebuilds during the run: $(grep -c 'rebuilt' "$work/serve.log")"
