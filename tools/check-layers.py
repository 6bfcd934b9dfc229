#!/usr/bin/env python3
"""check-layers.py: reads `swift package describe --type json` on stdin and
holds the package to its layers, each seeing only those below it:

    ItineraryCore -> ReorderCommands -> ItinExport -> ItinSession -> {ItinREPL, ItinWeb}
      -> ItinHosted -> itin-a11y

No library target reaches one above it or beside it, and ItinWeb (the
server) and ItinHosted (the trips store) reach neither GNU readline nor
the terminal REPL. Prints one
sentence per breach and exits 1, or says the layers hold."""
import json
import sys

LAYERS = ["ItineraryCore", "ReorderCommands", "ItinExport", "ItinSession", "ItinREPL|ItinWeb", "ItinHosted",
          "itin-a11y"]
RANK = {name: rank for rank, names in enumerate(LAYERS) for name in names.split("|")}

package = json.load(sys.stdin)
targets = {target["name"]: target.get("target_dependencies") or [] for target in package["targets"]}


def reach(name, seen=None):
    seen = set() if seen is None else seen
    for dependency in targets.get(name, []):
        if dependency not in seen:
            seen.add(dependency)
            reach(dependency, seen)
    return seen


breaches = []
for name, rank in RANK.items():
    if name not in targets:
        breaches.append("The target %s is missing." % name)
        continue
    for dependency in sorted(reach(name)):
        if dependency in RANK and RANK[dependency] >= rank:
            breaches.append("%s reaches %s, which is not below it." % (name, dependency))
for server in ("ItinWeb", "ItinHosted"):
    for forbidden in ("CItinReadline", "ItinREPL"):
        if forbidden in reach(server):
            breaches.append("%s reaches %s: a server must not link readline." % (server, forbidden))
if breaches:
    print("\n".join(breaches))
    sys.exit(1)
print("The layers hold: " + ", then ".join(layer.replace("|", " and ") for layer in LAYERS) + "; the servers have no readline.")
