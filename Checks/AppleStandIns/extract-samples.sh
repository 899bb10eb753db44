#!/usr/bin/env bash
# Extracts the code samples that import UIKit or SwiftUI from the DocC articles
# (Sources/*/*.docc/*.md) and from docs/*.md into Sources/DocSamples/<Article>_<n>.swift, and
# from README.md into Sources/ReadmeQuickStart/README_<n>.swift, where the check package
# (Package.swift beside this script) compiles them against the stand-ins.
#
# Which blocks:
#   - every ```swift block that has a line `import UIKit` or `import SwiftUI`, or imports a core
#     module (Wayfinder, WayfinderRouting, WayfinderNavigation, WayfinderCoordination); <n> counts the
#     article's ```swift blocks from 1, so a file names its block. Other blocks are not samples of
#     a whole file for this check (a fragment without an import line is never selected).
#   - a selected block that imports WayfinderReferenceApps (not a public product), or a module
#     this package does not build (WayfinderCombine, WayfinderTooling, …), is skipped, with a
#     notice naming it.
#
# How a block becomes a file of a library target (which may hold declarations, not statements):
#   - its top-level lines (those at the block's left margin) are split into chunks: a chunk starts
#     at a top-level line and runs to the next; comments and attribute lines (`@MainActor`) stay
#     with the line that follows them.
#   - a chunk is an import, a declaration (it starts with an attribute, a modifier or a
#     declaration keyword: struct, class, enum, extension, protocol, actor, func, typealias, …),
#     or a statement (anything else, including a top-level `let` or `var`, which a script would
#     run but a library cannot initialize with `try` or `await`).
#   - imports and declarations are written as they are, in order. Statements, if there are any,
#     go in order into `@MainActor private func sample_<Article>_<n>() async throws { … }` after
#     them.
#   - all samples are one module, yet each is a file of its own: a top-level type, function,
#     typealias or extension without an access modifier is made `fileprivate`, so that two samples
#     may declare the same names (as two articles do for their own routes). An extension that
#     declares a conformance cannot be `fileprivate` and is left as it is.
#   - a line `@main` becomes a comment (a library has no entry point; the type is still checked
#     as an App or an application delegate). A block with a top-level `#if` is written whole.
#   - `#sourceLocation` lines map every line back to the article, so the compiler reports errors
#     at the article's line.
#
# Environment: WAYFINDER_ROOT, the repository to read (default: two levels up from here).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "${WAYFINDER_ROOT:-$here/../..}" && pwd)"
out="$here/Sources/DocSamples"

# Start afresh: everything but the committed placeholder and the committed `*.generated.swift`
# (an article's manifest, generated: its samples use the types; a WayfinderToolingTests test
# checks it is what `wayfinder generate` writes for the article's manifest).
# The README's quick start goes to a target of its own, ReadmeQuickStart: its manifest declares
# the same app as an article's.
readme_out="$here/Sources/ReadmeQuickStart"
for folder in "$out" "$readme_out"; do
  find "$folder" -maxdepth 1 -name '*.swift' ! -name 'Placeholder.swift' ! -name '*.generated.swift' -exec rm -f {} +
done

shopt -s nullglob
articles=("$root"/Sources/*/*.docc/*.md "$root"/docs/*.md "$root"/README.md)
written=0
skipped=()

for md in "${articles[@]}"; do
  rel="${md#"$root"/}"
  article="$(basename "$md" .md)"
  dest="$out"
  if [[ "$rel" == README.md ]]; then dest="$readme_out"; fi
  # awk prints one line per file written ("wrote NAME") or block skipped ("skipped …").
  results="$(awk -v md="$md" -v rel="$rel" -v article="$article" -v out="$dest" '
    function classify(l) {
      if (l ~ /^(@testable[ \t]+|@preconcurrency[ \t]+)?import[ \t]/) return "import"
      if (l ~ /^@/ || l ~ /^#/) return "decl"
      if (l ~ /^(public|private|fileprivate|internal|open|package|final|struct|class|enum|extension|protocol|actor|func|typealias|indirect|nonisolated|macro|precedencegroup|infix|prefix|postfix)([ \t(<:]|$)/) return "decl"
      return "stmt"
    }
    # Makes the declaration at line i fileprivate, after its attributes, when it has no access
    # modifier and may have one.
    function scope(i,   l, pre) {
      l = body[i]; pre = ""
      while (match(l, /^@[A-Za-z_][A-Za-z0-9_]*(\([^)]*\))?[ \t]+/)) {
        pre = pre substr(l, 1, RLENGTH); l = substr(l, RLENGTH + 1)
      }
      if (l ~ /^((final|indirect|nonisolated)[ \t]+)*(struct|class|enum|protocol|actor|func|typealias|extension)[ \t]/ && l !~ /^extension[^{]*:/)
        body[i] = pre "fileprivate " l
    }
    function emit(c, file,   i) {
      printf "#sourceLocation(file: \"%s\", line: %d)\n", md, first + cstart[c] - 1 > file
      for (i = cstart[c]; i <= cend[c]; i++) print body[i] > file
    }
    function handle(   i, l, ch, c, nch, pending, attr, hasUI, hasRef, hasIf, name, file, fn, anyStmt) {
      hasUI = 0; hasRef = 0; hasIf = 0; other = ""
      for (i = 1; i <= count; i++) {
        l = body[i]
        if (l ~ /^[ \t]*import[ \t]+(UIKit|SwiftUI|Wayfinder|WayfinderRouting|WayfinderNavigation|WayfinderCoordination)[ \t]*$/) hasUI = 1
        if (l ~ /^[ \t]*import[ \t]+WayfinderReferenceApps[ \t]*$/) hasRef = 1
        if (l ~ /^[ \t]*(@[A-Za-z_(). ]+[ \t]+)?import[ \t]+/ && l !~ /import[ \t]+(UIKit|SwiftUI|Foundation|Observation|Wayfinder|WayfinderRouting|WayfinderNavigation|WayfinderCoordination|WayfinderUIKit|WayfinderSwiftUI|WayfinderTesting|WayfinderReferenceApps)[ \t]*$/) { other = l; sub(/^.*import[ \t]+/, "", other) }
        if (l ~ /^#if/) hasIf = 1
        if (l ~ /^@main[ \t]*$/) body[i] = "// @main: made a comment by extract-samples.sh (a library has no entry point)"
      }
      if (!hasUI) return
      if (other != "") {
        printf "skipped %s, swift block %d (line %d): imports %s, which this package does not build\n", rel, n, first - 1, other
        return
      }
      if (hasRef) {
        printf "skipped %s, swift block %d (line %d): imports WayfinderReferenceApps, not a public product\n", rel, n, first - 1
        return
      }
      name = article "_" n
      gsub(/[^A-Za-z0-9_]/, "_", name)
      file = out "/" name ".swift"
      if ((getline l < file) >= 0) { close(file); print "error: two samples would be written to " file > "/dev/stderr"; exit 1 }
      printf "// Extracted by Checks/AppleStandIns/extract-samples.sh from %s, swift block %d.\n", rel, n > file
      printf "// Generated and git-ignored: edit the article, not this file.\n\n" > file
      if (hasIf) {
        cstart[1] = 1; cend[1] = count; emit(1, file)
      } else {
        nch = 0; pending = 0; attr = 0
        for (i = 1; i <= count; i++) {
          l = body[i]
          ch = substr(l, 1, 1)
          if (ch != "" && ch != " " && ch != "\t" && ch != "}" && ch != ")" && ch != "]") {
            if (l ~ /^(\/\/|\/\*)/) { if (!pending) pending = i; continue }
            if (!attr) {
              nch++; cstart[nch] = pending ? pending : i; ckind[nch] = classify(l)
            }
            if (ckind[nch] == "decl" && l !~ /^@[A-Za-z_][A-Za-z0-9_]*(\(.*\))?[ \t]*$/) scope(i)
            pending = 0
            attr = (l ~ /^@[A-Za-z_][A-Za-z0-9_]*(\(.*\))?[ \t]*$/)
            cend[nch] = i
          } else if (!pending && nch > 0) {
            cend[nch] = i
          }
        }
        if (pending && nch > 0) cend[nch] = count
        anyStmt = 0
        for (c = 1; c <= nch; c++) if (ckind[c] == "import") emit(c, file)
        for (c = 1; c <= nch; c++) if (ckind[c] == "decl") emit(c, file)
        for (c = 1; c <= nch; c++) if (ckind[c] == "stmt") anyStmt = 1
        if (anyStmt) {
          fn = "sample_" name
          printf "#sourceLocation()\n\n@MainActor private func %s() async throws {\n", fn > file
          for (c = 1; c <= nch; c++) if (ckind[c] == "stmt") emit(c, file)
          printf "#sourceLocation()\n}\n" > file
        } else {
          printf "#sourceLocation()\n" > file
        }
      }
      close(file)
      print "wrote " name
    }
    BEGIN { inblock = 0; n = 0 }
    {
      if (!inblock) {
        if ($0 ~ /^[ \t]*```[ \t]*swift[ \t]*$/) {
          inblock = 1; n++; first = NR + 1; count = 0
          indent = $0; sub(/```.*$/, "", indent); ilen = length(indent)
        }
        next
      }
      if ($0 ~ /^[ \t]*```[ \t]*$/) { inblock = 0; handle(); next }
      l = $0
      if (ilen > 0 && substr(l, 1, ilen) == indent) l = substr(l, ilen + 1)
      body[++count] = l
    }
  ' "$md")"
  while IFS= read -r result; do
    case "$result" in
      wrote\ *) written=$((written + 1)) ;;
      skipped\ *) skipped+=("${result#skipped }") ;;
    esac
  done <<<"$results"
done

echo "DocSamples: $written sample file(s) written to ${out#"$root"/}/"
if ((${#skipped[@]} > 0)); then
  echo "DocSamples: ${#skipped[@]} sample(s) skipped (a module this package does not build):"
  printf '  - %s\n' "${skipped[@]}"
fi
