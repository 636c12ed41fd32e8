#!/usr/bin/env bash
# The steps of the GitHub Action (action.yml), one per command, so that they run the same in a
# workflow and in this repository's CI. Settings come in DSGEN_* variables, results go out through
# GitHub's files (GITHUB_PATH, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY).
#
#   bash scripts/action.sh install|key|base|lint|diff
set -euo pipefail
action_root="$(cd "$(dirname "$0")/.." && pwd)"

# Puts dsgen on PATH: a released version's binary for this machine (downloaded), or dsgen built
# from the action's own source (its .build is cached by the action).
install() {
    local folder="${RUNNER_TEMP:-/tmp}/dsgen-${DSGEN_VERSION:-source}"
    mkdir -p "$folder/bin"
    if [ -n "${DSGEN_VERSION:-}" ]; then
        local variant="dsgen-$DSGEN_VERSION-$(uname -m)-linux"
        [ "$(uname -s)" = Darwin ] && variant="dsgen-$DSGEN_VERSION-macos"
        curl -fsSL "$DSGEN_RELEASES/$DSGEN_VERSION/$variant.tar.gz" | tar -xz -C "$folder"
    else
        if [ "$(uname -s)" = Darwin ]; then
            brew list cmark-gfm >/dev/null 2>&1 || brew install cmark-gfm
        elif ! dpkg -s libcmark-gfm-dev libcmark-gfm-extensions-dev libjemalloc-dev >/dev/null 2>&1; then
            sudo apt-get update -qq
            sudo apt-get install -y -qq libcmark-gfm-dev libcmark-gfm-extensions-dev libjemalloc-dev
        fi
        swift build -c release --package-path "$action_root" --product dsgen
        cp "$(swift build -c release --package-path "$action_root" --show-bin-path)/dsgen" "$folder/bin/"
    fi
    "$folder/bin/dsgen" --version
    echo "$folder/bin" >> "$GITHUB_PATH"
}

# What dsgen's build is cached under: a hash of the action's own source (hashFiles in the workflow
# sees only the workspace, and the action is checked out outside it).
key() {
    local hash
    hash="$(cd "$action_root" && find Package.swift Package.resolved Sources Templates -type f 2>/dev/null | sort \
        | xargs sha256sum | sha256sum | cut -c1-16)"
    echo "key=$hash" >> "$GITHUB_OUTPUT"
}

# The revision the change is compared with: where the branch left its base. A shallow clone (a
# checkout's default) lacks it, so it is fetched; a revision that cannot be had is an error
# that says what to do.
base() {
    local base="${DSGEN_BASE:-}"
    if [ -z "$base" ] || [ "$base" = 0000000000000000000000000000000000000000 ]; then
        echo "No base revision (not a pull request or a push with history): every source is linted."
        echo "base=" >> "$GITHUB_OUTPUT"
        return
    fi
    if ! git cat-file -e "$base^{commit}" 2>/dev/null; then
        git fetch --no-tags --quiet origin "$base" || {
            echo "::error::the base revision $base cannot be fetched; check out with 'fetch-depth: 0'"
            exit 2
        }
    fi
    if git rev-parse --is-shallow-repository | grep -q true && ! git merge-base "$base" HEAD >/dev/null; then
        git fetch --no-tags --quiet --unshallow origin || git fetch --no-tags --quiet --deepen=1000 origin
    fi
    local fork
    fork="$(git merge-base "$base" HEAD 2>/dev/null || echo "$base")"
    echo "Comparing with $fork."
    echo "base=$fork" >> "$GITHUB_OUTPUT"
}

lint() {
    local arguments=(lint --content "${DSGEN_CONTENT:-Content}")
    [ -n "${DSGEN_CONFIG:-}" ] && arguments+=(--config "$DSGEN_CONFIG")
    [ -n "${DSGEN_BASELINE:-}" ] && arguments+=(--baseline "$DSGEN_BASELINE")
    [ "${DSGEN_STRICT:-false}" = true ] && arguments+=(--strict)
    if [ "${DSGEN_CHANGED_ONLY:-true}" = true ] && [ -n "${DSGEN_BASE:-}" ]; then
        arguments+=(--changed-since "$DSGEN_BASE")
    fi
    local status=0
    if [ "${DSGEN_MODE:-annotations}" = code-scanning ]; then
        local sarif="${RUNNER_TEMP:-/tmp}/dsgen.sarif"
        dsgen "${arguments[@]}" --reporter sarif > "$sarif" || status=$?
        [ -s "$sarif" ] && echo "sarif=$sarif" >> "$GITHUB_OUTPUT"
    else
        dsgen "${arguments[@]}" --reporter github || status=$?
    fi
    exit "$status"
}

# What changed since the base, as release notes in the job summary; breaking changes fail the
# step only when asked.
changes() {
    local notes status=0
    notes="$(dsgen diff --content "${DSGEN_CONTENT:-Content}" --reporter markdown "$DSGEN_BASE")" || status=$?
    [ "$status" -ge 2 ] && exit "$status"
    printf '%s\n' "$notes" >> "$GITHUB_STEP_SUMMARY"
    if [ "$status" -eq 1 ] && [ "${DSGEN_FAIL_ON_BREAKING:-false}" = true ]; then
        echo "::error::the design system changes in a way that breaks the apps (see the job summary)"
        exit 1
    fi
}

case "${1:-}" in
    install | key | base | lint) "$1" ;;
    diff) changes ;;
    *) echo "usage: scripts/action.sh install|key|base|lint|diff" >&2; exit 2 ;;
esac
