#!/usr/bin/env python3
"""tools/ax-tree.py PAGE.html: the accessibility tree Chromium gives a
screen reader for a page, one node a line, indented by depth: its role, its
name in quotes, and its heading level. Headless Chromium is driven through
the DevTools protocol over a pipe (--remote-debugging-pipe), so nothing but
the standard library is needed: Accessibility.getFullAXTree is what assistive
technology reads. Nodes that are ignored, or generic with no name, are left
out, as a screen reader passes them over.
"""
import json
import os
import pathlib
import shutil
import signal
import subprocess
import sys
import tempfile


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("ax-tree: chromium is not installed (make test installs it).")


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: ax-tree.py PAGE.html")
    url = pathlib.Path(sys.argv[1]).resolve().as_uri()
    # A page that never loads, or a browser that never answers, is a
    # failure with a sentence, not a test that hangs.
    signal.signal(signal.SIGALRM, lambda *_: sys.exit("ax-tree: chromium gave no tree within 60 seconds."))
    signal.alarm(60)
    # Chromium reads commands on its fd 3 and answers on its fd 4.
    to_chrome_read, to_chrome_write = os.pipe()
    from_chrome_read, from_chrome_write = os.pipe()
    profile = tempfile.mkdtemp(prefix="ax-tree-")

    def child_fds():
        # Out of the way first: the pipes' own numbers may be 3 and 4.
        read_end, write_end = os.dup(to_chrome_read), os.dup(from_chrome_write)
        os.dup2(read_end, 3)
        os.dup2(write_end, 4)
        os.close(read_end)
        os.close(write_end)

    process = subprocess.Popen(
        [chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
         "--user-data-dir=" + profile, "--remote-debugging-pipe", "about:blank"],
        close_fds=False, preexec_fn=child_fds,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(to_chrome_read)
    os.close(from_chrome_write)
    writer = os.fdopen(to_chrome_write, "wb")
    reader = os.fdopen(from_chrome_read, "rb")
    buffered = b""
    counter = [0]

    def send(method, params=None, session=None):
        counter[0] += 1
        message = {"id": counter[0], "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        writer.write(json.dumps(message).encode() + b"\0")
        writer.flush()
        return counter[0]

    def receive(wanted=None, event=None):
        nonlocal buffered
        while True:
            while b"\0" not in buffered:
                chunk = reader.read1(65536)
                if not chunk:
                    sys.exit("ax-tree: chromium closed the pipe.")
                buffered += chunk
            raw, buffered = buffered.split(b"\0", 1)
            message = json.loads(raw)
            if wanted is not None and message.get("id") == wanted:
                if "error" in message:
                    sys.exit("ax-tree: " + json.dumps(message["error"]))
                return message.get("result", {})
            if event is not None and message.get("method") == event:
                return message.get("params", {})

    try:
        target = receive(send("Target.createTarget", {"url": "about:blank"}))["targetId"]
        session = receive(send("Target.attachToTarget", {"targetId": target, "flatten": True}))[
            "sessionId"]
        receive(send("Page.enable", session=session))
        send("Page.navigate", {"url": url}, session=session)
        receive(event="Page.loadEventFired")
        receive(send("Accessibility.enable", session=session))
        nodes = receive(send("Accessibility.getFullAXTree", session=session))["nodes"]
    finally:
        process.kill()
        process.wait()
        shutil.rmtree(profile, ignore_errors=True)

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
