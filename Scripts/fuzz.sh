#!/usr/bin/env bash
# Fuzzes Wayfinder with libFuzzer: one target, or all of them in turn, for SECONDS seconds each.
#
#   Scripts/fuzz.sh [--merge] [TARGET] [SECONDS]   (TARGET defaults to all, SECONDS to 60)
#
#   routing    the link policy, normalizer and matcher (wayfinder-fuzz)      Fuzz/Corpus
#   differential  random tables and links, the matcher against a plain reference matcher
#              (wayfinder-fuzz-differential)                                  Fuzz/DifferentialCorpus
#   manifest   the manifest reader: YAML or JSON to a compiled app           Fuzz/ManifestCorpus
#   script     the `play` script reader                                       Fuzz/ScriptCorpus
#   all        the four in turn
#
# Builds Fuzz/ (its own package) with libFuzzer and AddressSanitizer, copies each target's
# corpus to a scratch corpus under Fuzz/.build (the checked-in corpus is never written to,
# except by --merge), runs the fuzzer, and prints the number of runs. Crash inputs go to
# Fuzz/crashes/TARGET-…. Exits non-zero when a target found a crash or a broken promise (the
# other targets still run).
#
#   --merge   afterwards, add to the target's corpus the scratch inputs that reach new edges
#             (libFuzzer's -merge=1 keeps the smallest input for each); review before committing
#
# FUZZ_CONFIGURATION=debug builds the targets without the optimizer (still with libFuzzer and
# AddressSanitizer); release, the default, is what apps ship.
# Extra libFuzzer flags can be passed in FUZZ_FLAGS (later flags win), e.g. FUZZ_FLAGS=-seed=1.
# On a machine shared with other builds, FUZZ_BUILD_LOCK=FILE runs the build (not the fuzzing)
# under `flock FILE`.
set -euo pipefail

merge=false
seconds=60
target=all
for argument in "$@"; do
  case "$argument" in
    --merge) merge=true ;;
    -h | --help)
      sed -n '2,26p' "$0" | sed 's/^# \{0,1\}//'
      exit 0
      ;;
    routing | differential | manifest | script | all) target=$argument ;;
    *[!0-9]* | '')
      echo "fuzz.sh: expected routing, differential, manifest, script, all, a number of seconds or --merge, got '$argument'" >&2
      exit 2
      ;;
    *) seconds=$argument ;;
  esac
done

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

# NB: `swift build --sanitize=fuzzer --sanitize=address` alone links libFuzzer and ASan, but the
# Swift 6.3 driver passes only the last `-sanitize=` to the compiler: the code then has no
# coverage instrumentation and libFuzzer fuzzes blind ("no interesting inputs were found").
# The combined -Xswiftc flag puts both into every compile.
flags=(--package-path Fuzz -c "${FUZZ_CONFIGURATION:-release}" --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address)
lock=()
[[ -n "${FUZZ_BUILD_LOCK:-}" ]] && lock=(flock "$FUZZ_BUILD_LOCK")
echo "== building Fuzz (${FUZZ_CONFIGURATION:-release}, libFuzzer + AddressSanitizer)"
start=$SECONDS
"${lock[@]}" swift build "${flags[@]}"
echo "built in $((SECONDS - start))s"
bin="$("${lock[@]}" swift build "${flags[@]}" --show-bin-path)"

# The executable, corpus and longest input of a target. -max_len: the fuzzed link policy allows
# links of 400 bytes, longer inputs only test the length check; a differential input is read as
# choices, and past about 200 of them it only makes more links; manifests and scripts are
# longer, and their readers' cost grows with the text.
executable() { case "$1" in routing) echo wayfinder-fuzz ;; *) echo "wayfinder-fuzz-$1" ;; esac; }
corpus() { case "$1" in routing) echo Fuzz/Corpus ;; differential) echo Fuzz/DifferentialCorpus ;; manifest) echo Fuzz/ManifestCorpus ;; script) echo Fuzz/ScriptCorpus ;; esac; }
max_len() { case "$1" in routing) echo 512 ;; differential) echo 256 ;; *) echo 4096 ;; esac; }

# Runs one target; returns the fuzzer's exit status.
fuzz() {
  local name=$1 binary corpus work crashes log status=0
  binary="$bin/$(executable "$name")"
  corpus="$(corpus "$name")"
  work="Fuzz/.build/fuzz-corpus-$name"
  crashes="Fuzz/crashes"
  log="Fuzz/.build/fuzz-$name.log"
  mkdir -p "$work" "$crashes"
  cp "$corpus"/* "$work"/

  echo "== fuzzing $name for ${seconds}s: corpus $work, crashes $crashes/$name-*, log $log"
  # A shallow malloc stack (8 frames) keeps ASan's bookkeeping from halving the speed.
  # shellcheck disable=SC2086 # FUZZ_FLAGS is a list of flags
  # NB: LeakSanitizer is on, with one suppression (Fuzz/LeakSanitizer/suppressions.txt). The
  # array of a compiled value rule that a global holds is reported "leaked" at exit, though it is
  # not: Swift keeps a multi-payload enum's case (ParameterType.Kind's `.rule`) in the spare bits
  # of that array's pointer, which LeakSanitizer cannot read (Fuzz/LeakSanitizer/TaggedPointer.swift
  # reproduces it without Wayfinder; llvm/llvm-project#56751). The suppression names only the
  # frame that makes that array, ValueRuleParser's parse, 7th in a debug build's stack (so 8 frames
  # are kept); every other leak fails the run.
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="${ASAN_OPTIONS:-malloc_context_size=8:detect_leaks=1}" \
    LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$root/Fuzz/LeakSanitizer/suppressions.txt}" "$binary" \
    -max_total_time="$seconds" \
    -max_len="$(max_len "$name")" \
    -artifact_prefix="$crashes/$name-" \
    -print_final_stats=1 \
    ${FUZZ_FLAGS:-} \
    "$work" >"$log" 2>&1 || status=$?

  if [[ $status -eq 0 ]] && $merge; then
    echo "== merging new coverage into $corpus"
    local before after
    before=$(find "$corpus" -type f | wc -l)
    # Edges only (-use_counters=0): with hit counts too, a long run adds hundreds of near-copies.
    SWIFT_BACKTRACE=enable=no LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$root/Fuzz/LeakSanitizer/suppressions.txt}" \
      "$binary" -merge=1 -use_counters=0 -max_len="$(max_len "$name")" \
      "$corpus" "$work" >"Fuzz/.build/fuzz-merge-$name.log" 2>&1
    tail -1 "Fuzz/.build/fuzz-merge-$name.log"
    after=$(find "$corpus" -type f | wc -l)
    echo "$corpus: $before -> $after files (new ones are named by their SHA-1)"
  fi

  echo "== summary of $name"
  grep -E '^(INFO: seed corpus|#[0-9]+[[:space:]]+INITED)' "$log" | head -2 || true
  grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -1 || true
  grep -E '^stat::(number_of_executed_units|average_exec_per_sec|new_units_added|peak_rss_mb)' "$log" || true
  grep -E '^NOTE #' "$log" | sort | uniq || true
  local runs
  runs=$(grep -E '^Done [0-9]+ runs' "$log" | tail -1 || true)
  if [[ $status -ne 0 ]]; then
    echo "FUZZ FAILURE in $name (exit $status): see $log; crash input in $crashes/:" >&2
    grep -E "Test unit written to|Fatal error|ERROR: (AddressSanitizer|libFuzzer)" "$log" >&2 || true
    [[ -n "$runs" ]] && echo "$name: $runs"
    return "$status"
  fi
  echo "$name: ${runs:-no 'Done N runs' line in $log}"
}

targets=("$target")
[[ $target == all ]] && targets=(routing differential manifest script)
failed=()
for name in "${targets[@]}"; do
  fuzz "$name" || failed+=("$name")
done
if [[ ${#failed[@]} -gt 0 ]]; then
  echo "fuzz.sh: broken promises or crashes in: ${failed[*]}" >&2
  exit 1
fi
