#!/usr/bin/env bash
# Checks the documentation: every relative link of the README and the examples' READMEs leads to
# a file (and heading) that exists, and every Swift code block of them, of the DocC articles and
# of the doc comments under Sources compiles as written, so the documentation's code cannot rot.
#
#   bash scripts/check-docs.sh        # after `swift build` (it reads .build/debug/Modules)
#
# A block is compiled through SIL diagnostics (`swiftc -typecheck` misses those, as an escaping
# closure error once showed). Two words on the fence change that (DocC and GitHub still
# highlight the block as Swift):
#   ```swift continued   the block goes on from the block before it on the same page (a
#                        tutorial's next step): they are compiled together, as one program;
#   ```swift fragment    not Swift on its own (a piece of Package.swift): not compiled, counted.
# A page's block is the only file of a fresh Swift 6 program, warnings as errors. A doc comment's
# example shows one call, not an app: it is compiled with the package's modules and
# scripts/DocCommentContext.swift (a `model`, a `store`, an `engine`), and may leave its result
# unused, as a row written alone does; any other warning fails it.
# Blocks that use UIKit or SwiftUI cannot compile here and are counted: the Apple build (README,
# "Checking an Apple build") compiles those of the pages.
# Prints one line per failing block with its file and line, and the compiler's errors; exits 1
# when any failed.
set -uo pipefail
cd "$(dirname "$0")/.."

# Links: relative paths must exist; #anchors must be headings of the file they point into.
python3 - README.md Examples/iOS/README.md <<'PY' || exit 1
import os, re, sys
def anchors(path):
    found = set()
    for line in open(path, encoding='utf-8'):
        m = re.match(r'^#+\s+(.*)', line)
        if m:
            slug = re.sub(r'[^\w\- ]', '', m.group(1).strip().lower()).replace(' ', '-')
            found.add(slug)
    return found
bad = 0
for page in sys.argv[1:]:
    text = open(page, encoding='utf-8').read()
    text = re.sub(r'```.*?```', '', text, flags=re.S)
    for target in re.findall(r'\]\(([^)\s]+)\)', text):
        if re.match(r'[a-z]+:', target):
            continue                       # an address on the web: not checked here
        path, _, anchor = target.partition('#')
        file = os.path.normpath(os.path.join(os.path.dirname(page), path)) if path else page
        if not os.path.exists(file):
            print(f'{page}: the link {target} leads nowhere'); bad += 1
        elif anchor and file.endswith('.md') and anchor not in anchors(file):
            print(f'{page}: the link {target} names no heading of {file}'); bad += 1
print(f'doc links: {bad} broken')
sys.exit(1 if bad else 0)
PY

modules="$(swift build --show-bin-path)/Modules"
[ -d "$modules" ] || { echo "no $modules: run swift build first"; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if ! out="$(swiftc -swift-version 6 -warnings-as-errors -parse-as-library -emit-module \
    -module-name DocCommentContext -I "$modules" -emit-module-path "$work/DocCommentContext.swiftmodule" \
    scripts/DocCommentContext.swift 2>&1)"; then
  echo "scripts/DocCommentContext.swift does not compile:"
  echo "$out" | grep -E "error:|warning:" | head -8
  exit 1
fi

# Every block becomes a folder: main.swift, its origin ("file line"), the lines the program puts
# before the block (to give errors the block's own line numbers) and its kind, page or comment.
python3 - "$work" README.md Examples/iOS/README.md Sources/*/*.docc/*.md \
    $(find Sources -name '*.swift' | sort) <<'PY'
import os, re, sys
work, files = sys.argv[1], sys.argv[2:]
comment_header = ('import ComponentTable\nimport ComponentTableSettings\nimport ComponentTableTerminal\n'
                  'import DocCommentContext\nimport Observation\nimport Testing\n')
apple_targets = ('Sources/UIKitHost/', 'Sources/SwiftUIHost/', 'Sources/SettingsUIKit/')
apple_imports = re.compile(r'^import (UIKit|SwiftUI|ComponentTableUIKit|ComponentTableSwiftUI)\b', re.M)
apple_names = re.compile(r'\bUI[A-Z][a-z]\w*|\btableView\b|\bView\b|\$[a-z]\w*|@State\b|\bwindow\b')
counts = {'fragment': 0, 'apple': 0}
chains = []   # [kind, path, line, program]: a block and the `continued` blocks after it
for path in files:
    comment = path.endswith('.swift')
    fence = re.compile(r'^\s*/// ?```swift(.*)$' if comment else r'^(\s*)```swift(.*)$')
    end = re.compile(r'^\s*/// ?```\s*$' if comment else r'^\s*```\s*$')
    lines = open(path, encoding='utf-8').read().split('\n')
    i = 0
    while i < len(lines):
        m = fence.match(lines[i])
        if not m:
            i += 1
            continue
        info = m.groups()[-1].strip()
        indent = '' if comment else m.group(1)
        j = i + 1
        while j < len(lines) and not end.match(lines[j]):
            j += 1
        if comment:
            body = [re.sub(r'^\s*/// ?', '', l) for l in lines[i + 1:j]]
        else:
            body = [l[len(indent):] if l.startswith(indent) else l for l in lines[i + 1:j]]
        program = '\n'.join(body) + '\n'
        if info == 'fragment':
            counts['fragment'] += 1
        elif info == 'continued' and chains and chains[-1][1] == path:
            chains[-1][3] += program
        else:
            chains.append(['comment' if comment else 'page', path, i + 2, program])
        i = j + 1
n = 0
for kind, path, line, program in chains:
    code = re.sub(r'//.*', '', program)
    # What the Apple build compiles instead: the same choice as ../shared/tools/ios-build.sh.
    if apple_imports.search(code) or (re.search(r'^import ', code, re.M) and re.search(r'\bUI[A-Z][a-z]', code)) \
            or (kind == 'comment' and (path.startswith(apple_targets) or apple_names.search(code))):
        counts['apple'] += 1
        continue
    n += 1
    folder = os.path.join(work, f'block{n:03}')
    os.makedirs(folder)
    header = comment_header if kind == 'comment' else ''
    open(os.path.join(folder, 'main.swift'), 'w').write(header + program)
    open(os.path.join(folder, 'origin'), 'w').write(f'{kind} {path} {line} {header.count(chr(10))}\n')
open(os.path.join(work, 'counts'), 'w').write(
    f"{counts['fragment']} fragments and {counts['apple']} UIKit or SwiftUI blocks not compiled")
PY

failed=0
count=0
for folder in "$work"/block*/; do
  [ -d "$folder" ] || continue
  count=$((count + 1))
  read -r kind file first header_lines < "$folder/origin"
  if [ "$kind" = page ]; then
    out="$(cd "$folder" && swiftc -swift-version 6 -warnings-as-errors -I "$modules" \
      -emit-sil -o /dev/null -diagnostic-style llvm main.swift 2>&1 | grep -E "error:|warning:")"
  else
    out="$(cd "$folder" && swiftc -swift-version 6 -I "$modules" -I "$work" -emit-sil -o /dev/null \
      -diagnostic-style llvm main.swift 2>&1 | grep -E "error:|warning:" | grep -vE "is unused|was never used")"
  fi
  if [ -n "$out" ]; then
    failed=$((failed + 1))
    echo "== the block at $file:$first does not compile:"
    echo "$out" | awk -F: -v first="$first" -v skip="$header_lines" \
      '{ line = $2 - skip + first - 1; msg = $0; sub(/^[^:]*:[^:]*:[^:]*:/, "", msg); print "   line " line ":" msg }' | head -8
  fi
done
echo "doc blocks: $count compiled, $failed failed ($(cat "$work/counts"))"
[ "$failed" -eq 0 ]
