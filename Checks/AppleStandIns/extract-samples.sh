#!/usr/bin/env bash
# Extracts the code samples that import UIKit or SwiftUI from the DocC articles
# (Sources/*/*.docc/*.md) and from docs/*.md into Sources/DocSamples/<Article>_<n>.swift, and
# from README.md into Sources/ReadmeQuickStart/README_<n>.swift, where the check package
# (Package.swift beside this script) compiles them against the stand-ins.
#
# Which blocks:
#   - every ```swift block that has a line `import UIKit` or `import SwiftUI`, or imports a core
#     module (Wayfinder, WayfinderRouting, WayfinderNavigation, WayfinderCoordination; plain or
#     `@_spi(…) import`); <n> counts the article's ```swift blocks from 1, so a file names its
#     block.
#   - a block whose first line is `// swift-tools-version:` is a package manifest: it is compiled
#     by `swift package dump-package` in a temporary folder of its own.
#   - a block whose first line starts `// Continues` (`// Continues the bank test above.`) is
#     compiled after the set-up it continues: the first compiled block of its article, whose
#     lines come first in its file (so it may use that block's `center`, `navigator`, …).
#   - a sample that names a reference app's type (BankNavigation, MessengerNavigation, RecipesApp,
#     RecipeCatalog, …: the Swift the apps' manifests generate, which the articles use as an app
#     target of theirs would hold it) is given `import WayfinderReferenceApps`.
#   - a block whose first line is `// Fragment: <where it goes>` is part of a file (lines inside a
#     function, a partial type, an argument, the lines of a builder the article set up above): it
#     is not compiled. The marker is a Swift comment, so DocC and GitHub show it as code.
#   - every other block fails the check, listed as file:line (its ``` line): it has no import
#     line of a module this package builds and no marker, or it imports WayfinderReferenceApps
#     (not a public product) or a module this package does not build (WayfinderCombine,
#     WayfinderTooling, …). A few whole files of such modules are named in `not_compiled_here`
#     below, with why: they are listed on every run, not failed.
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

# The package manifests among the blocks, each in a folder of its own.
manifests="$(mktemp -d)"
trap 'rm -rf "$manifests"' EXIT

shopt -s nullglob
articles=("$root"/Sources/*/*.docc/*.md "$root"/docs/*.md "$root"/README.md)
# Whole files that this package cannot compile, named by article and first line (line numbers
# move): their modules need a package this one does not build (Yams, OpenCombine). The root
# package compiles them instead, in Tests/WayfinderTestingTests/DocSamples, and its
# DocSampleTests checks that each file holds its block's lines (issue 35); they are listed on
# every run, and a new block cannot join this list without a reviewer seeing it.
# "article|first line|where it is compiled".
not_compiled_here=(
  "Sources/WayfinderTooling/WayfinderTooling.docc/WayfinderTooling.md|import WayfinderTooling|compiled in the root package (needs Yams): Tests/WayfinderTestingTests/DocSamples/WayfinderTooling_1.swift"
  "Sources/WayfinderGoldenScripts/WayfinderGoldenScripts.docc/WayfinderGoldenScripts.md|import Testing|compiled in the root package (needs Yams): Tests/WayfinderTestingTests/DocSamples/WayfinderGoldenScripts_1.swift"
  "Sources/WayfinderTesting/WayfinderTesting.docc/TestingYourLinks.md|import Testing|compiled in the root package (needs Yams): Tests/WayfinderTestingTests/DocSamples/WayfinderGoldenScripts_1.swift"
  "Sources/WayfinderCombine/WayfinderCombine.docc/WayfinderCombine.md|import Foundation|compiled in the root package (needs OpenCombine): Tests/WayfinderTestingTests/DocSamples/WayfinderCombine_2.swift; DocumentationExampleTests runs a copy"
)
written=0
fragments=0
not_compiled=()
unmarked=()
manifest_blocks=()

for md in "${articles[@]}"; do
  rel="${md#"$root"/}"
  article="$(basename "$md" .md)"
  dest="$out"
  if [[ "$rel" == README.md ]]; then dest="$readme_out"; fi
  # awk prints one line per block: "wrote NAME" (a sample written), "manifest NAME FILE:LINE" (a
  # package manifest written), "fragment FILE:LINE" or "unmarked FILE:LINE: why".
  results="$(awk -v md="$md" -v rel="$rel" -v article="$article" -v out="$dest" -v manifests="$manifests" '
    function classify(l) {
      if (l ~ /^(@testable[ \t]+|@preconcurrency[ \t]+|@_spi\([A-Za-z_]+\)[ \t]+)?import[ \t]/) return "import"
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
    # Writes chunk c, each run of lines mapped to its line of the article.
    function emit(c, file,   i) {
      for (i = cstart[c]; i <= cend[c]; i++) {
        if (i == cstart[c] || src[i] != src[i - 1] + 1)
          printf "#sourceLocation(file: \"%s\", line: %d)\n", md, src[i] > file
        print body[i] > file
      }
    }
    function handle(   i, l, ch, c, nch, pending, attr, hasUI, hasRef, hasIf, name, file, fn, anyStmt, top, usesApps) {
      hasUI = 0; hasRef = 0; hasIf = 0; other = ""; usesApps = 0
      # The first line of the block that is not blank: the marker of a fragment, or the tools
      # version of a package manifest.
      top = ""
      for (i = 1; i <= count && top == ""; i++) if (body[i] !~ /^[ \t]*$/) top = body[i]
      if (top ~ /^[ \t]*\/\/ Fragment:/) { printf "fragment %s:%d\n", rel, first - 1; return }
      if (top ~ /^\/\/ swift-tools-version:/) {
        name = article "_" n
        gsub(/[^A-Za-z0-9_]/, "_", name)
        system("mkdir -p \"" manifests "/" name "\"")
        file = manifests "/" name "/Package.swift"
        for (i = 1; i <= count; i++) print body[i] > file
        close(file)
        printf "manifest %s %s:%d\n", name, rel, first - 1
        return
      }
      if (top ~ /^\/\/ Continues /) {
        if (setup == 0) {
          printf "unmarked %s:%d\t%s\tcontinues no compiled block above it\n", rel, first - 1, top
          return
        }
        # After the set-up it continues: the first compiled block of the article.
        for (i = count; i >= 1; i--) { body[i + setup] = body[i]; src[i + setup] = src[i] }
        for (i = 1; i <= setup; i++) { body[i] = setupBody[i]; src[i] = setupSrc[i] }
        count += setup
      } else if (setup == 0) {
        for (i = 1; i <= count; i++) { setupBody[i] = body[i]; setupSrc[i] = src[i] }
        setupCount = count
      }
      for (i = 1; i <= count; i++) {
        l = body[i]
        if (l ~ /(^|[^A-Za-z0-9_])(BankNavigation|BankRoute|BankScreen|MessengerNavigation|MessengerRoute|RecipesApp|RecipeCatalog|RecipesNavigation|RecipeRoute)([^A-Za-z0-9_]|$)/) usesApps = 1
        if (l ~ /^[ \t]*(@_spi\([A-Za-z_]+\)[ \t]+)?import[ \t]+(UIKit|SwiftUI|Wayfinder|WayfinderRouting|WayfinderNavigation|WayfinderCoordination)[ \t]*$/) hasUI = 1
        if (l ~ /^[ \t]*import[ \t]+WayfinderReferenceApps[ \t]*$/) hasRef = 1
        if (l ~ /^[ \t]*(@[A-Za-z_(). ]+[ \t]+)?import[ \t]+/ && l !~ /import[ \t]+(UIKit|SwiftUI|Foundation|Observation|Testing|Wayfinder|WayfinderRouting|WayfinderNavigation|WayfinderCoordination|WayfinderUIKit|WayfinderSwiftUI|WayfinderTesting|WayfinderReferenceApps)[ \t]*$/) { other = l; sub(/^.*import[ \t]+/, "", other) }
        if (l ~ /^#if/) hasIf = 1
        if (l ~ /^@main[ \t]*$/) body[i] = "// @main: made a comment by extract-samples.sh (a library has no entry point)"
      }
      if (!hasUI) {
        printf "unmarked %s:%d\t%s\timports no module this package builds and has no `// Fragment:` line\n", rel, first - 1, top
        return
      }
      if (other != "") {
        printf "unmarked %s:%d\t%s\timports %s, which this package does not build\n", rel, first - 1, top, other
        return
      }
      if (hasRef) {
        printf "unmarked %s:%d\t%s\timports WayfinderReferenceApps, not a public product\n", rel, first - 1, top
        return
      }
      if (setup == 0) setup = setupCount
      name = article "_" n
      gsub(/[^A-Za-z0-9_]/, "_", name)
      file = out "/" name ".swift"
      if ((getline l < file) >= 0) { close(file); print "error: two samples would be written to " file > "/dev/stderr"; exit 1 }
      printf "// Extracted by Checks/AppleStandIns/extract-samples.sh from %s, swift block %d.\n", rel, n > file
      printf "// Generated and git-ignored: edit the article, not this file.\n\n" > file
      if (usesApps) {
        printf "// The reference apps (bank, messenger, recipes): the Swift their manifests generate, as\n" > file
        printf "// an app target of theirs would hold it.\nimport WayfinderReferenceApps\n" > file
      }
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
    BEGIN { inblock = 0; n = 0; setup = 0; setupCount = 0 }
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
      body[++count] = l; src[count] = NR
    }
  ' "$md")"
  while IFS= read -r result; do
    case "$result" in
      wrote\ *) written=$((written + 1)) ;;
      manifest\ *) manifest_blocks+=("${result#manifest }") ;;
      fragment\ *) fragments=$((fragments + 1)) ;;
      unmarked\ *)
        IFS=$'\t' read -r where top why <<<"${result#unmarked }"
        listed=""
        for entry in "${not_compiled_here[@]}"; do
          if [[ "$entry" == "${where%%:*}|$top|"* ]]; then listed="${entry##*|}"; fi
        done
        if [[ -n "$listed" ]]; then
          not_compiled+=("$where: $listed")
        else
          unmarked+=("$where: $why")
        fi
        ;;
    esac
  done <<<"$results"
done

# Each package manifest (a block whose first line is `// swift-tools-version:`) is compiled as
# SwiftPM compiles one, by `swift package dump-package` in a folder of its own (it resolves no
# dependency).
manifests_ok=0
for entry in "${manifest_blocks[@]}"; do
  name="${entry%% *}"
  where="${entry#* }"
  if swift package dump-package --package-path "$manifests/$name" >/dev/null 2>"$manifests/$name/errors"; then
    manifests_ok=$((manifests_ok + 1))
  else
    unmarked+=("$where: a package manifest that does not compile:
$(sed 's/^/      /' "$manifests/$name/errors")")
  fi
done

total=$((written + manifests_ok + fragments + ${#not_compiled[@]} + ${#unmarked[@]}))
echo "DocSamples: $total swift block(s): $written written to ${out#"$root"/}/ and" \
  "${readme_out#"$root"/}/ to compile, $manifests_ok package manifest(s) compiled, $fragments fragment(s)" \
  "marked, ${#not_compiled[@]} listed as not compiled here:"
if ((${#not_compiled[@]} > 0)); then printf '  - %s\n' "${not_compiled[@]}"; fi
if ((${#unmarked[@]} > 0)); then
  echo "DocSamples: FAILED — ${#unmarked[@]} swift block(s) neither compiled nor marked as a fragment:" >&2
  printf '  - %s\n' "${unmarked[@]}" >&2
  echo "Give the block the imports a reader needs (UIKit, SwiftUI, Wayfinder or a core module) and" \
    "whatever it uses, or, if it is part of a file (lines inside a function, a partial type), make" \
    "its first line \`// Fragment: where it goes\`." >&2
  exit 1
fi
