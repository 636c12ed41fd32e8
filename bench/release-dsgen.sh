# Sourced by the benchmarks: sets DSGEN to an optimised dsgen, built as the README's release
# build makes it (`swift build -c release --static-swift-stdlib`), unless DSGEN names one already.
if [ -z "${DSGEN:-}" ]; then
    echo "Building dsgen (release)…"
    swift build -c release --static-swift-stdlib --product dsgen >/dev/null
    DSGEN="$(swift build -c release --static-swift-stdlib --show-bin-path)/dsgen"
fi
# An absolute path, for the benchmarks that run it from another folder.
if [ -e "$DSGEN" ]; then DSGEN="$(realpath "$DSGEN")"; fi
