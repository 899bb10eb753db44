#!/usr/bin/env bash
# Draws the storyboards of the bank, messenger and Shop golden scripts, renders each in
# headless Chromium to a PNG and compares it with the reference image committed beside it in
# Checks/Storyboards/ (within a tolerance: Checks/Storyboards/compare.py). The bank storyboard
# is rendered light and dark. Exit 1 when an image differs, or a script fails to play.
#
#   Scripts/storyboards.sh [WAYFINDER]            check (WAYFINDER: the tool's binary; built if not given)
#   Scripts/storyboards.sh --update [WAYFINDER]   write new reference images after a wanted change
#
# Chromium comes from Debian's packages (installed when missing). The window size, scale and
# fonts are pinned: one fixed width, a height from the number of pictures, scale 1, no GPU,
# the system's fonts named generically by the page.
set -euo pipefail
cd "$(dirname "$0")/.."

update=false
if [[ "${1:-}" == "--update" ]]; then
  update=true
  shift
fi
wayfinder="${1:-}"
if [[ -z "$wayfinder" ]]; then
  swift build --product wayfinder
  wayfinder="$(swift build --show-bin-path)/wayfinder"
fi

if ! command -v chromium >/dev/null 2>&1; then
  echo "== installing chromium (Debian's package)"
  as_root=()
  if [[ "$(id -u)" != 0 ]]; then as_root=(sudo); fi
  DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends chromium
fi
sandbox=()
if [[ "$(id -u)" == 0 ]]; then sandbox=(--no-sandbox); fi

references=Checks/Storyboards
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failed=0

# name script [dark]
check() {
  local name="$1" script="$2" scheme="${3:-light}"
  local html="$work/$name.html" png="$work/$name.png"
  "$wayfinder" play "$script" --storyboard "$html" >"$work/$name.out" || {
    cat "$work/$name.out"
    echo "storyboards: $script did not pass" >&2
    failed=1
    return
  }
  # Four pictures a row at this width; each row is at most 660 pixels high.
  local pictures rows
  pictures="$(grep -c '<figure' "$html")"
  rows=$(((pictures + 3) / 4))
  local dark=()
  if [[ "$scheme" == dark ]]; then dark=(--force-dark-mode --blink-settings=preferredColorScheme=0); fi
  chromium --headless "${sandbox[@]}" --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --font-render-hinting=none --disable-lcd-text --force-color-profile=srgb "${dark[@]}" \
    --window-size="1200,$((180 + rows * 660))" --screenshot="$png" "file://$html" >/dev/null 2>&1
  [[ -s "$png" ]] || {
    echo "storyboards: chromium wrote no screenshot of $html" >&2
    failed=1
    return
  }
  if $update; then
    cp "$png" "$references/$name.png"
    echo "== $name: reference updated ($pictures pictures)"
  elif python3 "$references/compare.py" "$references/$name.png" "$png" "$work/$name-diff.png"; then
    echo "== $name: matches its reference ($pictures pictures)"
  else
    mkdir -p .build/storyboards
    cp "$html" "$png" .build/storyboards/
    [[ -f "$work/$name-diff.png" ]] && cp "$work/$name-diff.png" .build/storyboards/
    echo "storyboards: $name differs from $references/$name.png; see .build/storyboards/$name*" >&2
    failed=1
  fi
}

check bank Examples/scripts/bank.yaml
check bank-dark Examples/scripts/bank.yaml dark
check messenger Examples/scripts/messenger.yaml
check shop Checks/Storyboards/shop.yaml
exit "$failed"
