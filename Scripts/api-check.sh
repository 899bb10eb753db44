#!/usr/bin/env bash
# The public API against the last release's: a break is a decision written in the CHANGELOG,
# never an accident.
#
#   Scripts/api-check.sh
#
# The baseline is the commit of the newest release CHANGELOG.md names (its first `## X.Y.Z`
# section, the first 40-hex commit in it). `swift package diagnose-api-breaking-changes` builds
# that commit from this clone's history (under .build/…/apidiff) and compares the public API of
# every library product's modules with this working copy's; `@_spi` and `package` declarations
# are not compared. A break fails, unless its exact message is a line of .ci/api-breaks.txt, and
# each line there must also appear, verbatim, in the CHANGELOG's `## Unreleased` section, with
# the break's migration. At a release the new section names its commit and the list is emptied.
#
# On Linux the comparison sees what Linux compiles: the adapters' Apple-only files
# (`#if canImport(UIKit)` / `#if canImport(SwiftUI)`) are compared by review.
set -euo pipefail
cd "$(dirname "$0")/.."

changelog=CHANGELOG.md
allowlist=.ci/api-breaks.txt

fail() {
  echo "api-check: $*" >&2
  exit 1
}

# The newest release and its commit.
release="$(grep -m1 -E '^## [0-9]+\.[0-9]+\.[0-9]+' "$changelog" | sed -E 's/^## ([0-9]+\.[0-9]+\.[0-9]+).*/\1/')" ||
  fail "$changelog names no release (a section '## X.Y.Z')"
commit="$(awk '/^## [0-9]+\.[0-9]+\.[0-9]+/ { inside = 1; next } inside && /^## / { exit } inside' "$changelog" |
  grep -m1 -oE '[0-9a-f]{40}' || true)"
[[ -n "$commit" ]] || fail "the section of $release in $changelog names no commit (40 hex digits)"

# The baseline must be in this clone: a shallow clone (CI's checkout with a depth) lacks it.
if ! git cat-file -e "$commit^{commit}" 2>/dev/null; then
  echo "api-check: $release's commit $commit is not in this clone; fetching it"
  git fetch --quiet origin "$commit" 2>/dev/null || git fetch --quiet --unshallow origin 2>/dev/null || true
  git cat-file -e "$commit^{commit}" 2>/dev/null ||
    fail "$release's commit $commit is not in this clone (a shallow clone? fetch the full history)"
fi

# The accepted breaks: `//` comments (the list goes through the C preprocessor: a line that
# starts with `#` would make it unreadable, and every break would fail), one message a line.
if grep -nE '^[[:space:]]*#' "$allowlist" >&2; then
  fail "$allowlist: a comment starts with //, never # (the lines above)"
fi
unreleased="$(awk '/^## Unreleased/ { inside = 1; next } inside && /^## / { exit } inside' "$changelog")"
missing=0
while IFS= read -r line; do
  line="${line#"${line%%[![:space:]]*}"}"
  [[ -z "$line" || "$line" == //* ]] && continue
  if ! grep -qF -- "$line" <<<"$unreleased"; then
    echo "api-check: an accepted break the CHANGELOG's Unreleased section does not name: $line" >&2
    missing=1
  fi
done <"$allowlist"
((missing == 0)) || fail "write each accepted break, verbatim, with its migration, under '## Unreleased'"

echo "== the public API against $release (${commit:0:12}), accepted breaks in $allowlist"
status=0
swift package diagnose-api-breaking-changes "$commit" --breakage-allowlist-path "$PWD/$allowlist" || status=$?
if ((status != 0)); then
  echo "api-check: the public API breaks $release's (above). If the break is meant: add its message" \
    "(without the emoji) to $allowlist, and write it, verbatim, with its migration, under" \
    "'## Unreleased' in $changelog. Otherwise keep the old API (deprecate, add beside it)." >&2
  exit "$status"
fi
