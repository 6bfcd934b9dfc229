# The man page that swift-argument-parser's generate-manual writes, made true
# to itin-a11y: it has no subcommands (the generator lists a "help" one and
# "subcommand" in the synopsis), a blank line in mdoc is a paragraph break
# (.Pp), and the exit status is itin-a11y's own, not the generic one.
/^\.Ar subcommand$/ { next }
/^\.It Em help$/ { skipping = 1; next }
skipping && /^\.El$/ { skipping = 0; next }
skipping { next }
/^$/ { print ".Pp"; next }
/^\.Ex -std$/ {
  print "itin-a11y exits 0 when the session ended, the checked file is valid, or the replayed recording matches."
  print ".Pp"
  print "It exits 1 when the trip file is not valid or cannot be read, the recording cannot or may not be written, the replay differs, another itin-a11y session has the file open (through a pipe), or an answer cannot be written."
  print ".Pp"
  print "It exits 64 when the arguments are wrong: one sentence on standard error says what."
  next
}
{ print }
