# make test's summary of a `swift test` run: each issue recorded, with its
# details (the lines under it), a fatal error with the first lines after it,
# and the closing line. The whole run is in .build/test.log.
# The check marks are left out: a screen reader reads each "heavy check mark".
/^(✔|✘) Test run with / { sub(/^(✔|✘) /, ""); print; summary = 1; details = 0; next }
/^✘ Test .* recorded an issue/ { sub(/^✘ /, ""); print; details = 1; next }
/^↳ \/\/\// { next }
/^↳ / { if (details) print; next }
/^(◇|✔|✘) / { details = 0; next }
/Fatal error|fatal error:/ { print; crash = 12; next }
crash > 0 { print; crash--; next }
details { print; next }
END {
  if (!summary) print "The tests did not finish: see .build/test.log."
}
