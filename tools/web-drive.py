#!/usr/bin/env python3
"""tools/web-drive.py URL STEPS.json OUT.json [--lang xx] [--shots FOLDER]
[--axe axe.min.js] [--reduced-motion]: drives `itin-a11y serve`'s page in
Debian's headless Chromium through the DevTools protocol (over
--remote-debugging-pipe, standard library only), as a person would: keys
and pointer moves go in as input events, never as script calls.

STEPS is a list of steps:
  {"key": "ArrowDown", "modifiers": ["Alt"]}      a key pressed and released
  {"type": "text"}                                text typed where the focus is
  {"tabTo": "gridcell"}                           Tab until a node of this role has the focus
  {"mouse": "down"|"move"|"up", "x": .., "y": ..} the left button
  {"drag": [[x, y], ...]}                         press, move along, release
  {"observe": "NAME"}                             wait for the page, then look
  {"locate": "CSS"}                               where an element is, observed
  {"eval": "JS"}                                  an expression's value, observed
  {"swipes": true}                                the stops a phone's screen reader swipes through, in order
  {"tap": "CSS"}                                  a finger down and up on an element's middle (touch events)
  {"waitFor": "JS"}                               until the expression is true (another page's doing)
  {"signal": "PATH"}                              a file made, for a test waiting to drive another page
  {"waitForFile": "PATH"}                         until the test makes the file (it did its part), up to 10 minutes
  {"reload": true}                                the page loaded again, as F5 does
  {"navigate": "URL"}                             the tab goes to another address
With --network, a step that waits in vain says the page's requests too.
With --history FILE, the browser is closed as a person closes it, and the
addresses its History database kept are written to FILE, one a line.
An observation holds what the two live regions say, the focused node of
the accessibility tree (Accessibility.getFullAXTree: its role, name and
states), the tree's rows, menus, groups and dialogs with their states,
axe-core's violations when --axe is given, and a screenshot in FOLDER.
"""
import base64
import json
import os
import signal
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chromium_pipe import Chromium  # noqa: E402


KEYS = {
    "ArrowUp": 38, "ArrowDown": 40, "ArrowLeft": 37, "ArrowRight": 39, "Enter": 13,
    "Escape": 27, "Tab": 9, " ": 32, "Home": 36, "End": 35, "F10": 121, "F2": 113, "z": 90,
    "y": 89, "t": 84, "a": 65,
}
CODES = {" ": "Space", "z": "KeyZ", "y": "KeyY", "t": "KeyT", "a": "KeyA"}
BITS = {"Alt": 1, "Control": 2, "Meta": 4, "Shift": 8}


def main():
    args = sys.argv[1:]
    options = {}
    positional = []
    while args:
        arg = args.pop(0)
        if arg in ("--lang", "--shots", "--axe", "--history", "--trust-spki", "--phone-width"):
            options[arg] = args.pop(0)
        elif arg in ("--reduced-motion", "--phone", "--network"):
            options[arg] = True
        else:
            positional.append(arg)
    url, steps_path, out_path = positional
    steps = json.load(open(steps_path))
    signal.signal(signal.SIGALRM, lambda *_: sys.exit("web-drive: the page did not answer within 240 seconds."))
    signal.alarm(240)
    lang = options.get("--lang", "en")
    flags = ["--lang=" + lang, "--accept-lang=" + lang,
             "--window-size=1000,1800", "--force-renderer-accessibility"]
    # A certificate serve made, trusted by its key alone, as a companion
    # who compared its fingerprint trusts it.
    if "--trust-spki" in options:
        flags.append("--ignore-certificate-errors-spki-list=" + options["--trust-spki"])
    browser = Chromium("web-drive", flags)
    axe = open(options["--axe"]).read() if "--axe" in options else None
    shots = options.get("--shots")
    observations = []
    try:
        browser.attach()
        browser.send("Page.enable")
        browser.send("Runtime.enable")
        # With --network, the page's requests are kept, for a step that
        # waits in vain to say what the page asked and heard.
        if options.get("--network"):
            browser.events = []
            browser.send("Network.enable")
        browser.send("Accessibility.enable")
        if options.get("--phone") or "--phone-width" in options:
            # A phone's width, its screen touched.
            width = int(options.get("--phone-width", 390))
            browser.send("Emulation.setDeviceMetricsOverride",
                         {"width": width, "height": 700, "deviceScaleFactor": 2, "mobile": True})
            browser.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
        else:
            browser.send("Emulation.setDeviceMetricsOverride",
                         {"width": 1000, "height": 1800, "deviceScaleFactor": 1, "mobile": False})
        if options.get("--reduced-motion"):
            browser.send("Emulation.setEmulatedMedia",
                         {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
        started = time.monotonic()
        browser.send("Page.navigate", {"url": url})
        wait_for(browser, "document.body && document.body.dataset.ready === 'true'")
        observations.append({"loaded": round((time.monotonic() - started) * 1000, 1)})
        for step in steps:
            if "key" in step:
                press(browser, step["key"], step.get("modifiers", []))
                settle(browser)
            elif "type" in step:
                browser.send("Input.insertText", {"text": step["type"]})
                settle(browser)
            elif "tabTo" in step:
                # Tab until the focused node has this role: how many Tabs it
                # took (none when the focus is there already).
                focused = focused_node(browser)
                count = 0
                while count < 24 and not (focused and focused["role"] == step["tabTo"]):
                    count += 1
                    press(browser, "Tab", [])
                    settle(browser)
                    focused = focused_node(browser)
                observations.append({"tabs": count})
            elif "mouse" in step:
                x, y = step.get("x"), step.get("y")
                if "to" in step:
                    # An element's top, middle or bottom, where it is now.
                    box = evaluate(browser, """(() => { const e = document.querySelector(%s);
                        const b = e.getBoundingClientRect();
                        return [b.left + 40, b.top + 3, b.top + b.height / 2, b.bottom - 3]; })()"""
                                   % json.dumps(step["to"]))
                    x, y = box[0], {"top": box[1], "middle": box[2], "bottom": box[3]}[step.get("at", "middle")]
                mouse(browser, step["mouse"], x, y)
                settle(browser)
                if step["mouse"] == "up":
                    time.sleep(0.3)
                    settle(browser)
            elif "swipe" in step:
                # A finger down on an element's middle, moved by `dy` (or to
                # another element's bottom) in steps, and lifted.
                box = evaluate(browser, """(() => { const e = document.querySelector(%s);
                    const b = e.getBoundingClientRect();
                    return [b.left + b.width / 2, b.top + b.height / 2]; })()""" % json.dumps(step["swipe"]))
                x, y = box
                if "to" in step:
                    # Or to just above another element's bottom.
                    y_to = evaluate(browser, """document.querySelector(%s).getBoundingClientRect().bottom - 3"""
                                    % json.dumps(step["to"]))
                    step["dy"] = y_to - y
                touch(browser, "touchStart", x, y)
                for index in range(1, 13):
                    touch(browser, "touchMove", x, y + step["dy"] * index / 12)
                    settle(browser)
                touch(browser, "touchEnd", x, y + step["dy"])
                settle(browser)
                time.sleep(0.5)
                settle(browser)
            elif "drag" in step:
                points = step["drag"]
                mouse(browser, "down", *points[0])
                for point in points[1:]:
                    mouse(browser, "move", *point)
                    settle(browser)
                mouse(browser, "up", *points[-1])
                settle(browser)
                time.sleep(0.3)
                settle(browser)
            elif "locate" in step:
                box = evaluate(browser, """(() => { const e = document.querySelector(%s);
                    if (!e) return null; e.scrollIntoView({block: 'center'});
                    const b = e.getBoundingClientRect();
                    return {x: b.left + b.width / 2, y: b.top + b.height / 2, top: b.top,
                            bottom: b.bottom, left: b.left, width: b.width, height: b.height}; })()"""
                               % json.dumps(step["locate"]))
                observations.append({"locate": step["locate"], "box": box})
            elif "waitFor" in step:
                wait_for(browser, step["waitFor"])
            elif "waitForFile" in step:
                # The test's own part may wait its turn on a busy machine:
                # the page waits for it, and then has its usual time again.
                deadline = time.monotonic() + 600
                while not os.path.exists(step["waitForFile"]) and time.monotonic() < deadline:
                    time.sleep(0.05)
                if not os.path.exists(step["waitForFile"]):
                    sys.exit("web-drive: the test never made " + step["waitForFile"])
                signal.alarm(240)
            elif "signal" in step:
                settle(browser)
                open(step["signal"], "w").close()
            elif "eval" in step:
                observations.append({"eval": step["eval"], "value": evaluate(browser, step["eval"])})
            elif "tap" in step:
                # As a screen reader's double-tap acts: a touch at the
                # element's middle, which the browser turns into a click.
                box = evaluate(browser, """(() => { const e = document.querySelector(%s);
                    e.scrollIntoView({block: 'center'}); const b = e.getBoundingClientRect();
                    return [b.left + b.width / 2, b.top + b.height / 2]; })()""" % json.dumps(step["tap"]))
                touch(browser, "touchStart", *box)
                touch(browser, "touchEnd", *box)
                settle(browser)
            elif "swipes" in step:
                settle(browser)
                observations.append({"swipes": reading_order(browser)})
            elif "navigate" in step:
                browser.send("Page.navigate", {"url": step["navigate"]})
                time.sleep(0.5)
            elif "reload" in step:
                evaluate(browser, "window.itinBeforeReload = true")
                browser.send("Page.reload")
                wait_for(browser, "!window.itinBeforeReload && document.body && document.body.dataset.ready === 'true'")
            elif "observe" in step:
                settle(browser)
                observations.append(observe(browser, step["observe"], axe, shots))
    finally:
        if "--history" in options:
            with open(options["--history"], "w") as history:
                history.write("".join(url + "\n" for url in browser.history()))
        browser.close()
    json.dump(observations, open(out_path, "w"), indent=1, ensure_ascii=False)


def evaluate(browser, expression):
    result = browser.send("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                               "awaitPromise": True})
    if "exceptionDetails" in result:
        sys.exit("web-drive: " + json.dumps(result["exceptionDetails"])[:2000])
    return result.get("result", {}).get("value")


def wait_for(browser, condition, seconds=60):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if evaluate(browser, "Boolean(" + condition + ")"):
            return
        time.sleep(0.02)
    # What the page was doing, for whoever reads why it failed: where it
    # is, what it says, and the requests it made, with their answers.
    seen = evaluate(browser, """JSON.stringify({at: location.href,
        pending: document.body.dataset.pending,
        said: [...document.querySelectorAll('[aria-live]')].map(e => e.textContent).join(' | '),
        requests: performance.getEntriesByType('resource').slice(-30).map(e =>
            [Math.round(e.startTime), Math.round(e.duration), e.responseStatus, e.name])})""")
    sys.exit("web-drive: waited in vain for " + condition + "; the page: " + str(seen)[:6000]
             + network(browser))


def network(browser):
    """The page's requests as Chromium told of them, with --network: when
    each began, was answered, failed or ended, and the event streams'
    messages."""
    if browser.events is None:
        return ""
    start = browser.events[0][0] if browser.events else 0
    lines = []
    for at, method, params in browser.events:
        if method == "Network.requestWillBeSent":
            what = params["request"]["method"] + " " + params["request"]["url"]
        elif method == "Network.responseReceived":
            what = str(params["response"]["status"]) + " " + params["response"]["url"]
        elif method == "Network.loadingFailed":
            what = params.get("errorText", "") + (" canceled" if params.get("canceled") else "")
        elif method == "Network.eventSourceMessageReceived":
            what = params.get("data", "")[:80]
        elif method in ("Network.loadingFinished", "Runtime.consoleAPICalled",
                        "Runtime.exceptionThrown"):
            what = json.dumps(params)[:200] if method != "Network.loadingFinished" else ""
        else:
            continue
        lines.append("%.2f %s %s %s" % (at - start, method.split(".")[1], params.get("requestId", ""), what))
    return "\nThe page's requests:\n" + "\n".join(lines[-80:])


def settle(browser):
    """Until the page has no request in flight, and its regions are written."""
    wait_for(browser, "document.body.dataset.pending === '0'")
    time.sleep(0.08)
    wait_for(browser, "document.body.dataset.pending === '0'")


def press(browser, key, modifiers):
    bits = sum(BITS[name] for name in modifiers)
    code = CODES.get(key, key if len(key) > 1 else "Key" + key.upper())
    params = {"key": key, "code": code, "windowsVirtualKeyCode": KEYS.get(key, 0),
              "nativeVirtualKeyCode": KEYS.get(key, 0), "modifiers": bits}
    text = {"Enter": "\r", " ": " ", "t": "t"}.get(key)
    if text and not (bits & 3):
        browser.send("Input.dispatchKeyEvent", dict(params, type="keyDown", text=text))
    else:
        browser.send("Input.dispatchKeyEvent", dict(params, type="rawKeyDown"))
    browser.send("Input.dispatchKeyEvent", dict(params, type="keyUp"))


def mouse(browser, kind, x, y):
    types = {"down": "mousePressed", "move": "mouseMoved", "up": "mouseReleased"}
    params = {"type": types[kind], "x": x, "y": y, "button": "left",
              "buttons": 0 if kind == "up" else 1, "clickCount": 1 if kind != "move" else 0}
    browser.send("Input.dispatchMouseEvent", params)


def touch(browser, kind, x, y):
    points = [] if kind == "touchEnd" else [{"x": x, "y": y, "id": 1}]
    browser.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})


def focused_node(browser):
    for node in browser.send("Accessibility.getFullAXTree")["nodes"]:
        for prop in node.get("properties", []):
            if prop["name"] == "focused" and prop["value"].get("value") and not node.get("ignored"):
                role = (node.get("role") or {}).get("value", "")
                if role != "RootWebArea":
                    return {"role": role, "name": (node.get("name") or {}).get("value", "")}
    return None


# What a swipe stops on, as VoiceOver and TalkBack move through a page: a
# control or a heading (what is inside it is its name, not a stop of its
# own), and any text outside one. A grid's cell is a stop unless a control
# is in it: then the control is.
STOPS = {"button", "combobox", "textbox", "menuitem", "gridcell", "link", "checkbox", "radio",
         "heading", "image", "slider", "switch", "tab", "option"}
CONTROLS = STOPS - {"gridcell", "heading", "image"}


def reading_order(browser):
    """The stops of the accessibility tree, in its order, each "role: name"."""
    nodes = browser.send("Accessibility.getFullAXTree")["nodes"]
    by_id = {node["nodeId"]: node for node in nodes}
    children = {node["nodeId"]: node.get("childIds", []) for node in nodes}
    root = next(node for node in nodes if not node.get("parentId"))
    stops = []

    def has_control(node_id):
        for child in children.get(node_id, []):
            node = by_id.get(child)
            if node is None:
                continue
            role = (node.get("role") or {}).get("value", "")
            if (not node.get("ignored") and role in CONTROLS) or has_control(child):
                return True
        return False

    def walk(node_id):
        node = by_id.get(node_id)
        if node is None:
            return
        role = (node.get("role") or {}).get("value", "")
        name = (node.get("name") or {}).get("value", "").strip()
        if not node.get("ignored"):
            if role in STOPS and not (role == "gridcell" and has_control(node_id)):
                stops.append(role + ": " + name)
                return
            if role == "StaticText" and name:
                stops.append("text: " + name)
                return
        for child in children.get(node_id, []):
            walk(child)

    walk(root["nodeId"])
    return stops


SHOWN = {"grid", "row", "gridcell", "menu", "group", "menuitem", "dialog", "heading", "button",
         "combobox", "status", "list", "listitem", "main", "complementary", "region"}


def observe(browser, name, axe, shots):
    nodes = browser.send("Accessibility.getFullAXTree")["nodes"]
    by_id = {node["nodeId"]: node for node in nodes}

    def value(node, key):
        return (node.get(key) or {}).get("value", "")

    def states(node):
        found = {}
        for prop in node.get("properties", []):
            if prop["name"] in ("focused", "selected", "expanded", "disabled", "modal",
                                "hasPopup", "level", "multiselectable", "live"):
                found[prop["name"]] = prop["value"].get("value")
        return found

    def ancestors(node):
        names = []
        parent = node.get("parentId")
        while parent and parent in by_id:
            up = by_id[parent]
            if value(up, "role") in ("group", "menu", "grid", "dialog"):
                names.append(value(up, "role") + ":" + value(up, "name"))
            parent = up.get("parentId")
        return names

    tree = []
    focused = None
    for node in nodes:
        if node.get("ignored"):
            continue
        role = value(node, "role")
        entry = {"role": role, "name": value(node, "name"), "states": states(node)}
        if entry["states"].get("focused") and role not in ("RootWebArea",):
            focused = dict(entry, within=ancestors(node))
        if role in SHOWN:
            entry["within"] = ancestors(node)
            tree.append(entry)
    page = evaluate(browser, """(() => ({
        // The polite region's sentence, or the answer a row said as the
        // focus arrived on it (the page empties the regions then).
        said: document.body.dataset.said || document.body.dataset.arrived || '',
        saidNow: document.body.dataset.saidNow || '',
        // Every sentence still in the regions, in the order it was said.
        sentences: Array.from(document.querySelectorAll('header .said > p'))
          .sort((a, b) => Number(a.dataset.seq) - Number(b.dataset.seq)).map(e => e.textContent),
        lang: document.documentElement.lang,
        note: document.getElementById('drag-note').hidden ? '' : document.getElementById('drag-note').textContent,
        insertion: !document.getElementById('insertion').hidden,
        lifted: Array.from(document.querySelectorAll('.lifted')).map(e => e.dataset.id),
        invalid: Array.from(document.querySelectorAll('.invalid')).map(e => e.dataset.id),
        rows: Array.from(document.querySelectorAll('#days [role=row].item:not([data-leaving])')).map(e =>
          [Number(e.dataset.day), e.dataset.id]),
        days: document.querySelectorAll('#days .day-row').length,
        ideas: Array.from(document.querySelectorAll('#ideas [data-idea]')).map(e => e.dataset.idea),
        active: document.activeElement ? document.activeElement.className + '|' + (document.activeElement.id || '') : ''
      }))()""")
    observation = {"observe": name, "focused": focused, "tree": tree, **page}
    if axe is not None:
        evaluate(browser, axe + ";0")
        result = evaluate(browser, """axe.run(document, {resultTypes: ['violations']}).then(r =>
            r.violations.map(v => v.id + ' ' + v.impact + ' ' + v.nodes.map(n => n.target.join(' ')).join(', ')))""")
        observation["axe"] = result
    if shots:
        os.makedirs(shots, exist_ok=True)
        shot = browser.send("Page.captureScreenshot", {"format": "png"})
        path = os.path.join(shots, name + ".png")
        with open(path, "wb") as file:
            file.write(base64.b64decode(shot["data"]))
        observation["screenshot"] = path
    return observation


main()
