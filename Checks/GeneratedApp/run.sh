#!/usr/bin/env bash
# The generator's check: builds this package, whose `ShopRoutes` target the WayfinderGenerator
# plugin fills from `wayfinder.yaml`, runs its tests (links opened on a headless navigator),
# then checks that `wayfinder generate` writes the same bytes as the plugin did.
#
# Usage: Checks/GeneratedApp/run.sh [path of a built `wayfinder`; `swift run` otherwise]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"

echo "== Checks/GeneratedApp: the plugin's Swift, built and tested"
swift test --package-path "$here"

generated="$(find "$here/.build/plugins/outputs" -name Wayfinder.generated.swift -path '*ShopRoutes*' | head -n 1)"
if [[ -z "$generated" ]]; then
  echo "Checks/GeneratedApp: the plugin wrote no Wayfinder.generated.swift" >&2
  exit 1
fi
if [[ $# -gt 0 ]]; then
  "$1" generate --manifest "$here/Sources/ShopRoutes/wayfinder.yaml" >"$here/.build/command.swift"
else
  swift run --package-path "$root" wayfinder generate --manifest "$here/Sources/ShopRoutes/wayfinder.yaml" \
    >"$here/.build/command.swift"
fi
if ! cmp "$generated" "$here/.build/command.swift"; then
  echo "Checks/GeneratedApp: the plugin and wayfinder generate wrote different files" >&2
  exit 1
fi
echo "Checks/GeneratedApp: the plugin and the command write the same file; its app opens links."
