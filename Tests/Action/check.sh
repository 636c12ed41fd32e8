#!/usr/bin/env bash
# The GitHub Action's steps (scripts/action.sh, as action.yml runs them) on a team's repository
# made here: a main branch with the design system and an app, and pull requests in a shallow
# clone, as a checkout makes one. dsgen comes from a "release" packed here and fetched by URL.
#
#   bash Tests/Action/check.sh [DSGEN]     (default: .build/debug/dsgen)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
dsgen="$(cd "$(dirname "${1:-$root/.build/debug/dsgen}")" && pwd)/dsgen"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "error: $1" >&2; [ -f "$work/out" ] && cat "$work/out" >&2; exit 1; }
expect() { grep -qF -- "$1" "$2" || fail "expected '$1' in $2"; }
refuse() { if grep -qF -- "$1" "$2"; then fail "did not expect '$1' in $2"; fi; }

# A release as scripts/release.sh packs one: a tarball per platform, holding bin/.
mkdir -p "$work/pack/bin" "$work/releases/9.9.9"
cp "$dsgen" "$work/pack/bin/"
tar -czf "$work/releases/9.9.9/dsgen-9.9.9-$(uname -m)-linux.tar.gz" -C "$work/pack" bin

# The team's repository.
git init -q --bare -b main "$work/origin.git"
git clone -q "$work/origin.git" "$work/seed" 2>/dev/null
cd "$work/seed"
git config user.email ci@example.com && git config user.name CI
mkdir -p Content Sources/Shop
printf 'sources: [Sources]\n' > dsgen.yml
cat > Content/index.md <<'MD'
# Shop

```tokens color kind=color swift=Theme.Colors
accent  #007AFF  // Buttons and links
danger  #FF3B30  // Destructive actions
```

```tokens spacing kind=dimension use=padding,stack swift=Theme.Spacing
small   8pt
medium  16pt
```
MD
printf 'let card = Text("Card").foregroundStyle(Theme.Colors.accent)\n' > Sources/Shop/Card.swift
printf 'let old = Text("Old").padding(Theme.Spacing.small)\n' > Sources/Shop/Old.swift
printf 'let gone = Text("Gone").padding(Theme.Spacing.medium)\n' > Sources/Shop/Gone.swift
printf 'let legacy = Text("Legacy").padding(16)\n' > Sources/Shop/Legacy.swift
git add -A && git commit -qm "The shop" && git push -q origin main
main="$(git rev-parse HEAD)"

# A pull request that changes sources only: modified, added, renamed, deleted.
git checkout -qb sources
printf 'let card = Text("Card").foregroundStyle(Color(red: 0, green: 0.478, blue: 1))\n' > Sources/Shop/Card.swift
printf 'let new = Text("New").padding(8)\n' > Sources/Shop/New.swift
git mv Sources/Shop/Old.swift Sources/Shop/Renamed.swift
git rm -q Sources/Shop/Gone.swift
git add -A && git commit -qm "Sources" && git push -q origin sources
# A pull request that removes a token the app may use: a breaking change.
git checkout -q main && git checkout -qb tokens
sed -i '/^danger/d' Content/index.md
git commit -qam "No danger" && git push -q origin tokens

step() { # checkout, step, then the variables as NAME=VALUE
    local checkout="$1" command="$2"
    shift 2
    (cd "$checkout" && env "$@" PATH="$(cat "$work/github-path" 2>/dev/null || true):$PATH" \
        GITHUB_OUTPUT="$work/output" GITHUB_PATH="$work/github-path" GITHUB_STEP_SUMMARY="$work/summary" \
        RUNNER_TEMP="$work" bash "$root/scripts/action.sh" "$command") >"$work/out" 2>&1
}

git clone -q --depth 1 --branch sources "file://$work/origin.git" "$work/pr"
step "$work/pr" key || fail "key failed"
grep -qE '^key=[0-9a-f]{16}$' "$work/output" || fail "the build's cache key is not a hash of the source"
echo "key: dsgen's build is cached under a hash of the action's source"

step "$work/pr" install DSGEN_VERSION=9.9.9 DSGEN_RELEASES="file://$work/releases" || fail "install failed"
expect "$work/dsgen-9.9.9/bin" "$work/github-path"
echo "install: dsgen from the release's tarball is on PATH"

step "$work/pr" base DSGEN_BASE="$main" || fail "base failed in a shallow clone"
expect "base=$main" "$work/output"
echo "base: the base revision is fetched into the shallow clone"

if step "$work/pr" lint DSGEN_BASE="$main"; then fail "lint passed a hard-coded colour"; fi
expect "::error file=Sources/Shop/Card.swift,line=1," "$work/out"
expect "::error file=Sources/Shop/New.swift,line=1," "$work/out"
refuse "Legacy.swift" "$work/out"
refuse "Renamed.swift" "$work/out"
echo "lint: annotations on the changed files only (modified and added; renamed and deleted pass)"

if step "$work/pr" lint DSGEN_BASE="$main" DSGEN_MODE=code-scanning; then fail "lint passed in code-scanning mode"; fi
expect "sarif=$work/dsgen.sarif" "$work/output"
python3 - "$work/dsgen.sarif" <<'PY' || fail "the SARIF file is not what code scanning reads"
import json, sys
log = json.load(open(sys.argv[1]))
files = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in log["runs"][0]["results"]}
assert log["version"] == "2.1.0" and files == {"Sources/Shop/Card.swift", "Sources/Shop/New.swift"}, files
PY
echo "lint: code-scanning mode writes the SARIF file of the same findings"

step "$work/pr" diff DSGEN_BASE="$main" DSGEN_FAIL_ON_BREAKING=true || fail "diff failed with no token changed"
echo "diff: no token changed, nothing fails"

git clone -q --depth 1 --branch tokens "file://$work/origin.git" "$work/tokens"
rm -f "$work/summary"
step "$work/tokens" base DSGEN_BASE="$main" || fail "base failed in a shallow clone"
if step "$work/tokens" diff DSGEN_BASE="$main" DSGEN_FAIL_ON_BREAKING=true; then fail "a removed token passed"; fi
expect "danger" "$work/summary"
step "$work/tokens" diff DSGEN_BASE="$main" || fail "diff failed on a breaking change it was not asked to fail on"
echo "diff: the job summary names the removed token, which fails the step only when asked"

if step "$work/tokens" lint DSGEN_BASE="$main"; then fail "lint passed Legacy.swift once the spec changed"; fi
expect "::error file=Sources/Shop/Legacy.swift,line=1," "$work/out"
echo "lint: a change to the spec lints every source"
