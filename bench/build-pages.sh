#!/usr/bin/env bash
# Generates a content folder of N pages (default 1000), each with prose, token fences of several
# kinds, aliases to tokens on other pages and a Swift example, then times a release build of it.
#
#   bash bench/build-pages.sh [N]
#
# BENCH_KEEP=1 keeps the generated folder (its path is printed) for profiling.
set -euo pipefail
cd "$(dirname "$0")/.."
pages="${1:-1000}"
work="$(mktemp -d "${TMPDIR:-/tmp}/dsgen-bench.XXXXXX")"
if [ "${BENCH_KEEP:-0}" = 1 ]; then echo "Keeping $work"; else trap 'rm -rf "$work"' EXIT; fi

source bench/release-dsgen.sh

echo "Generating $pages pages in $work/Content…"
mkdir -p "$work/Content"
for ((i = 0; i < pages; i++)); do
    section=$(printf "%02d-section-%d" $((i / 100)) $((i / 100)))
    mkdir -p "$work/Content/$section"
    previous=$(( i > 0 ? i - 1 : 0 ))
    cat > "$work/Content/$section/page-$i.md" <<PAGE
# Page $i

This page declares the tokens of area $i and shows how a view uses them. Paragraphs with
**emphasis**, \`code\` and [a link](page-$previous.md) exercise the Markdown renderer.

## Spacing

\`\`\`tokens area$i.spacing kind=dimension
xs  4pt   // Small gaps
sm  8pt   // Medium gaps
md  16pt  // Standard gaps
lg  24pt  // Large gaps
\`\`\`

## Colours

\`\`\`tokens area$i.colors kind=color
primary    #0A84FF | #409CFF          // Primary actions
accent     orange                     // Accents
muted      {area$previous.colors.primary}.opacity(40%)  // Secondary text
\`\`\`

## Gradient and type

\`\`\`tokens area$i.styles kind=gradient
header  linear(colors: [{area$i.colors.accent}, clear], startPoint: top, endPoint: bottom)
\`\`\`

\`\`\`tokens area$i.type kind=typography
title  title2.bold()
body   body.monospacedDigit()
\`\`\`

## In code

\`\`\`swift
struct Area${i}View: View {
    var body: some View {
        VStack(spacing: DesignSystem.Area$i.Spacing.sm) {
            Text("Area $i")
                .font(DesignSystem.Area$i.Type.title)
        }
        .padding(DesignSystem.Area$i.Spacing.md)
    }
}
\`\`\`
PAGE
done

cd "$work"
templates="$OLDPWD/Templates"
for run in 1 2 3; do
    if [ -x /usr/bin/time ]; then
        # GNU time adds the peak memory (Debian package 'time').
        /usr/bin/time -f "  run $run: %e s wall, %M KiB peak memory" "$DSGEN" build --content Content --templates "$templates" --output site 2>&1 | sed 's/^  run/run/; s/^/  /'
    else
        TIMEFORMAT="  run $run: %R s wall"
        time "$DSGEN" build --content Content --templates "$templates" --output site 2>&1 | sed 's/^/  /'
    fi
done
