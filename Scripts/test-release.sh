#!/usr/bin/env bash
# The routing, navigation and coordination tests again, in a release build: what the tests prove must hold
# with the optimizer on, as in every build an app ships. (A release build of the matcher once
# matched no link while every debug test passed; see the routing catalog's "Release builds".)
#
#   Scripts/test-release.sh
#
# NB: `swift test` builds the test targets with testable imports (one test target of the
# package, Coordination's, uses @testable), so the modules get `-enable-testing`: their
# internal symbols stay visible, and their code is optimized as a release build's. The first
# `swift test` builds; the second reuses that build.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== WayfinderRoutingTests (release)"
swift test -c release --filter WayfinderRoutingTests
echo "== WayfinderNavigationTests (release)"
swift test -c release --skip-build --filter WayfinderNavigationTests
echo "== WayfinderCoordinationTests (release)"
swift test -c release --skip-build --filter WayfinderCoordinationTests
