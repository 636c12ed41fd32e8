#!/usr/bin/env bash
# Makes the fixture repository of a guide with three versions, in the folder it is given: one
# commit for each folder of history/ (v1.0, v1.1, v2.0, then now), each of the first three
# tagged with its name, and the branch release/1.1 at v1.1. Dates and names are fixed, so the
# site built from it is the same on every machine.
#
# usage: make-repository.sh FOLDER     (FOLDER is replaced)
set -euo pipefail
history="$(cd "$(dirname "$0")" && pwd)/history"
folder="$1"
rm -rf "$folder"
mkdir -p "$folder"
cd "$folder"
git init -q
git symbolic-ref HEAD refs/heads/main
export GIT_AUTHOR_NAME="Harbor" GIT_AUTHOR_EMAIL="harbor@example.com"
export GIT_COMMITTER_NAME="Harbor" GIT_COMMITTER_EMAIL="harbor@example.com"
month=1
for state in v1.0 v1.1 v2.0 now; do
    git rm -rq --ignore-unmatch .
    cp -R "$history/$state/." .
    git add -A
    export GIT_AUTHOR_DATE="2026-0$month-01T12:00:00Z" GIT_COMMITTER_DATE="2026-0$month-01T12:00:00Z"
    git -c commit.gpgsign=false commit -qm "Harbor $state"
    if [ "$state" != now ]; then git tag "$state"; fi
    month=$((month + 1))
done
git branch release/1.1 v1.1
