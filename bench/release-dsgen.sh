# Sourced by the benchmarks: sets DSGEN to an optimised dsgen, built as the README's release
# build makes it (`swift build -c release --static-swift-stdlib`), unless DSGEN names one already.
if [ -z "${DSGEN:-}" ]; then
    if command -v dpkg >/dev/null && ! dpkg -s libcurl4-openssl-dev >/dev/null 2>&1; then
        echo "The static link needs libcurl's development files: apt-get install libcurl4-openssl-dev" >&2
        exit 2
    fi
    echo "Building dsgen (release)…"
    swift build -c release --static-swift-stdlib --product dsgen >/dev/null
    DSGEN="$(swift build -c release --static-swift-stdlib --show-bin-path)/dsgen"
fi
# An absolute path, for the benchmarks that run it from another folder.
if [ -e "$DSGEN" ]; then DSGEN="$(realpath "$DSGEN")"; fi
