#!/usr/bin/env bash
# Writes Sources/DSGenLint/Rules/RuleLists.swift from the rule files: every type that conforms to
# SwiftRule or SpecRule, in the order its id is declared in RuleID+Lint.swift. RuleListTests reads
# the rule files with swift-syntax and fails while the committed list differs from what it reads.
#
#   bash scripts/rule-lists.sh
set -uo pipefail
cd "$(dirname "$0")/.."
list=Sources/DSGenLint/Rules/RuleLists.swift
kept="$(mktemp)"
cp "$list" "$kept"
# Whatever stops the script before the list is written and checked puts the list back as it was:
# an emptied list compiles, and would lint with no rule at all.
written=0
trap '[ "$written" = 1 ] || cp "$kept" "$list"; rm -f "$kept"' EXIT
# A list that names a rule removed or renamed does not compile: it is emptied first, which does.
if ! swift build --build-tests >/dev/null 2>&1; then
    printf 'enum SwiftRules {\n    static let all: [any SwiftRule] = []\n}\n\n' > "$list"
    printf 'enum SpecRules {\n    static let all: [any SpecRule] = []\n}\n' >> "$list"
    # Another error is the code's own: the list goes back as it was, and the errors are shown.
    if ! swift build --build-tests >/dev/null 2>&1; then
        cp "$kept" "$list"
        swift build --build-tests
        exit 1
    fi
fi
# Recording a file fails the test by design, so that a recording never passes unseen; the test
# then runs again on what was written, and must pass.
RECORD_GOLDEN=1 swift test --skip-build --filter RuleListTests/theRuleListsAreWrittenFromTheRuleFiles >/dev/null
swift build --build-tests >/dev/null || exit 1
swift test --skip-build --filter RuleListTests >/dev/null || { echo "RuleListTests fails on the list written" >&2; exit 1; }
written=1
echo "Wrote $list"
