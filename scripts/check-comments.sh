#!/usr/bin/env bash
# Checks that the comments and articles under Sources say only what a reader of the released
# package can follow and what will not go stale with the next toolchain:
#
# - no issue numbers ("issue 24"), no dates of work ("(2026-11-24)");
# - no references to files that are not in the repository (the design notes, the UIKit contract
#   and its sections, reviews, "the seeds");
# - costs as complexity ("O(n)", "one allocation"), not instruction counts, byte sizes, times or
#   speed-ups, which belong in the Performance article with how they were measured;
# - Apple documentation cited by its https URL, not an `apple:` pseudo-link.
#
#   bash scripts/check-comments.sh
#
# Swift files are checked in their comments (the text after `//`); DocC articles in full, except
# the Performance article, whose subject is measured numbers. Prints every finding with its file
# and line, and exits 1 when there is one.
set -uo pipefail
cd "$(dirname "$0")/.."

failed=0

# check DESCRIPTION PATTERN: one rule, over Swift comments and the articles.
check() {
  local description="$1" pattern="$2" found
  found="$(
    {
      grep -rnE --include='*.swift' "//.*(${pattern})" Sources
      grep -rnE --include='*.md' "${pattern}" Sources | grep -v '/Performance\.md:'
    } || true
  )"
  if [[ -n "$found" ]]; then
    echo "check-comments: ${description}:"
    echo "$found" | sed 's/^/  /'
    failed=1
  fi
}

check "an issue number (say what the code does and why instead)" \
  '\b[Ii]ssues? ?#?[0-9]+|\bPR ?#?[0-9]+|\(#[0-9]+\)'
check "a date (comments describe the current code, not when it changed)" \
  '(^|[^`0-9-])(19|20)[0-9]{2}-[01][0-9]-[0-3][0-9]'
check "a file outside the repository (write the fact, or cite a public URL)" \
  'DESIGN\.md|UIKIT-CONTRACT|[Cc]ontract §|§ ?[0-9a-z]\b|\bpitfall [0-9]|\bthe seeds\b|\bseeds'"'"'|reviews?/|\bHELPER-'
check "an instruction count (state the cost as complexity; numbers go in the Performance article)" \
  '\binstructions?\b'
check "a byte size as a cost (say words or allocations; numbers go in the Performance article)" \
  '\b[0-9]+[- ]?bytes?\b|\b[0-9]+ ?B/row\b'
check "a time or speed-up (numbers go in the Performance article)" \
  '\b[0-9][0-9.,]* ?(ns|µs|us|ms)\b|\b[0-9][0-9.]*× (faster|slower)|\b[0-9][0-9.]*x (faster|slower)'
check "an apple: pseudo-link (cite https://developer.apple.com/documentation/…)" \
  '\bapple:[a-z]'

if [[ "$failed" -ne 0 ]]; then
  exit 1
fi
echo "check-comments: ok"
