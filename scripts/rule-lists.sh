#!/usr/bin/env bash
# Writes Sources/DSGenLint/Rules/RuleLists.swift from the rule files: every type that conforms to
# SwiftRule or SpecRule, in the order its id is declared in RuleID+Lint.swift. RuleListTests reads
# the rule files with swift-syntax and fails while the committed list differs from what it reads.
#
#   bash scripts/rule-lists.sh
set -uo pipefail
cd "$(dirname "$0")/.."
list=Sources/DSGenLint/Rules/RuleLists.swift
# A list that names a rule removed or renamed does not compile: it is emptied first, which does.
if ! swift build --build-tests >/dev/null 2>&1; then
    kept="$(mktemp)"
    cp "$list" "$kept"
    printf 'enum SwiftRules {\n    static let all: [any SwiftRule] = []\n}\n\n' > "$list"
    printf 'enum SpecRules {\n    static let all: [any SpecRule] = []\n}\n' >> "$list"
    # Another error is the code's own: the list is put back as it was, and the errors shown.
    swift build --build-tests >/dev/null || { cp "$kept" "$list"; swift build --build-tests; exit 1; }
fi
# Recording a file fails the test by design, so that a recording never passes unseen.
RECORD_GOLDEN=1 swift test --skip-build --filter RuleListTests/theRuleListsAreWrittenFromTheRuleFiles >/dev/null
echo "Wrote $list"
