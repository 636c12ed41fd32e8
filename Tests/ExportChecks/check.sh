#!/usr/bin/env bash
# Compiles the other platforms' exports with those platforms' own tools: the Android resources
# with aapt over a minimal manifest, the Compose file with kotlinc against the stand-ins here,
# the Tailwind theme with a CSS parser. It checks the exporters' golden files (every kind of
# token) and the exports of the example design system in Content/.
#
#   bash Tests/ExportChecks/check.sh [DSGEN]     (needs aapt, kotlinc and python3 with tinycss2)
set -euo pipefail
cd "$(dirname "$0")/../.."
dsgen="${1:-.build/debug/dsgen}"
here=Tests/ExportChecks
golden=Tests/DSGenExportTests/Golden
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$dsgen" export android --output "$work/content/android" >/dev/null
"$dsgen" export compose --output "$work/content/DesignSystem.kt" >/dev/null
"$dsgen" export tailwind --output "$work/content/tailwind.css" >/dev/null

for source in "$golden" "$work/content"; do
    echo "== $source"
    mkdir -p "$work/apk/res"
    rm -rf "$work/apk/res/"*
    cp -R "$source/android/values" "$source/android/values-night" "$work/apk/res/"
    printf '<?xml version="1.0" encoding="utf-8"?>\n<manifest package="dev.dsgen.check"/>\n' \
        > "$work/apk/AndroidManifest.xml"
    aapt package -f -M "$work/apk/AndroidManifest.xml" -S "$work/apk/res" -F "$work/apk/check.apk"
    echo "aapt: the Android resources compile"

    kotlin="$source/compose/DesignSystem.kt"
    [ -f "$kotlin" ] || kotlin="$source/DesignSystem.kt"
    cp "$kotlin" "$work/DesignSystem.kt"
    kotlinc -Werror "$here"/ComposeStubs*.kt "$work/DesignSystem.kt" -d "$work/classes" 2>&1
    echo "kotlinc: the Compose file compiles"

    css="$source/tailwind/tailwind.css"
    [ -f "$css" ] || css="$source/tailwind.css"
    python3 "$here/parse_css.py" "$css"
done
