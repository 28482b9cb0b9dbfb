#!/usr/bin/env bash
# Builds the DocC documentation of the library with the toolchain's own `docc`: no package
# plugin, no dependency. Any docc warning (a link to a symbol that does not exist, a symbol
# link that is ambiguous, a parameter documented that the function does not have) fails the
# script.
#
#   bash scripts/build-docs.sh
#
# Output, one archive per module (open with `docc preview`, or host the static files):
#   .build-docs/docs/ComponentTable.doccarchive           engine, components, built-in rows
#   .build-docs/docs/ComponentTableTerminal.doccarchive   the terminal host
#   .build-docs/docs/ComponentTableSettings.doccarchive   stores and Settings.bundle screens
#
# ComponentTable re-exports ComponentTableComponents, so its archive documents the component
# model too (TableComponent, ComponentView…), as `import ComponentTable` shows it to users.
# ComponentTableUIKit is empty where UIKit does not exist and is not documented here.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-docs
graphs="$scratch/symbol-graphs"
out="$scratch/docs"

# 1. Build the library modules (ComponentTableTerminal depends on the other two). A separate
#    scratch path keeps this build away from the everyday one in .build.
swift build --scratch-path "$scratch" --target ComponentTableTerminal
swift build --scratch-path "$scratch" --target ComponentTableSettings
modules="$(swift build --scratch-path "$scratch" --show-bin-path)/Modules"

# 2. Symbol graphs, extracted from the built modules.
#
#    Not `swift build -Xswiftc -emit-symbol-graph`: the graph the compiler writes for
#    ComponentTable includes everything it re-exports, Foundation and Glibc included (about
#    18,000 symbols, 6,500 pages of someone else's API under ComponentTable), and a build
#    with nothing to compile writes no graph at all. The extractor reads the built module
#    every time and takes only the re-exported module we name.
extract_flags=(-minimum-access-level public -emit-extension-block-symbols -I "$modules")
if [[ "$(uname -s)" == Darwin ]]; then
  # The modules are built for the package's minimum macOS; read them with the same SDK.
  extract_flags+=(-sdk "$(xcrun --sdk macosx --show-sdk-path)" -target "$(uname -m)-apple-macosx13.0")
fi

rm -rf "$graphs" "$out"
mkdir -p "$graphs/ComponentTable" "$graphs/ComponentTableTerminal" "$graphs/ComponentTableSettings" \
  "$out"
swift-symbolgraph-extract "${extract_flags[@]}" -module-name ComponentTable \
  -experimental-allowed-reexported-modules=ComponentTableComponents \
  -output-dir "$graphs/ComponentTable"
swift-symbolgraph-extract "${extract_flags[@]}" -module-name ComponentTableTerminal \
  -output-dir "$graphs/ComponentTableTerminal"
swift-symbolgraph-extract "${extract_flags[@]}" -module-name ComponentTableSettings \
  -output-dir "$graphs/ComponentTableSettings"

# 3. One archive per module. `--warnings-as-errors` makes every warning fail the conversion;
#    the check below also fails on a warning printed by a docc that still exits 0.
convert() {
  local module=$1 catalog=$2
  local log="$scratch/docc-$module.log"
  if ! docc convert "$catalog" \
    --additional-symbol-graph-dir "$graphs/$module" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "com.componenttable.$module" \
    --output-path "$out/$module.doccarchive" \
    --warnings-as-errors 2>&1 | tee "$log"; then
    echo "build-docs: docc failed for $module (log: $log)" >&2
    exit 1
  fi
  if grep -Eq '^(warning|error):' "$log"; then
    echo "build-docs: docc reported problems for $module (log: $log)" >&2
    exit 1
  fi
}

convert ComponentTable Sources/Runtime/ComponentTable.docc
convert ComponentTableTerminal Sources/TerminalHost/ComponentTableTerminal.docc
convert ComponentTableSettings Sources/Settings/ComponentTableSettings.docc

echo "build-docs: documentation in $out"
