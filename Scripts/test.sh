#!/usr/bin/env bash
# The test command of README.md: format lint, then every test (XCTest and Swift Testing).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -f .swift-format ]; then
  swift format lint --strict --recursive Package.swift Sources Tests Examples \
    Checks/AppleStandIns/Package.swift Checks/AppleStandIns/Tests Checks/AppleStandIns/ImportedEnums \
    Checks/AppleStandIns/Sources/UIKit Checks/AppleStandIns/Sources/SwiftUI \
    Checks/AppleStandIns/Sources/AppleFoundationStandIn \
    Checks/GeneratedApp/Package.swift Checks/GeneratedApp/Sources Checks/GeneratedApp/Tests Plugins
fi
swift test
