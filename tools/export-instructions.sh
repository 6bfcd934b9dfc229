#!/bin/bash
# tools/export-instructions.sh [FORMAT...]: the instructions each export of
# the 100k-item bench trip costs, beside a save, counted by callgrind
# (docs/performance.md, "Exports and imports"). Each figure is one session that
# opens the trip, types one line and quits, less the session that types
# nothing. Needs the release build: make release (and itin-bench built).
set -eu
cd "$(dirname "$0")/.."
program=.build/shipped/release/itin-a11y
bench=.build/shipped/release/itin-bench
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bench" --write-trip 100000 "$work/plain.json" >/dev/null
sed 's/^  "title"/  "start": "2027-01-01",\n  "title"/' "$work/plain.json" >"$work/trip.json"
count() {
  printf '%s\nquit\n' "$1" >"$work/in"
  SWIFT_DETERMINISTIC_HASHING=1 XDG_STATE_HOME="$work/state" valgrind --tool=callgrind \
    --callgrind-out-file="$work/cg" "$program" --no-history "$work/trip.json" <"$work/in" >/dev/null 2>&1
  sed -n 's/^summary: //p' "$work/cg"
}
base=$(count "")
save=$(( $(count "save as $work/saved.json") - base ))
echo "open and quit: $base"
echo "save as: $save"
for format in "${@:-txt md html ics}"; do
  for one in $format; do
    cost=$(( $(count "export $work/out.$one") - base ))
    echo "export $one: $cost (×$(awk "BEGIN { printf \"%.2f\", $cost / $save }"))"
  done
done
