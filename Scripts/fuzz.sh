#!/usr/bin/env bash
# Fuzzes the link policy, normalizer and matcher with libFuzzer for SECONDS seconds.
#
#   Scripts/fuzz.sh [--merge] [SECONDS]     (SECONDS defaults to 60)
#
# Builds Fuzz/ (its own package) with libFuzzer and AddressSanitizer, copies Fuzz/Corpus to a
# scratch corpus under Fuzz/.build (the checked-in corpus is never written to, except by
# --merge), runs the fuzzer, and prints the number of runs. Crash inputs go to Fuzz/crashes/.
# Exits non-zero when the fuzzer found a crash or a broken promise.
#
#   --merge   afterwards, add to Fuzz/Corpus the scratch corpus's inputs that reach new edges
#             (libFuzzer's -merge=1 keeps the smallest input for each); review before committing
#
# Extra libFuzzer flags can be passed in FUZZ_FLAGS (later flags win), e.g. FUZZ_FLAGS=-seed=1.
set -euo pipefail

merge=false
seconds=60
for argument in "$@"; do
  case "$argument" in
    --merge) merge=true ;;
    -h | --help)
      sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'
      exit 0
      ;;
    *[!0-9]* | '')
      echo "fuzz.sh: expected a number of seconds or --merge, got '$argument'" >&2
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
echo "== building Fuzz (release, libFuzzer + AddressSanitizer)"
swift build --package-path Fuzz -c release \
  --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address
binary="$(swift build --package-path Fuzz -c release \
  --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address --show-bin-path)/wayfinder-fuzz"

work="Fuzz/.build/fuzz-corpus"
crashes="Fuzz/crashes"
log="Fuzz/.build/fuzz-last.log"
mkdir -p "$work" "$crashes"
cp Fuzz/Corpus/* "$work"/

echo "== fuzzing for ${seconds}s: corpus $work, crashes $crashes/, log $log"
status=0
# -max_len: the fuzzed policy allows links of 400 bytes; longer inputs only test the length
# check. A shallow malloc stack keeps ASan's bookkeeping from halving the speed.
# shellcheck disable=SC2086 # FUZZ_FLAGS is a list of flags
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="${ASAN_OPTIONS:-malloc_context_size=5}" "$binary" \
  -max_total_time="$seconds" \
  -max_len=512 \
  -artifact_prefix="$crashes/" \
  -print_final_stats=1 \
  ${FUZZ_FLAGS:-} \
  "$work" 2>&1 | tee "$log" || status=$?

if [[ $status -eq 0 ]] && $merge; then
  echo "== merging new coverage into Fuzz/Corpus"
  before=$(find Fuzz/Corpus -type f | wc -l)
  # Edges only (-use_counters=0): with hit counts too, a long run adds hundreds of near-copies.
  SWIFT_BACKTRACE=enable=no "$binary" -merge=1 -use_counters=0 -max_len=512 Fuzz/Corpus "$work" \
    >"Fuzz/.build/fuzz-merge.log" 2>&1
  tail -1 "Fuzz/.build/fuzz-merge.log"
  after=$(find Fuzz/Corpus -type f | wc -l)
  echo "Fuzz/Corpus: $before -> $after files (new ones are named by their SHA-1)"
fi

echo "== summary"
grep -E '^(INFO: seed corpus|#[0-9]+[[:space:]]+INITED)' "$log" | head -2 || true
grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -1 || true
grep -E '^stat::(number_of_executed_units|average_exec_per_sec|new_units_added|peak_rss_mb)' "$log" || true
grep -E '^NOTE #' "$log" | sort | uniq || true
runs=$(grep -E '^Done [0-9]+ runs' "$log" | tail -1 || true)
if [[ $status -ne 0 ]]; then
  echo "FUZZ FAILURE (exit $status): see $log; crash input in $crashes/:" >&2
  grep -E "Test unit written to|Fatal error|ERROR: (AddressSanitizer|libFuzzer)" "$log" >&2 || true
  [[ -n "$runs" ]] && echo "$runs"
  exit "$status"
fi
echo "${runs:-no 'Done N runs' line in $log}"
