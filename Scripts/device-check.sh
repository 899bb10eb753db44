#!/usr/bin/env bash
# The golden scripts on a simulator: builds the Shop app (Examples/Shop, UIKit; or its SwiftUI
# face with --swiftui) and its UI test (Examples/Shop/UITests), which replays
# Checks/Storyboards/shop.yaml and Examples/Shop/UITests/shop-orderings.yaml against the real app —
# each link opened with the system, the person's taps on the app's own controls, the screen on
# top checked by the accessibility identifier Wayfinder gives it, each outcome by the label the
# app shows in its UI-test mode. See docs/DeviceCheck.md.
#
# Needs a Mac with Xcode 16.3 or later (XCUIApplication.open(_:)), an iOS 16.4+ simulator and
# XcodeGen (brew install xcodegen). It has not been run where this repository is developed
# (Linux, no Xcode); the UI test only compiles there, against stand-ins.
#
# Usage: Scripts/device-check.sh [--swiftui] ["platform=iOS Simulator,name=iPhone 16"]
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
scheme=ShopApp
tests=ShopUITests
if [[ "${1:-}" == "--swiftui" ]]; then
  scheme=ShopSwiftUIApp
  tests=ShopSwiftUIUITests
  shift
fi
destination="${1:-platform=iOS Simulator,name=iPhone 16}"

if [[ "$(uname -s)" != "Darwin" ]] || ! command -v xcodebuild >/dev/null; then
  echo "Scripts/device-check.sh needs a Mac with Xcode (xcodebuild); nothing was run." >&2
  exit 2
fi
if ! command -v xcodegen >/dev/null; then
  echo "Scripts/device-check.sh needs XcodeGen: brew install xcodegen" >&2
  exit 2
fi

cd "$root/Examples/Shop"
xcodegen generate
set -o pipefail
xcodebuild test \
  -project Shop.xcodeproj \
  -scheme "$scheme" \
  -destination "$destination" \
  -only-testing:"$tests" \
  CODE_SIGNING_ALLOWED=NO \
  -skipMacroValidation
