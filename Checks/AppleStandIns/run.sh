#!/usr/bin/env bash
# The Apple stand-ins check: compiles the files of WayfinderUIKit and WayfinderSwiftUI that only
# Apple platforms compile (`#if canImport(UIKit)` / `#if canImport(SwiftUI)`), and the DocC
# samples that import UIKit, SwiftUI or a core module, on Linux, against the stand-in `UIKit` and
# `SwiftUI` modules of this package; and the Shop's UI test (Examples/Shop/UITests, which replays
# its golden script on a simulator: Scripts/device-check.sh) against corelibs XCTest and the
# stand-in `XCUIAutomation` module, compiled only, never run. Exits non-zero on any error or
# warning, and before building when a ```swift block of the README, an article or docs/ is
# neither compiled nor marked `// Fragment:` (see extract-samples.sh).
#
# Usage: Checks/AppleStandIns/run.sh [extra `swift build` arguments, e.g. -j 1]
#
# It is a Linux check: on macOS, build the real thing (swift build / xcodebuild), since a target
# named UIKit or SwiftUI would shadow Apple's.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"

if [[ "$(uname -s)" == "Darwin" ]]; then
  echo "Checks/AppleStandIns is for Linux; on macOS build against the real SDK instead." >&2
  exit 1
fi

"$here/extract-samples.sh"

log="$(mktemp)"
trap 'rm -f "$log"' EXIT

echo "== building Checks/AppleStandIns (stand-in UIKit, SwiftUI and XCUIAutomation, adapters, the Shop's UI test, doc samples)"
status=0
swift build --build-tests --package-path "$here" "$@" 2>&1 | tee "$log" || status=$?

# Every target treats warnings as errors; this also catches a warning from SwiftPM itself.
if grep -Eq '(^|[[:space:]])warning:' "$log"; then
  echo "Checks/AppleStandIns: the build printed warnings (see above)." >&2
  status=1
fi
if ((status != 0)); then
  echo "Checks/AppleStandIns: FAILED — an Apple-only file or a doc sample does not compile against" \
    "the stand-ins (errors above; a sample's errors point at its article)." >&2
  exit "$status"
fi
echo "Checks/AppleStandIns: the Apple-only sources, the Shop's UI test and the doc samples compile."
echo "== the Apple-only glue, run against the stand-ins"
swift test --skip-build --package-path "$here"
