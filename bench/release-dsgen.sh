# Sourced by the benchmarks: sets DSGEN to an optimised dsgen, built as the README's release
# build makes it (`swift build` with RELEASE_BUILD's flags), unless DSGEN names one already.
# Cross-module optimisation lets swift-syntax's and Mustache's small and generic functions be
# inlined and specialised where dsgen calls them; every benchmark builds the same way, so that
# a floor built from this package (bench/lint.sh's parse floor) is optimised as dsgen is.
RELEASE_BUILD=(-c release --static-swift-stdlib -Xswiftc -cross-module-optimization)
if [ -z "${DSGEN:-}" ]; then
    echo "Building dsgen (release)…"
    swift build "${RELEASE_BUILD[@]}" --product dsgen >/dev/null
    DSGEN="$(swift build "${RELEASE_BUILD[@]}" --show-bin-path)/dsgen"
fi
# An absolute path, for the benchmarks that run it from another folder.
if [ -e "$DSGEN" ]; then DSGEN="$(realpath "$DSGEN")"; fi
