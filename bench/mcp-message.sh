#!/usr/bin/env bash
# Times a release `dsgen-mcp` answering one tool call of SIZE megabytes (default 10; a find_token
# whose value is that long) and refusing one past its 16 MB limit, each as a whole process given
# an initialize and the message on standard input, the best of RUNS (default 5). The target: a
# 10 MB message answered or refused in under a second.
#
#   bash bench/mcp-message.sh [SIZE]
#
# MCP=path uses that binary instead of building one.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/.."
size="${1:-10}"
runs="${RUNS:-5}"
if [ -z "${MCP:-}" ]; then
    swift build -c release --product dsgen-mcp >&2
    MCP="$(swift build -c release --show-bin-path)/dsgen-mcp"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 - "$work" "$size" <<'PY'
import json, sys
work, size = sys.argv[1], int(sys.argv[2])
init = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                   "clientInfo": {"name": "bench", "version": "1"}}}
call = {"jsonrpc": "2.0", "id": 2, "method": "tools/call",
        "params": {"name": "find_token", "arguments": {"value": "x" * (size << 20)}}}
past = '{"jsonrpc":"2.0","id":3,"method":"ping","params":{"pad":"' + "y" * (17 << 20) + '"}}'
open(f"{work}/call.jsonl", "w").write(json.dumps(init) + "\n" + json.dumps(call) + "\n")
open(f"{work}/past.jsonl", "w").write(json.dumps(init) + "\n" + past + "\n")
PY
best() {
    local input="$1" best=""
    for _ in $(seq "$runs"); do
        local start end seconds
        start=$(date +%s.%N)
        "$MCP" --content Content < "$input" > "$work/out"
        end=$(date +%s.%N)
        seconds=$(echo "$end - $start" | bc)
        if [ -z "$best" ] || [ "$(echo "$seconds < $best" | bc)" = 1 ]; then best=$seconds; fi
    done
    grep -q '"id":2\|"id":null' "$work/out" || { echo "error: no answer to the message" >&2; exit 1; }
    printf '%.3f s' "$best"
}
echo "a ${size} MB call answered: $(best "$work/call.jsonl")"
echo "a 17 MB message refused:  $(best "$work/past.jsonl")"
