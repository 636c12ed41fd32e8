#!/usr/bin/env bash
# Packs dsgen for teams that never compile it (swift-syntax takes a release build 15 minutes):
# a SwiftPM artifact bundle whose info.json names each platform's binaries, zipped, with the
# checksum SwiftPM asks for; a tarball per platform (for Homebrew, Mint and a plain download);
# the plugins-only package that declares the bundle as a binary target; and the Homebrew formula.
#
#   bash scripts/release.sh VERSION [--binary DIR] [--macos DIR] [--url URL] [--output DIR]
#
# Without --binary, builds the static release binaries here (dsgen and dsgen-mcp, which dsgen mcp
# runs). --binary DIR takes them from DIR instead; --macos DIR adds the macOS variant built on a
# Mac (a universal binary of arm64 and x86_64). --url is where the zipped bundle will be
# downloaded from: the package then names it with its checksum; without it, the package names
# the bundle beside it by path, as a local check does. The output goes to --output (release/).
set -euo pipefail
cd "$(dirname "$0")/.."

version="${1:?usage: scripts/release.sh VERSION [--binary DIR] [--macos DIR] [--url URL] [--output DIR]}"
shift
binary="" macos="" url="" output="release"
while [ $# -gt 0 ]; do
    case "$1" in
        --binary) binary="$2"; shift 2 ;;
        --macos) macos="$2"; shift 2 ;;
        --url) url="$2"; shift 2 ;;
        --output) output="$2"; shift 2 ;;
        *) echo "error: unknown option $1" >&2; exit 2 ;;
    esac
done

if [ -z "$binary" ]; then
    swift build -c release --static-swift-stdlib -Xswiftc -cross-module-optimization --product dsgen
    swift build -c release --static-swift-stdlib -Xswiftc -cross-module-optimization --product dsgen-mcp
    binary="$(swift build -c release --show-bin-path)"
fi
for program in dsgen dsgen-mcp; do
    [ -x "$binary/$program" ] || { echo "error: $binary/$program is not there; build it first" >&2; exit 2; }
done

rm -rf "$output"
bundle="$output/dsgen.artifactbundle"
mkdir -p "$bundle"
variants=()
add_variant() { # name, folder of binaries, triples (JSON list)
    mkdir -p "$bundle/$1/bin"
    cp "$2/dsgen" "$2/dsgen-mcp" "$bundle/$1/bin/"
    variants+=("{\"path\": \"$1/bin/dsgen\", \"supportedTriples\": $3}")
    tar -czf "$output/$1.tar.gz" -C "$bundle/$1" bin
}
arch="$(uname -m)"
add_variant "dsgen-$version-$arch-linux" "$binary" "[\"$arch-unknown-linux-gnu\"]"
if [ -n "$macos" ]; then
    add_variant "dsgen-$version-macos" "$macos" '["arm64-apple-macosx", "x86_64-apple-macosx"]'
fi
joined="$(IFS=,; echo "${variants[*]}")"
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "dsgen": {
      "version": "$version",
      "type": "executable",
      "variants": [$joined]
    }
  }
}
JSON
(cd "$output" && zip -qr dsgen.artifactbundle.zip dsgen.artifactbundle)
checksum="$(swift package compute-checksum "$output/dsgen.artifactbundle.zip")"
echo "$checksum" > "$output/dsgen.artifactbundle.zip.checksum"

# The plugins-only package: the same plugins, over the prebuilt binary.
package="$output/package"
mkdir -p "$package/Plugins"
cp -R Plugins/DSGenCommand Plugins/DSGenLintPlugin "$package/Plugins/"
if [ -n "$url" ]; then
    target=".binaryTarget(name: \"dsgen\", url: \"$url\", checksum: \"$checksum\")"
else
    cp -R "$bundle" "$package/"
    target='.binaryTarget(name: "dsgen", path: "dsgen.artifactbundle")'
fi
sed -e "s|@BINARY_TARGET@|$target|" scripts/binary-package.swift > "$package/Package.swift"

# The Homebrew formula, building from this release's tag.
sed -e "s/tag: \"v[^\"]*\"/tag: \"v$version\"/" Formula/dsgen.rb > "$output/dsgen.rb"

echo "Packed dsgen $version: $bundle (zipped, checksum $checksum), $(ls "$output"/*.tar.gz | wc -l) tarball(s)," \
    "and the plugins-only package in $package."
