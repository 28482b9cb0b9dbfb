#!/usr/bin/env bash
# Checks the documentation: every relative link of the README and the examples' READMEs leads to
# a file (and heading) that exists, and every Swift code block of them and of the DocC articles
# compiles as written, each as the only file of a fresh Swift 6 program importing the package's modules, so
# the documentation's code cannot rot; so does every example in a doc comment under Sources
# (see below). Blocks that import UIKit or SwiftUI cannot compile here; the Apple build (README,
# "Checking an Apple build") compiles those of the articles.
#
#   bash scripts/check-docs.sh        # after `swift build` (it reads .build/debug/Modules)
#
# A block is compiled through SIL diagnostics (`swiftc -typecheck` misses those, as an escaping
# closure error once showed), warnings as errors. Two words on the fence change that (DocC and
# GitHub still highlight the block as Swift):
#   ```swift continued   the block goes on from the block before it on the same page (a
#                        tutorial's next step): a block and the blocks that go on from it are
#                        compiled together, as one program;
#   ```swift fragment    not Swift on its own (a piece of Package.swift): not compiled, counted.
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

files=(README.md Examples/iOS/README.md Sources/*/*.docc/*.md)
python3 - "$work" "${files[@]}" <<'PY'
import os, re, sys
work, files = sys.argv[1], sys.argv[2:]
n = 0
fragments = 0
chains = []   # (origin, program): a block and the `continued` blocks after it
for path in files:
    lines = open(path, encoding='utf-8').read().split('\n')
    i = 0
    while i < len(lines):
        m = re.match(r'^(\s*)```swift(.*)$', lines[i])
        if not m:
            i += 1
            continue
        indent, info = m.group(1), m.group(2).strip()
        start = i + 1
        j = start
        while j < len(lines) and lines[j].strip() != '```':
            j += 1
        body = '\n'.join(l[len(indent):] if l.startswith(indent) else l for l in lines[start:j])
        i = j + 1
        if info == 'fragment':
            fragments += 1
        elif info == 'continued' and chains and chains[-1][0].startswith(path + ':'):
            chains[-1] = (chains[-1][0], chains[-1][1] + body + '\n', chains[-1][2] + 1)
        else:
            chains.append((f'{path}:{start}', body + '\n', 1))
blocks = 0
for origin, program, count in chains:
    blocks += count
    # What the Apple build compiles instead: the same choice as ../shared/tools/ios-build.sh.
    code = re.sub(r'//.*', '', program)
    if re.search(r'^import (UIKit|SwiftUI|ComponentTableUIKit|ComponentTableSwiftUI)\b', code, re.M) or (
            re.search(r'^import ', code, re.M) and re.search(r'\bUI[A-Z][a-z]', code)):
        continue
    n += 1
    folder = os.path.join(work, f'block{n:03}')
    os.makedirs(folder)
    open(os.path.join(folder, 'main.swift'), 'w').write(program)
    open(os.path.join(folder, 'origin'), 'w').write(origin + (f' (and the {count - 1} blocks it goes on into)' if count > 1 else ''))
open(os.path.join(work, 'fragments'), 'w').write(str(fragments))
PY

failed=0
count=0
for folder in "$work"/block*; do
  [ -d "$folder" ] || continue
  count=$((count + 1))
  origin="$(cat "$folder/origin")"
  if ! out="$(cd "$folder" && swiftc -swift-version 6 -warnings-as-errors -I "$modules" \
      -emit-sil -o /dev/null main.swift 2>&1)"; then
    failed=$((failed + 1))
    echo "== $origin does not compile:"
    echo "$out" | grep -E "error:|warning:" | sed "s|^.*main.swift:|   line |" | head -8
  fi
done
echo "doc blocks: $count programs compiled, $failed failed ($(cat "$work/fragments") fragments not compiled)"

# The examples in doc comments (`/// ```swift` under Sources), each compiled as a program that
# imports the package's modules and scripts/DocCommentContext.swift: the app they are written
# in (a `model`, a `store`, an `engine`), since an example shows one call, not an app. An
# example may leave its result unused, as a row written alone does; any other warning fails it.
# Examples of the UIKit and SwiftUI targets, and those that use UIKit or SwiftUI names, cannot
# compile here and are counted, not compiled: the Apple build compiles articles, not comments.
if ! out="$(swiftc -swift-version 6 -warnings-as-errors -parse-as-library -emit-module \
    -module-name DocCommentContext -I "$modules" -emit-module-path "$work/DocCommentContext.swiftmodule" \
    scripts/DocCommentContext.swift 2>&1)"; then
  echo "scripts/DocCommentContext.swift does not compile:"
  echo "$out" | grep -E "error:|warning:" | head -8
  exit 1
fi
python3 - "$work" <<'PY'
import glob, os, re, sys
work = sys.argv[1]
apple_targets = ('Sources/UIKitHost/', 'Sources/SwiftUIHost/', 'Sources/SettingsUIKit/')
apple_names = re.compile(r'\bUI[A-Z][a-z]\w*|\btableView\b|\bView\b|\$[a-z]\w*|@State\b|\bwindow\b')
header = ('import ComponentTable\nimport ComponentTableSettings\nimport ComponentTableTerminal\n'
          'import DocCommentContext\nimport Observation\nimport Testing\n')
n = fragments = apple = 0
for path in sorted(glob.glob('Sources/**/*.swift', recursive=True)):
    lines = open(path, encoding='utf-8').read().split('\n')
    i = 0
    while i < len(lines):
        m = re.match(r'^\s*/// ?```swift(.*)$', lines[i])
        if not m:
            i += 1
            continue
        info, start, j, body = m.group(1).strip(), i + 1, i + 1, []
        while j < len(lines) and not re.match(r'^\s*/// ?```\s*$', lines[j]):
            body.append(re.sub(r'^\s*/// ?', '', lines[j]))
            j += 1
        i = j + 1
        program = '\n'.join(body) + '\n'
        if info == 'fragment':
            fragments += 1
        elif path.startswith(apple_targets) or apple_names.search(re.sub(r'//.*', '', program)):
            apple += 1
        else:
            n += 1
            folder = os.path.join(work, f'comment{n:03}')
            os.makedirs(folder)
            open(os.path.join(folder, 'main.swift'), 'w').write(header + program)
            open(os.path.join(folder, 'origin'), 'w').write(f'{path} {start + 1}')
counts = f'{fragments} fragments and {apple} UIKit or SwiftUI examples not compiled'
open(os.path.join(work, 'comment-counts'), 'w').write(counts)
PY
header_lines=6
comment_failed=0
comment_count=0
for folder in "$work"/comment*/; do
  [ -d "$folder" ] || continue
  comment_count=$((comment_count + 1))
  read -r file first < "$folder/origin"
  out="$(cd "$folder" && swiftc -swift-version 6 -I "$modules" -I "$work" -emit-sil -o /dev/null \
    -diagnostic-style llvm main.swift 2>&1 \
    | grep -E "error:|warning:" | grep -vE "is unused|was never used")"
  if [ -n "$out" ]; then
    comment_failed=$((comment_failed + 1))
    echo "== the example at $file:$first does not compile:"
    echo "$out" | awk -F: -v first="$first" -v skip="$header_lines" \
      '{ line = $2 - skip + first - 1; msg = $0; sub(/^[^:]*:[^:]*:[^:]*:/, "", msg); print "   line " line ":" msg }' | head -8
  fi
done
echo "doc-comment examples: $comment_count compiled, $comment_failed failed ($(cat "$work/comment-counts"))"
[ "$failed" -eq 0 ] && [ "$comment_failed" -eq 0 ]
