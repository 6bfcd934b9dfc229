#!/usr/bin/env python3
"""tools/ax-tree.py PAGE.html: the accessibility tree Chromium gives a
screen reader for a page, one node a line, indented by depth: its role, its
name in quotes, and its heading level. Headless Chromium is driven through
the DevTools protocol over a pipe (--remote-debugging-pipe), so nothing but
the standard library is needed: Accessibility.getFullAXTree is what assistive
technology reads. Nodes that are ignored, or generic with no name, are left
out, as a screen reader passes them over.
"""
import os
import pathlib
import signal
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chromium_pipe import Chromium  # noqa: E402


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: ax-tree.py PAGE.html")
    url = pathlib.Path(sys.argv[1]).resolve().as_uri()
    # A page that never loads, or a browser that never answers, is a
    # failure with a sentence, not a test that hangs.
    signal.signal(signal.SIGALRM, lambda *_: sys.exit("ax-tree: chromium gave no tree within 60 seconds."))
    signal.alarm(60)
    browser = Chromium("ax-tree")
    try:
        browser.attach()
        browser.send("Page.enable")
        browser.post("Page.navigate", {"url": url})
        browser.receive(event="Page.loadEventFired")
        browser.send("Accessibility.enable")
        nodes = browser.send("Accessibility.getFullAXTree")["nodes"]
    finally:
        browser.close()

    by_id = {node["nodeId"]: node for node in nodes}

    def value(node, key):
        return (node.get(key) or {}).get("value", "")

    def show(node, depth):
        role = value(node, "role")
        name = value(node, "name")
        shown = not node.get("ignored") and not (role in ("generic", "none") and not name)
        if role == "InlineTextBox" or role == "StaticText" and node.get("parentId") and value(
                by_id.get(node["parentId"], {}), "name") == name:
            shown = False
        if shown:
            level = ""
            for prop in node.get("properties", []):
                if prop["name"] == "level":
                    level = " level " + str(prop["value"]["value"])
            print("  " * depth + role + (' "' + name + '"' if name else "") + level)
        for child in node.get("childIds", []):
            if child in by_id:
                show(by_id[child], depth + 1 if shown else depth)

    roots = [node for node in nodes if "parentId" not in node]
    for root in roots:
        show(root, 0)


main()
