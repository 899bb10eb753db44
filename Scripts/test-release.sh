#!/usr/bin/env bash
# Every test suite again in a release build, then the soaks at full size in that build: what the
# tests prove must hold with the optimizer on, as in every build an app ships. (A release build of
# the matcher once matched no link while every debug test passed; see the routing catalog's
# "Release builds".)
#
#   Scripts/test-release.sh
#
# NB: `swift test` builds the test targets with testable imports (one test target of the
# package, Coordination's, uses @testable), so the modules get `-enable-testing`: their
# internal symbols stay visible, and their code is optimized as a release build's. The first
# `swift test` builds and runs the whole suite; the second reuses that build.
#
# The soaks (`WAYFINDER_SOAK=1`): the UIKit and SwiftUI models' 10,000 seeds each, a storm of
# 10,000 links, 10,000 flows that must leave no coordinator behind, 1,000 inputs per planner
# property, from the same first seeds as `swift test`'s smaller counts.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== every suite (release)"
swift test -c release
echo "== soaks at full size (release, WAYFINDER_SOAK=1)"
WAYFINDER_SOAK=1 swift test -c release --skip-build \
  --filter 'UIKitModelTests|SwiftUIModelTests|StormTests|CoordinatorLifecycleTests|PlannerPropertyTests'
