#!/usr/bin/env bash
# Type-checks every Apple-only part of the package against a real iPhoneOS SDK (iOS 17.4), with
# this machine's Swift toolchain in Swift 6 mode: the UIKit host, the SwiftUI target, the iOS
# example, and every README or DocC code block that imports UIKit or SwiftUI. Nothing is
# linked or run. The last line counts the diagnostics of both scripts, the shared one's and this
# one's: "ios-typecheck (shared + project): 0 error lines, 0 warnings" when all is well. It exits
# 0 only then: any error or warning, in either script, or a shared script that failed or printed
# no count, exits 1.
#
#   bash scripts/ios-typecheck.sh <git dir of the fetched github:danpashin/sdks>   # first time
#   bash scripts/ios-typecheck.sh                                                 # afterwards
#
# It is the project's copy of ../shared/tools/ios-typecheck.sh, which is read-only here. The
# shared script unpacks the SDK (into ~/.cache, never into the repository) and type-checks the
# UIKit host with the example and the README in one module. This copy first runs the shared
# script for the unpacking and its own checks, then checks module by module, as users compile:
#   ComponentTableUIKit     emitted as an interface (function bodies skipped: this compiler's
#                           SIL generation crashes on `throws(E)` against the 17.4 SDK, see the
#                           shared script's header), after its bodies were type-checked;
#   ComponentTableSwiftUI   type-checked, then emitted as an interface the same way;
#   ComponentTableSettings  the same (the store, the bundle loader and its UIKit view controller);
#   Examples/iOS            the UIKit app (iOS 15) and Examples/iOS/SwiftUI (iOS 16), each
#                           type-checked as an app module with the shared screen's files
#                           compiled in (as the example's README tells users);
#   README and DocC blocks  each type-checked as its own file importing the modules.
# CI cannot fetch the SDK, so this is a developer-side check; run it whenever Sources/UIKitHost,
# Sources/SwiftUIHost, Sources/Settings, Examples/iOS, documentation code that imports UIKit or
# SwiftUI, or any public API changes.
set -uo pipefail
project="$(cd "$(dirname "$0")/.." && pwd)"
cd "$project"
shared="$project/../shared/tools/ios-typecheck.sh"
cache="${IOS_SDK_CACHE:-$HOME/.cache/ios-sdk-17.4}"

work="$cache/work-project"; rm -rf "$work"; mkdir -p "$work"
echo "== the shared script (unpacks the SDK once, builds ComponentTable's interface)"
bash "$shared" "$@" 2>&1 | tee "$work/shared.txt" | sed 's/^/   /'
shared_status=${PIPESTATUS[0]}
# The shared script's own closing line, "ios-typecheck: E error lines, W warnings (…)".
read -r shared_errors shared_warnings < <(
  sed -n 's/^ios-typecheck: \([0-9][0-9]*\) error lines, \([0-9][0-9]*\) warnings.*/\1 \2/p' "$work/shared.txt" | tail -1)

sdk="$cache/iPhoneOS.sdk"; res="$cache/resource-dir"; out="$cache/modules"
[ -f "$out/ComponentTable.swiftmodule" ] || { echo "no ComponentTable interface: see the shared script's output"; exit 1; }
flags=(-target arm64-apple-ios15.0 -sdk "$sdk" -resource-dir "$res" -module-cache-path "$cache/module-cache"
  -swift-version 6 -parse-as-library -package-name ComponentTable -I "$out")
log="$work/diagnostics.txt"; : > "$log"
step() { echo "== $1"; shift; "$@" 2>&1 | tee -a "$log" | grep -E "(error|warning):" | grep -v "^ " | sort -u; }
srcs() { find "$@" -name '*.swift' 2>/dev/null | sort; }
interface() { swiftc "${flags[@]}" -wmo -emit-module -Xfrontend -experimental-skip-all-function-bodies "$@"; }

step "ComponentTableUIKit (interface)" interface -module-name ComponentTableUIKit \
  -emit-module-path "$out/ComponentTableUIKit.swiftmodule" $(srcs Sources/UIKitHost)
step "ComponentTableSwiftUI (type check)" swiftc "${flags[@]}" -typecheck -module-name ComponentTableSwiftUI \
  $(srcs Sources/SwiftUIHost)
step "ComponentTableSwiftUI (interface)" interface -module-name ComponentTableSwiftUI \
  -emit-module-path "$out/ComponentTableSwiftUI.swiftmodule" $(srcs Sources/SwiftUIHost)
step "ComponentTableSettings (type check)" swiftc "${flags[@]}" -typecheck -module-name ComponentTableSettings \
  $(srcs Sources/Settings)
step "ComponentTableSettings (interface)" interface -module-name ComponentTableSettings \
  -emit-module-path "$out/ComponentTableSettings.swiftmodule" $(srcs Sources/Settings)
step "Examples/iOS (UIKit app, iOS 15)" swiftc "${flags[@]}" -typecheck -module-name SettingsExampleApp \
  $(find Examples/iOS -maxdepth 1 -name '*.swift' | sort) $(srcs Examples/SettingsScreen)
# The SwiftUI app uses NavigationStack and SwiftUI rows: it targets iOS 16, as its README says.
step "Examples/iOS/SwiftUI (SwiftUI app, iOS 16)" swiftc "${flags[@]}" -target arm64-apple-ios16.0 -typecheck \
  -module-name SettingsSwiftUIApp $(srcs Examples/iOS/SwiftUI) $(srcs Examples/SettingsScreen)

# Documentation blocks that use UIKit or SwiftUI, each compiled on its own as written.
python3 - "$work" README.md $(find Sources -path '*.docc/*.md' | sort) <<'PY'
import re, sys
work, files = sys.argv[1], sys.argv[2:]
count = 0
for path in files:
    text = open(path).read()
    for block in re.findall(r'```swift\n(.*?)```', text, re.S):
        code = re.sub(r'//.*', '', block)
        apple = re.search(r'^import (UIKit|SwiftUI|ComponentTableUIKit|ComponentTableSwiftUI)\b', code, re.M)
        # `import ComponentTable` brings UIKit with it on iOS, so a block may use UIKit types
        # without importing UIKit (the shared script, which cannot see every module, skips it).
        uses_uikit = re.search(r'^import ', code, re.M) and re.search(r'\bUI[A-Z][a-z]', code)
        if apple or uses_uikit:
            name = re.sub(r'[^A-Za-z0-9]', '_', path)
            open(f'{work}/Doc_{name}_{count}.swift', 'w').write(block)
            count += 1
print(f'{count} README/DocC blocks use UIKit or SwiftUI')
PY
for f in "$work"/Doc_*.swift; do
  [ -e "$f" ] || continue
  step "block $(basename "$f")" swiftc "${flags[@]}" -typecheck -module-name DocBlock "$f"
done
errors=$(grep -c "error:" "$log"); warnings=$(grep -v "^ " "$log" | grep -c "warning:")
echo "ios-typecheck (project alone): $errors error lines, $warnings warnings (full log: $log)"
if [ -z "${shared_errors:-}" ]; then
  echo "ios-typecheck (shared + project): the shared script printed no count (exit status $shared_status)"
  exit 1
fi
all_errors=$((errors + shared_errors)); all_warnings=$((warnings + shared_warnings))
echo "ios-typecheck (shared + project): $all_errors error lines, $all_warnings warnings" \
  "(shared script: $shared_errors and $shared_warnings; this script: $errors and $warnings)"
[ "$all_errors" -eq 0 ] && [ "$all_warnings" -eq 0 ] && [ "$shared_status" -eq 0 ]
