#!/usr/bin/env bash
# The SwiftPM plugins in a team's package that depends on dsgen (this folder, by path): the
# build-tool plugin makes lint's findings the build's diagnostics with file and line, does not
# lint again on a build that changes nothing, lints again when a source or the content changes,
# and fails the build on an error; the command plugin runs dsgen and fails as it fails.
#
#   bash Tests/PluginPackage/check.sh [SCRATCH]     (default: .build-plugin at the repository's root)
set -euo pipefail
cd "$(dirname "$0")"
scratch="${1:-$PWD/../../.build-plugin}"
log="$(mktemp)"
saved="$(mktemp)"
cp dsgen.yml "$saved"
trap 'cp "$saved" dsgen.yml; rm -f "$log" "$saved"' EXIT

build() { swift build --scratch-path "$scratch" >"$log" 2>&1; }
fail() { echo "error: $1; the build said:" >&2; cat "$log" >&2; exit 1; }
expect() { grep -qF -- "$1" "$log" || fail "expected '$1'"; }
refuse() { if grep -qF -- "$1" "$log"; then fail "did not expect '$1'"; fi; }

finding="$PWD/Sources/Shop/Card.swift:7:25: warning: hard-coded colour"
touch Sources/Shop/Card.swift
build || fail "swift build failed"
expect "$finding"
expect "use Theme.Colors.accent [hardcoded_color]"
echo "build-tool plugin: the finding is the build's warning at Card.swift:7:25"

build || fail "swift build failed"
build || fail "swift build failed"
refuse "dsgen lint Shop"
echo "build-tool plugin: a build that changes nothing does not lint"

touch Content/index.md
build || fail "swift build failed"
expect "dsgen lint Shop"
expect "$finding"
echo "build-tool plugin: a change to the content lints again"

printf 'sources: [Sources]\n' > dsgen.yml
if build; then fail "a hard-coded colour is an error by default, and the build succeeded"; fi
expect "${finding/warning/error}"
cp "$saved" dsgen.yml
echo "build-tool plugin: an error fails the build"

plugin() { swift package --scratch-path "$scratch" --allow-writing-to-package-directory dsgen "$@" >"$log" 2>&1; }
plugin lint || fail "swift package dsgen lint failed on warnings alone"
expect "Sources/Shop/Card.swift:7:25: warning: hard-coded colour"
if plugin lint --strict; then fail "swift package dsgen lint --strict succeeded on a warning"; fi
echo "command plugin: swift package dsgen lint runs dsgen, and fails as it fails"
