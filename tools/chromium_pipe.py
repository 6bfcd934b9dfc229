"""Debian's headless Chromium driven through the DevTools protocol over a
pipe (--remote-debugging-pipe): Chromium reads commands on its fd 3 and
answers on its fd 4, each message ended by a NUL byte. Standard library
only; tools/ax-tree.py and tools/web-drive.py both use it.
"""
import json
import os
import shutil
import subprocess
import sys
import time
import tempfile


def chromium(tool):
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit(tool + ": chromium is not installed (make test installs it).")


class Chromium:
    """One headless Chromium with a profile of its own; `tool` names the
    script in its error messages, `arguments` are added to its command."""

    def __init__(self, tool, arguments=()):
        self.tool = tool
        to_read, to_write = os.pipe()
        from_read, from_write = os.pipe()
        self.profile = tempfile.mkdtemp(prefix=tool + "-")

        def child_fds():
            # Out of the way first: the pipes' own numbers may be 3 and 4.
            read_end, write_end = os.dup(to_read), os.dup(from_write)
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)
            os.close(read_end)
            os.close(write_end)

        self.process = subprocess.Popen(
            [chromium(tool), "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--user-data-dir=" + self.profile, "--remote-debugging-pipe", *arguments,
             "about:blank"],
            close_fds=False, preexec_fn=child_fds,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_read)
        os.close(from_write)
        self.writer = os.fdopen(to_write, "wb")
        self.reader = os.fdopen(from_read, "rb")
        self.buffered = b""
        self.counter = 0
        self.session = None

    # The events Chromium sent while commands waited, when a list is set:
    # (time, method, parameters), for a tool that says what the page did.
    events = None

    def attach(self):
        """A new tab, and this driver's commands going to it."""
        target = self.send("Target.createTarget", {"url": "about:blank"}, session=False)["targetId"]
        self.session = self.send(
            "Target.attachToTarget", {"targetId": target, "flatten": True}, session=False)["sessionId"]

    def post(self, method, params=None, session=True):
        """A command sent, without waiting for its result: its id."""
        self.counter += 1
        message = {"id": self.counter, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        self.writer.write(json.dumps(message).encode() + b"\0")
        self.writer.flush()
        return self.counter

    def send(self, method, params=None, session=True):
        """A command, and its result once Chromium answers it."""
        return self.receive(self.post(method, params, session))

    def receive(self, wanted=None, event=None):
        """The result of command `wanted`, or the parameters of the next
        `event`; anything else is passed over."""
        while True:
            while b"\0" not in self.buffered:
                chunk = self.reader.read1(1 << 20)
                if not chunk:
                    sys.exit(self.tool + ": chromium closed the pipe.")
                self.buffered += chunk
            raw, self.buffered = self.buffered.split(b"\0", 1)
            message = json.loads(raw)
            if self.events is not None and "method" in message:
                self.events.append((time.monotonic(), message["method"], message.get("params", {})))
            if wanted is not None and message.get("id") == wanted:
                if "error" in message:
                    sys.exit(self.tool + ": " + json.dumps(message["error"]))
                return message.get("result", {})
            if event is not None and message.get("method") == event:
                return message.get("params", {})

    def history(self):
        """Closes the browser as a person does, so that it writes what it
        keeps, and gives the addresses its History database holds."""
        import sqlite3
        try:
            self.post("Browser.close", session=False)
            self.process.wait(timeout=30)
        except Exception:  # noqa: BLE001 - a browser that will not close is killed by close()
            pass
        path = os.path.join(self.profile, "Default", "History")
        if not os.path.exists(path):
            return []
        database = sqlite3.connect("file:" + path + "?mode=ro", uri=True)
        try:
            return [row[0] for row in database.execute("SELECT url FROM urls")]
        finally:
            database.close()

    def close(self):
        self.process.kill()
        self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)
