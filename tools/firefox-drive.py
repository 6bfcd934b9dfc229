#!/usr/bin/env python3
"""firefox-drive.py URL STEPS.json OUT.json — a page in a real, headless
Firefox ESR, driven over Marionette (the protocol Firefox speaks itself, a
length-prefixed JSON over TCP: no driver, no package), for what Firefox does
that Chromium does not.

Steps, in order; OUT is the list of the values of the "eval" steps:
  {"key": "ArrowDown"}   a key pressed and let go (one character, or a key
                         named as KeyboardEvent.key names it)
  {"type": "8 am"}       text typed, key by key
  {"eval": "js"}         an expression's value (awaited when a promise)
  {"wait": "js"}         until an expression is true (10 s at most)
"""
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time

KEYS = {"ArrowDown": "\ue015", "ArrowUp": "\ue013", "ArrowLeft": "\ue012", "ArrowRight": "\ue014",
        "Enter": "\ue007", "Escape": "\ue00c", "Tab": "\ue004", "F2": "\ue032", "Home": "\ue011",
        "End": "\ue010", " ": " "}


class Marionette:
    def __init__(self, port):
        deadline = time.monotonic() + 60
        while True:
            try:
                self.sock = socket.create_connection(("127.0.0.1", port), timeout=60)
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.2)
        self.buffer = b""
        self.id = 0
        self.read()  # the greeting

    def read(self):
        while b":" not in self.buffer:
            self.buffer += self.sock.recv(65536)
        length, _, rest = self.buffer.partition(b":")
        length = int(length)
        while len(rest) < length:
            rest += self.sock.recv(65536)
        self.buffer = rest[length:]
        return json.loads(rest[:length])

    def send(self, name, params=None):
        self.id += 1
        body = json.dumps([0, self.id, name, params or {}]).encode()
        self.sock.sendall(str(len(body)).encode() + b":" + body)
        while True:
            reply = self.read()
            if reply[0] == 1 and reply[1] == self.id:
                if reply[2]:
                    raise RuntimeError("%s: %s" % (name, reply[2]))
                return reply[3]


def main():
    url, steps_path, out_path = sys.argv[1:4]
    steps = json.load(open(steps_path))
    firefox = shutil.which("firefox-esr") or shutil.which("firefox")
    if not firefox:
        sys.exit("firefox-drive: no firefox-esr (make test-deps installs it)")
    profile = tempfile.mkdtemp(prefix="firefox-drive.")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with open(os.path.join(profile, "user.js"), "w") as prefs:
        for name, value in {"marionette.port": port, "browser.shell.checkDefaultBrowser": False,
                            "datareporting.policy.dataSubmissionEnabled": False,
                            "browser.startup.homepage_override.mstone": "ignore",
                            "app.update.disabledForTesting": True, "network.proxy.type": 0}.items():
            prefs.write("user_pref(%s, %s);\n" % (json.dumps(name), json.dumps(value)))
    env = dict(os.environ, MOZ_HEADLESS="1")
    process = subprocess.Popen([firefox, "--headless", "--marionette", "--no-remote", "--profile", profile,
                                "about:blank"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    values = []
    try:
        driver = Marionette(port)
        driver.send("WebDriver:NewSession", {"capabilities": {}})
        driver.send("WebDriver:Navigate", {"url": url})
        wait(driver, "document.body && document.body.dataset.ready === 'true'")
        for step in steps:
            if "key" in step:
                press(driver, KEYS.get(step["key"], step["key"]))
            elif "type" in step:
                for character in step["type"]:
                    press(driver, character)
            elif "wait" in step:
                wait(driver, step["wait"])
            elif "eval" in step:
                values.append(driver.send("WebDriver:ExecuteAsyncScript", {
                    "script": "const done = arguments[arguments.length - 1];"
                              " Promise.resolve(%s).then(done, (e) => done('error: ' + e));" % step["eval"],
                    "args": []})["value"])
            settle(driver)
        driver.send("WebDriver:DeleteSession")
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
        shutil.rmtree(profile, ignore_errors=True)
    json.dump(values, open(out_path, "w"))


def press(driver, key):
    driver.send("WebDriver:PerformActions", {"actions": [{"type": "key", "id": "keyboard", "actions": [
        {"type": "keyDown", "value": key}, {"type": "keyUp", "value": key}]}]})
    driver.send("WebDriver:ReleaseActions")


def wait(driver, expression):
    deadline = time.monotonic() + 10
    while not driver.send("WebDriver:ExecuteScript", {"script": "return !!(%s);" % expression, "args": []})["value"]:
        if time.monotonic() > deadline:
            sys.exit("firefox-drive: waited in vain for " + expression)
        time.sleep(0.05)


def settle(driver):
    """Until the page's requests and sayings are done, and a moment more."""
    wait(driver, "document.body.dataset.pending === '0'")
    time.sleep(0.15)


if __name__ == "__main__":
    main()
