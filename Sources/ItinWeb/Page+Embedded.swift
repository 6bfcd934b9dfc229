// swift-format-ignore-file
// Made by `make page` from the files in Sources/ItinWeb/Page/: edit those, not this.

extension Page {
  /// Sources/ItinWeb/Page/index.html, without its last line break.
  static let html = ####"""
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>itin-a11y</title>
<link rel="stylesheet" href="/app.css">
<script src="/app.js" defer></script>
</head>
<body data-pending="0">
<header>
<h1 id="title">itin-a11y</h1>
<p id="summary"></p>
<div class="bar">
<button type="button" id="undo" aria-keyshortcuts="Control+Z" aria-disabled="true">Undo</button>
<button type="button" id="redo" aria-keyshortcuts="Control+Shift+Z" aria-disabled="true">Redo</button>
<button type="button" id="save">Save</button>
<label for="language" id="language-label">Language</label>
<select id="language">
<option value="en" lang="en">English</option>
<option value="es" lang="es">Español</option>
<option value="de" lang="de">Deutsch</option>
<option value="fr" lang="fr">Français</option>
</select>
</div>
<div id="question" hidden>
<p id="question-text"></p>
<button type="button" id="yes">Yes</button>
<button type="button" id="no">No</button>
</div>
<p id="said" class="said" aria-live="polite" aria-atomic="true"></p>
<p id="said-now" class="said" aria-live="assertive" aria-atomic="true"></p>
</header>
<main>
<div id="days"></div>
<div id="menu" role="menu" hidden></div>
<div id="insertion" class="insertion" hidden></div>
<p id="drag-note" class="drag-note" hidden></p>
</main>
<section id="plan-panel" aria-labelledby="plan-heading">
<h2 id="plan-heading">Plan</h2>
<p class="bar"><label for="new-title" id="new-title-label">New item</label>
<input type="text" id="new-title" autocomplete="off">
<label for="new-day" id="new-day-label">Day</label>
<select id="new-day"></select>
<label for="new-time" id="new-time-label">Time, if any</label>
<input type="text" id="new-time" autocomplete="off">
<button type="button" id="new-add">Add</button></p>
<p><button type="button" id="add-day">Add a day</button></p>
<p class="bar"><label for="day-pick" id="day-pick-label">Day</label>
<select id="day-pick"></select>
<label for="day-text" id="day-text-label">Label or city</label>
<input type="text" id="day-text" autocomplete="off">
<button type="button" id="day-label">Set the label</button>
<button type="button" id="day-city">Set the city</button>
<button type="button" id="day-remove">Remove the day</button></p>
<p class="bar"><label for="start-text" id="start-text-label">First day's date</label>
<input type="text" id="start-text" autocomplete="off">
<button type="button" id="start-set">Set the date</button></p>
</section>
<aside id="ideas-panel" aria-labelledby="ideas-heading">
<h2 id="ideas-heading">Ideas</h2>
<ul id="ideas"></ul>
</aside>
<section id="keys-panel" aria-labelledby="keys-heading">
<h2 id="keys-heading">Keys</h2>
<ul id="keys"></ul>
</section>
<dialog id="choose" aria-labelledby="choose-title">
<h2 id="choose-title"></h2>
<p><label for="choose-day" id="choose-day-label">Day</label>
<select id="choose-day"></select></p>
<p><label for="choose-position" id="choose-position-label">Position</label>
<select id="choose-position"></select></p>
<p><button type="button" id="choose-go">Move</button>
<button type="button" id="choose-cancel">Cancel</button></p>
</dialog>
<dialog id="edit" aria-labelledby="edit-title" aria-describedby="edit-said">
<h2 id="edit-title"></h2>
<p id="edit-said" class="said"></p>
<p><label for="edit-text" id="edit-label"></label>
<input type="text" id="edit-text" autocomplete="off"></p>
<p><button type="button" id="edit-go">OK</button>
<button type="button" id="edit-cancel">Cancel</button></p>
</dialog>
</body>
</html>
"""####

  /// Sources/ItinWeb/Page/app.js, without its last line break.
  static let script = ####"""
"use strict";
// itin-a11y serve: renders what the server says, sends what the user did.
// It decides nothing itself: every move, and every drag's target, is asked.
(function () {
  // The address's token, after its "#" (which no request carries), is good
  // for one page load: it is traded at once for this page's key, which the
  // browser keeps in a cookie this script never sees, and taken out of the
  // address bar. A reload goes on with the cookie.
  const invitation = new URLSearchParams(location.hash.slice(1)).get("token");
  if (location.hash) history.replaceState(null, "", location.pathname);
  // This page load's own name, so that a grab or a drag it began ends
  // when it goes away.
  const pageName = Array.from(crypto.getRandomValues(new Uint8Array(12)),
    (byte) => byte.toString(16).padStart(2, "0")).join("");
  const $ = (id) => document.getElementById(id);
  const shipped = ["en", "es", "de", "fr"];
  let lang = localStorage.getItem("itin-language") ||
    (navigator.languages || [navigator.language]).map((l) => l.slice(0, 2).toLowerCase())
      .find((l) => shipped.includes(l)) || "en";
  let words = {};
  let status = { grabbed: [] };
  let ideas = [];
  let dayCount = 0;
  let current = null; // the item id whose cell is the tab stop

  // Requests in flight, for a test to wait on: none once the page is still.
  let pending = 0;
  function counted(promise) {
    document.body.dataset.pending = String(++pending);
    return promise.finally(() => { document.body.dataset.pending = String(--pending); });
  }
  function ask(path) {
    const join = path.includes("?") ? "&" : "?";
    return counted(fetch(path + join + "lang=" + lang, { headers: { "X-Itin-Page": pageName } })
      .then(answered, unreachable));
  }
  // One change at a time, in the order the user made them: each answer is
  // drawn before the next change is sent, with the revision it was drawn
  // at (another revision, from another page, gets the whole trip back).
  let queue = Promise.resolve();
  let revision = null;
  // `silent`: the answer is drawn but not said, for its caller to say.
  function send(body, silent) {
    const sent = queue.then(() => counted(fetch("/api/do?lang=" + lang, {
      method: "POST", headers: { "X-Itin-Page": pageName, "Content-Type": "application/json" },
      body: JSON.stringify(Object.assign({ revision }, body)),
    }).then(answered, unreachable).then((answer) => { if (answer) apply(answer, body.act, silent); return answer; })));
    queue = sent.catch(() => null);
    return sent;
  }
  function answered(response) {
    return response.json().then((json) => {
      if (!response.ok) { say(json.said || [], true); return null; }
      return json;
    });
  }
  function unreachable() { say([words.unreachable || "The trip cannot be reached."], true); return null; }

  // What the server said goes into a live region under the toolbar: the
  // polite one, or the assertive one for a refusal or a warning. Nothing
  // the user sets can silence them: ariaNotify is not used, since Orca over
  // Chromium heard nothing through it (docs/decisions.md), and the choice
  // an earlier page remembered is forgotten.
  localStorage.removeItem("itin-notify");
  // Each sentence after the one before, even when one waited for the focus.
  let nextAt = 0;
  // Before a modal dialog opens, the regions are emptied: when it closes,
  // the page behind it comes back, and Orca over Chromium read an answer
  // still in a region as if it were new, before the dialog's own answer.
  function quiet() {
    $("said").textContent = "";
    $("said-now").textContent = "";
  }
  function say(lines, assertive, delay) {
    if (!lines || !lines.length) return;
    const at = Math.max(Date.now() + (delay || 30), nextAt + 10);
    nextAt = at;
    const text = lines.join(" ");
    const region = assertive ? $("said-now") : $("said");
    const other = assertive ? $("said") : $("said-now");
    // A new text node, a moment later: the same sentence twice is said twice.
    document.body.dataset.pending = String(++pending);
    setTimeout(() => {
      other.textContent = "";
      region.textContent = text;
      document.body.dataset.pending = String(--pending);
    }, at - Date.now());
  }

  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, (all, name) => (name in values ? values[name] : all));
  }

  // --- Rendering ---------------------------------------------------------

  function renderTrip(trip) {
    words = trip.words;
    document.documentElement.lang = trip.language;
    $("language").value = trip.language;
    document.title = trip.title;
    $("title").textContent = trip.title;
    $("summary").textContent = trip.summary;
    $("undo").textContent = words.undo;
    $("redo").textContent = words.redo;
    $("save").textContent = words.save;
    $("language-label").textContent = words.language;
    $("yes").textContent = words.yes;
    $("no").textContent = words.no;
    $("ideas-heading").textContent = words.ideas;
    $("keys-heading").textContent = words.keysHeading;
    $("choose-day-label").textContent = words.day;
    $("choose-position-label").textContent = words.position;
    $("choose-cancel").textContent = words.cancel;
    $("plan-heading").textContent = words.plan;
    $("new-title-label").textContent = words.newItem;
    $("new-time-label").textContent = words.newTime;
    $("new-day-label").textContent = words.day;
    $("new-add").textContent = words.add;
    $("add-day").textContent = words.addDay;
    $("day-pick-label").textContent = words.day;
    $("day-text-label").textContent = words.dayText;
    $("day-label").textContent = words.setLabel;
    $("day-city").textContent = words.setCity;
    $("day-remove").textContent = words.removeDay;
    $("start-text-label").textContent = words.start;
    $("start-set").textContent = words.setStart;
    $("edit-go").textContent = words.ok;
    $("edit-cancel").textContent = words.cancel;
    const keys = $("keys");
    keys.replaceChildren(...["keys.arrows", "keys.move", "keys.grab", "keys.select", "keys.menu",
      "keys.edit", "keys.undo", "keys.drag"].map((name) => element("li", {}, words[name])));
    const days = $("days");
    days.replaceChildren(...trip.days.map(renderDay));
    renderIdeas(trip.ideas);
    renderStatus(trip.status);
    if (!current || !cell(current)) {
      const first = days.querySelector("[role=row]");
      current = first ? first.dataset.id : null;
    }
    roving();
  }

  function element(name, attributes, text) {
    const made = document.createElement(name);
    for (const [key, value] of Object.entries(attributes)) made.setAttribute(key, value);
    if (text !== undefined) made.textContent = text;
    return made;
  }

  function renderDay(day) {
    // No name on the section: a region a day would be 365 landmarks, and
    // the heading already marks the day.
    const section = element("section", { class: "day", "data-day": day.day,
      "data-place": day.place, id: "section-" + day.day });
    section.append(element("h2", { id: "day-" + day.day }, day.heading));
    if (!day.items.length) {
      section.append(element("p", { class: "empty", "data-day": day.day }));
      return section;
    }
    const grid = element("div", { role: "grid", "aria-labelledby": "day-" + day.day,
      "aria-multiselectable": "true", "data-day": day.day });
    grid.append(...day.items.map(renderRow));
    section.append(grid);
    return section;
  }

  function renderRow(item) {
    const row = element("div", { role: "row", "aria-selected": String(item.selected),
      "data-id": item.id, class: item.fixed ? "fixed" : "" });
    const title = element("div", { role: "gridcell", class: "title", tabindex: "-1" }, item.line);
    const menuCell = element("div", { role: "gridcell" });
    const button = element("button", { type: "button", tabindex: "-1", "aria-haspopup": "menu",
      "aria-expanded": "false", "aria-label": fill(words.moveItem, { title: item.title }),
      class: "move", "data-title": item.title }, words.move);
    menuCell.append(button);
    row.append(title, menuCell);
    return row;
  }

  // A grid's rows, less those on their way out.
  function live(grid) { return Array.from(grid.querySelectorAll("[role=row]:not([data-leaving])")); }

  // A row drawn again in place: the element with the focus stays the
  // element with the focus, so a screen reader says the answer, not the
  // row again.
  function updateRow(row, item) {
    row.setAttribute("aria-selected", String(item.selected));
    row.className = item.fixed ? "fixed" : "";
    row.querySelector(".title").textContent = item.line;
    const button = row.querySelector("button");
    button.setAttribute("aria-label", fill(words.moveItem, { title: item.title }));
    button.dataset.title = item.title;
    return row;
  }

  // Puts `rows` in place of `oldCount` rows from `start`, never moving
  // `keep` (the focused row) itself: the others go around it.
  function placeRows(grid, start, oldCount, rows, keep) {
    const present = live(grid);
    const old = present.slice(start, start + oldCount);
    const after = present[start + oldCount] || null;
    const kept = keep && rows.includes(keep) && old.includes(keep);
    for (const row of old) {
      // The focused row that leaves this day stays until the focus is on
      // its new row: removed first, the focus would fall to the page, and
      // a screen reader would start reading from there.
      if (row === keep && !kept) {
        row.dataset.leaving = "true";
        leaving.push(row);
      }
      else if (!kept || row !== keep) row.remove();
    }
    if (kept) {
      const at = rows.indexOf(keep);
      rows.slice(0, at).forEach((row) => grid.insertBefore(row, keep));
      rows.slice(at + 1).forEach((row) => grid.insertBefore(row, after));
    } else {
      rows.forEach((row) => grid.insertBefore(row, after));
    }
  }

  // The rows of a day that changed: from the rank `first`, in the day of
  // `count` items; the whole day when they are all of it.
  function patchDay(day, keep) {
    const old = $("section-" + day.day);
    const grid = old && old.querySelector("[role=grid]");
    // A day left empty that holds the focused row: the row stays until the
    // focus has moved (see apply), then the grid goes.
    if (grid && day.count === 0 && keep && keep.parentElement === grid) {
      old.querySelector("h2").textContent = day.heading;
      old.dataset.place = day.place;
      placeRows(grid, 0, live(grid).length, [], keep);
      return;
    }
    if (!old || !grid || day.count === 0) {
      if (old) old.replaceWith(renderDay(day));
      return;
    }
    old.querySelector("h2").textContent = day.heading;
    old.dataset.place = day.place;
    const rows = day.items.map((item) =>
      keep && keep.dataset.id === item.id && keep.parentElement === grid ? updateRow(keep, item) : renderRow(item));
    // To the day's end when the rows reach it: the day may have had more.
    const toEnd = day.first - 1 + day.items.length === day.count;
    const oldCount = toEnd ? live(grid).length - (day.first - 1) : day.items.length;
    placeRows(grid, day.first - 1, oldCount, rows, keep);
  }

  function renderIdeas(list) {
    ideas = list;
    const panel = $("ideas");
    if (!list.length) { panel.replaceChildren(element("li", {}, words.noIdeas)); return; }
    panel.replaceChildren(...list.map((idea) => {
      const item = element("li", { "data-idea": idea.id });
      item.append(element("span", { class: "line" }, idea.line),
        element("button", { type: "button", class: "add" }, fill(words.addIdea, { title: idea.title })));
      return item;
    }));
  }

  // A day as a list of days names it ("Day 2, Saturday, June 6,
  // Milwaukee"), as its section holds it; a bare number never.
  function dayName(day) {
    const section = $("section-" + day);
    return (section && section.dataset.place) || fill(words.day + " {day}", { day });
  }
  // The names of the days in every picker, once the days are drawn.
  function nameDays() {
    for (const picker of [$("new-day"), $("day-pick"), $("choose-day")]) {
      for (const option of picker.options) option.textContent = dayName(Number(option.value));
    }
  }

  function renderStatus(next) {
    status = next;
    revision = next.revision;
    for (const picker of [$("new-day"), $("day-pick")]) {
      if (dayCount === next.dayCount && picker.options.length) continue;
      const chosen = picker.value;
      picker.replaceChildren(...Array.from({ length: next.dayCount }, (_, index) =>
        element("option", { value: index + 1 }, String(index + 1))));
      if (chosen && Number(chosen) <= next.dayCount) picker.value = chosen;
    }
    dayCount = next.dayCount;
    // The days are drawn before the status, in a whole trip and an answer.
    nameDays();
    // aria-disabled, not disabled: a focused button that became disabled
    // would drop the focus to the page.
    $("undo").setAttribute("aria-disabled", String(!next.canUndo));
    $("redo").setAttribute("aria-disabled", String(!next.canRedo));
    $("undo").title = next.undoLabel || "";
    $("redo").title = next.redoLabel || "";
    $("question").hidden = !next.question;
    $("question-text").textContent = next.question || "";
    for (const row of document.querySelectorAll("[role=row]")) {
      row.classList.toggle("grabbed", next.grabbed.includes(row.dataset.id));
    }
  }

  // An answer: the days it touched drawn again, then what it says.
  // The page keeps its own focus; an undo or a redo goes to the item it
  // moved back, as the REPL's focus does. The focused row is drawn again in
  // place, so the focus stays on it; when it must move, the answer waits
  // for the screen reader to say where it went, or it would be cut off.
  let leaving = [];
  function apply(answer, act, silent) {
    const days = $("days");
    leaving = [];
    const hadFocus = days.contains(document.activeElement);
    const before = document.activeElement;
    const keep = hadFocus ? before.closest("[role=row]") : null;
    // Where the focus goes if its item leaves the trip: the next row of its
    // day, else the one before.
    const near = keep ? [keep.nextElementSibling, keep.previousElementSibling]
      .filter((one) => one && one.matches("[role=row]:not([data-leaving])"))
      .map((one) => one.dataset.id) : [];
    if (answer.full) {
      days.replaceChildren(...answer.days.map(renderDay));
    } else {
      for (const day of answer.days) patchDay(day, keep);
    }
    if (answer.ideas) renderIdeas(answer.ideas);
    if (answer.summary) $("summary").textContent = answer.summary;
    renderStatus(answer.status);
    if (answer.status.grabbed.length) current = answer.status.grabbed[0];
    else if ((act === "undo" || act === "redo") && cell(answer.status.focus)) current = answer.status.focus;
    // An idea added from its dialog: on to the item it became.
    const added = act === "add-idea" && cell(answer.status.focus);
    if (added) current = answer.status.focus;
    if (!cell(current)) current = near.find((id) => cell(id)) || null;
    if (!cell(current)) {
      const first = days.querySelector("[role=row]:not([data-leaving])");
      current = first ? first.dataset.id : null;
    }
    roving();
    let moved = false;
    const lost = document.activeElement !== before || leaving.includes(keep);
    if (added || (hadFocus && (lost || (keep && keep.dataset.id !== current)))) {
      focusCurrent();
      moved = true;
    }
    // The row the focus left goes out of sight now, and out of the page a
    // moment later: a screen reader that learns of its removal before the
    // focus has moved would read from the day's heading instead, and drop
    // the answer.
    if (leaving.length) {
      const gone = leaving;
      for (const row of gone) row.classList.add("leaving");
      document.body.dataset.pending = String(++pending);
      setTimeout(() => {
        for (const row of gone) {
          const grid = row.parentElement;
          row.remove();
          // A day left empty: its grid goes too, and says it has no items.
          if (grid && !grid.querySelector("[role=row]")) {
            grid.insertAdjacentElement("afterend", element("p", { class: "empty", "data-day": grid.dataset.day }));
            grid.remove();
          }
        }
        document.body.dataset.pending = String(--pending);
      }, 1000);
    }
    leaving = [];
    if (!silent) say(answer.said, answer.assertive, moved ? 400 : 30);
  }

  function row(id) {
    return document.querySelector('[role=row][data-id="' + CSS.escape(id) + '"]:not([data-leaving])');
  }
  function cell(id) { const found = id && row(id); return found ? found.querySelector(".title") : null; }
  function roving() {
    for (const node of document.querySelectorAll('#days [tabindex="0"]')) node.tabIndex = -1;
    const target = cell(current);
    if (target) target.tabIndex = 0;
  }
  function focusCurrent() { const target = cell(current); if (target) target.focus(); }

  // --- Keys ----------------------------------------------------------------

  function rows() { return Array.from(document.querySelectorAll("#days [role=row]:not([data-leaving])")); }

  function go(rowElement, column) {
    if (!rowElement) return;
    current = rowElement.dataset.id;
    roving();
    const target = column === 1 ? rowElement.querySelector("button") : rowElement.querySelector(".title");
    if (column === 1) { target.tabIndex = 0; rowElement.querySelector(".title").tabIndex = -1; }
    target.focus();
  }

  $("days").addEventListener("keydown", (event) => {
    const rowElement = event.target.closest("[role=row]");
    if (!rowElement) return;
    const id = rowElement.dataset.id;
    const onButton = event.target.matches("button");
    const all = rows();
    const index = all.indexOf(rowElement);
    const grid = rowElement.parentElement;
    const inDay = live(grid);
    const grabbed = status.grabbed.length > 0;
    let handled = true;
    if (grabbed && (event.key === "ArrowUp" || event.key === "ArrowDown")) {
      send({ act: "move", id, move: event.key === "ArrowUp" ? "up" : "down" });
    } else if (grabbed && event.key === "Enter") {
      send({ act: "drop" });
    } else if (grabbed && event.key === "Escape") {
      send({ act: "cancel" });
    } else if (event.altKey && event.key === "ArrowUp") {
      send({ act: "move", id, move: "up" });
    } else if (event.altKey && event.key === "ArrowDown") {
      send({ act: "move", id, move: "down" });
    } else if (event.altKey && event.key === "Home") {
      send({ act: "move", id, move: "top" });
    } else if (event.altKey && event.key === "End") {
      send({ act: "move", id, move: "bottom" });
    } else if (event.key === "ArrowDown") {
      go(all[index + 1], onButton ? 1 : 0);
    } else if (event.key === "ArrowUp") {
      go(all[index - 1], onButton ? 1 : 0);
    } else if (event.key === "ArrowRight" && !onButton) {
      go(rowElement, 1);
    } else if (event.key === "ArrowLeft" && onButton) {
      go(rowElement, 0);
    } else if (event.key === "Home") {
      go(event.ctrlKey ? all[0] : inDay[0], 0);
    } else if (event.key === "End") {
      go(event.ctrlKey ? all[all.length - 1] : inDay[inDay.length - 1], 0);
    } else if (event.key === " " && !onButton) {
      send({ act: "toggle-select", id });
    } else if (event.key === "Enter" && !onButton) {
      send({ act: "grab", id });
    } else if ((event.key === "t" || event.key === "T") && !onButton && !event.ctrlKey && !event.altKey) {
      edit(id, "time");
    } else if (event.key === "F2" && !onButton) {
      edit(id, "rename");
    } else if ((event.key === "F10" && event.shiftKey) || event.key === "ContextMenu") {
      openMenu(rowElement.querySelector("button"));
    } else {
      handled = false;
    }
    if (handled) event.preventDefault();
  });

  $("days").addEventListener("focusin", (event) => {
    const rowElement = event.target.closest("[role=row]");
    if (rowElement && rowElement.dataset.id !== current) { current = rowElement.dataset.id; roving(); }
  });

  document.addEventListener("keydown", (event) => {
    if (event.target.closest("dialog, select, input, textarea, [role=menu]")) return;
    const key = event.key.toLowerCase();
    if ((event.ctrlKey || event.metaKey) && key === "z") {
      send({ act: event.shiftKey ? "redo" : "undo" });
      event.preventDefault();
    } else if ((event.ctrlKey || event.metaKey) && key === "y") {
      send({ act: "redo" });
      event.preventDefault();
    }
  });

  $("undo").addEventListener("click", () => send({ act: "undo" }));
  $("redo").addEventListener("click", () => send({ act: "redo" }));
  // The Menu key, Shift-F10 and a right click open the item's Move menu,
  // not the browser's.
  $("days").addEventListener("contextmenu", (event) => {
    const rowElement = event.target.closest("[role=row]");
    if (!rowElement) return;
    event.preventDefault();
    openMenu(rowElement.querySelector("button"));
  });
  $("save").addEventListener("click", () => send({ act: "save" }));
  $("yes").addEventListener("click", () => send({ act: "answer", yes: true }));
  $("no").addEventListener("click", () => send({ act: "answer", yes: false }));
  $("language").addEventListener("change", () => {
    lang = $("language").value;
    localStorage.setItem("itin-language", lang);
    load();
  });

  // --- The Move menu -----------------------------------------------------

  let menuButton = null;

  $("days").addEventListener("click", (event) => {
    const button = event.target.closest("button.move");
    if (button) openMenu(button);
  });

  function openMenu(button) {
    const id = button.closest("[role=row]").dataset.id;
    ask("/api/menu?id=" + encodeURIComponent(id)).then((menu) => {
      if (!menu) return;
      const box = $("menu");
      box.replaceChildren();
      box.setAttribute("aria-label", menu.title);
      for (const group of menu.groups) {
        const node = element("div", { role: "group", "aria-label": group.name });
        node.append(element("p", { class: "group-name", "aria-hidden": "true" }, group.name));
        for (const entry of group.entries) {
          const item = element("div", { role: "menuitem", tabindex: "-1", "data-action": entry.id }, entry.label);
          if (entry.choosesDay) item.dataset.choose = "true";
          node.append(item);
        }
        box.append(node);
      }
      if (menu.reasons.length) {
        const node = element("div", { role: "group", "aria-label": words.notAvailable });
        node.append(element("p", { class: "group-name", "aria-hidden": "true" }, words.notAvailable));
        for (const reason of menu.reasons) {
          node.append(element("div", { role: "menuitem", tabindex: "-1", "aria-disabled": "true" }, reason));
        }
        box.append(node);
      }
      box.dataset.item = id;
      box.dataset.title = menu.title;
      box.days = menu.days;
      box.dataset.revision = menu.revision;
      // Under its button, its right edge on the button's, inside the page.
      const place = button.getBoundingClientRect();
      box.style.top = (place.bottom + window.scrollY + 4) + "px";
      box.style.left = "0px";
      box.hidden = false;
      const width = box.getBoundingClientRect().width;
      box.style.left = Math.max(8, place.right - width) + window.scrollX + "px";
      menuButton = button;
      button.setAttribute("aria-expanded", "true");
      const first = box.querySelector("[role=menuitem]");
      if (first) first.focus();
    });
  }

  function closeMenu(refocus) {
    const box = $("menu");
    if (box.hidden) return;
    box.hidden = true;
    if (menuButton) {
      menuButton.setAttribute("aria-expanded", "false");
      if (refocus && document.contains(menuButton)) menuButton.focus();
    }
  }

  $("menu").addEventListener("keydown", (event) => {
    const items = Array.from($("menu").querySelectorAll("[role=menuitem]"));
    const index = items.indexOf(document.activeElement);
    let handled = true;
    if (event.key === "ArrowDown") items[(index + 1) % items.length].focus();
    else if (event.key === "ArrowUp") items[(index - 1 + items.length) % items.length].focus();
    else if (event.key === "Home") items[0].focus();
    else if (event.key === "End") items[items.length - 1].focus();
    else if (event.key === "Escape") closeMenu(true);
    else if (event.key === "Tab") { closeMenu(false); handled = false; }
    else if (event.key === "Enter" || event.key === " ") activate(document.activeElement);
    else handled = false;
    if (handled) event.preventDefault();
  });
  $("menu").addEventListener("click", (event) => {
    const item = event.target.closest("[role=menuitem]");
    if (item) activate(item);
  });
  document.addEventListener("pointerdown", (event) => {
    if (!$("menu").hidden && !event.target.closest("#menu")) closeMenu(false);
  });

  function activate(item) {
    if (!item || item.getAttribute("aria-disabled") === "true") return;
    const box = $("menu");
    const id = box.dataset.item;
    if (item.dataset.choose) {
      closeMenu(false);
      chooseDay(id, box.days, fill(words.chooseDay, { title: titleOf(id) }), words.move, (day, position) =>
        send({ act: "move", id, move: "day", day, position }));
      return;
    }
    // Back on the item first: the answer is then said, not cut off by the
    // focus moving.
    closeMenu(false);
    current = id;
    roving();
    focusCurrent();
    send({ act: "action", id, action: item.dataset.action, menuRevision: box.dataset.revision });
  }

  function titleOf(id) {
    const rowElement = row(id);
    const button = rowElement && rowElement.querySelector("button");
    const idea = ideas.find((one) => one.id === id);
    return idea ? idea.title : button ? button.dataset.title : id;
  }

  // --- The dialog of days and positions -----------------------------------

  let chosen = null;
  function chooseDay(id, days, title, action, done) {
    const dialog = $("choose");
    $("choose-title").textContent = title;
    $("choose-go").textContent = action;
    const daySelect = $("choose-day");
    daySelect.replaceChildren(...days.map((day) => element("option", { value: day }, dayName(day))));
    // Back to the item, or to the idea's button, when the dialog closes: the
    // menu that opened it is gone.
    chosen = { id, done, opener: cell(id) || document.activeElement };
    const positions = () => ask("/api/positions?id=" + encodeURIComponent(id) + "&day=" + daySelect.value)
      .then((answer) => {
        if (!answer) return;
        // The options changed in place, the one chosen kept where it can
        // be: a list replaced whole made Orca say the position's box as if
        // the focus had gone there, at each change of the day.
        const select = $("choose-position");
        const wanted = answer.positions.map(String);
        const chosenValue = select.value;
        while (select.options.length > wanted.length) select.options[select.options.length - 1].remove();
        wanted.forEach((value, index) => {
          const text = fill(words.positionOption, { position: value });
          let option = select.options[index];
          if (!option) { option = element("option", { value }, text); select.append(option); }
          if (option.value !== value) option.value = value;
          if (option.textContent !== text) option.textContent = text;
        });
        if (wanted.includes(chosenValue)) select.value = chosenValue;
      });
    daySelect.onchange = positions;
    positions().then(() => { quiet(); dialog.showModal(); daySelect.focus(); });
  }
  $("choose-go").addEventListener("click", () => {
    const day = Number($("choose-day").value);
    const position = Number($("choose-position").value) || undefined;
    $("choose").close();
    if (row(chosen.id)) {
      current = chosen.id;
      roving();
      focusCurrent();
    }
    chosen.done(day, position);
  });
  $("choose-cancel").addEventListener("click", () => $("choose").close());
  $("choose").addEventListener("close", () => {
    if (chosen && chosen.opener && document.contains(chosen.opener) && !$("days").contains(document.activeElement)) {
      chosen.opener.focus();
    }
  });

  // --- Planning: a new item, a day, a time, a title --------------------------
  // Each goes the REPL's way: the server runs the command it stands for.

  // A new item takes its time where it is made: the REPL's `new`, then its
  // `time` on the item made, each said; the time stays in its field when
  // it is refused.
  $("new-add").addEventListener("click", () => {
    const title = $("new-title").value;
    const time = $("new-time").value.trim();
    const before = revision;
    send({ act: "new", text: title, day: Number($("new-day").value) }).then((answer) => {
      if (!answer || answer.status.revision === before) return;
      if (answer.status.focus) { current = answer.status.focus; roving(); }
      $("new-title").value = "";
      if (!time || !answer.status.focus) return;
      const made = answer.status.focus;
      send({ act: "time", id: made, text: time }).then((timed) => {
        if (timed && timed.status.revision !== answer.status.revision) $("new-time").value = "";
      });
    });
  });
  for (const field of [$("new-title"), $("new-time")]) {
    field.addEventListener("keydown", (event) => {
      if (event.key === "Enter") { $("new-add").click(); event.preventDefault(); }
    });
  }
  $("add-day").addEventListener("click", () => send({ act: "add-day" }));
  for (const what of ["label", "city", "remove"]) {
    $("day-" + what).addEventListener("click", () =>
      send({ act: "day", move: what, day: Number($("day-pick").value), text: $("day-text").value }));
  }
  $("start-set").addEventListener("click", () => send({ act: "start", text: $("start-text").value }));

  let editing = null;
  // `typed` and `refused`: the dialog opened again after a refusal, with
  // what was typed and why it was refused, which the dialog says.
  function edit(id, kind, typed, refused) {
    const title = titleOf(id);
    $("edit-title").textContent = fill(kind === "time" ? words.timeOf : words.renameOf, { title });
    $("edit-label").textContent = kind === "time" ? words.time : words.newTitle;
    $("edit-said").textContent = refused || "";
    $("edit-text").value = typed !== undefined ? typed : kind === "rename" ? title : "";
    editing = { id, kind };
    quiet();
    $("edit").showModal();
    $("edit-text").focus();
    // A title to rename is selected whole: what is typed replaces it.
    $("edit-text").select();
  }
  // The dialog closes, and its answer is said on the item; a refused time
  // or title opens it again, what was typed kept and the refusal said in
  // it, since the page behind a modal dialog is not heard.
  $("edit-go").addEventListener("click", () => {
    const { id, kind } = editing;
    const text = $("edit-text").value;
    const before = revision;
    $("edit").close();
    current = id;
    roving();
    focusCurrent();
    send({ act: kind, id, text }, true).then((answer) => {
      if (!answer) return;
      if (answer.status.revision === before && answer.said.length && row(id)) {
        edit(id, kind, text, answer.said.join(" "));
        return;
      }
      say(answer.said, answer.assertive);
    });
  });
  $("edit-text").addEventListener("keydown", (event) => {
    if (event.key === "Enter") { $("edit-go").click(); event.preventDefault(); }
  });
  $("edit-cancel").addEventListener("click", () => $("edit").close());
  $("edit").addEventListener("close", () => {
    if (editing && !$("days").contains(document.activeElement)) focusCurrent();
  });

  $("ideas").addEventListener("click", (event) => {
    const button = event.target.closest("button.add");
    if (!button) return;
    const id = button.closest("li").dataset.idea;
    const days = Array.from({ length: dayCount }, (_, index) => index + 1);
    chooseDay(id, days, fill(words.chooseDayForIdea, { title: titleOf(id) }), words.add, (day, position) =>
      send({ act: "add-idea", id, day, position }));
  });

  // --- Pointer drag --------------------------------------------------------
  // The seeds' drag: the item lifts, an insertion line shows where it would
  // land, a target the library refuses tints it red with the refusal shown,
  // and a refused drop springs back. The target is asked of the server only
  // when it changes (a row's half, another day), never per pixel.

  let drag = null;

  function startPointer(event) {
    if (event.button !== 0 || event.target.closest("button")) return;
    const rowElement = event.target.closest("#days [role=row]");
    const ideaElement = event.target.closest("#ideas li[data-idea]");
    if (!rowElement && !ideaElement) return;
    drag = { x: event.clientX, y: event.clientY, started: false,
      id: rowElement ? rowElement.dataset.id : null, idea: ideaElement ? ideaElement.dataset.idea : null,
      source: rowElement || ideaElement, target: null, allowed: false, asked: 0, pointer: event.pointerId };
  }

  function begin() {
    drag.started = true;
    // A drag, not a selection of the page's text.
    document.body.classList.add("dragging");
    window.getSelection().removeAllRanges();
    if (drag.idea) {
      const ghost = element("div", { class: "ghost", "aria-hidden": "true" },
        drag.source.querySelector(".line").textContent);
      document.body.append(ghost);
      drag.ghost = ghost;
      send({ act: "drag-start", idea: drag.idea });
    } else {
      send({ act: "drag-start", id: drag.id }).then((answer) => {
        if (!drag || !answer) return;
        drag.items = answer.dragged || [drag.id];
        // A fixed item does not lift: it turns red where it is, and says why.
        if (!answer.allowed) { tint(true, answer.said.join(" ")); return; }
        for (const id of drag.items) { const found = row(id); if (found) found.classList.add("lifted"); }
      });
    }
  }

  function targetAt(x, y) {
    const hit = document.elementFromPoint(x, y);
    if (!hit) return null;
    const rowElement = hit.closest("#days [role=row]");
    if (rowElement && !(drag.items || []).includes(rowElement.dataset.id)) {
      const box = rowElement.getBoundingClientRect();
      const inDay = live(rowElement.parentElement);
      const index = inDay.indexOf(rowElement) + (y > box.top + box.height / 2 ? 1 : 0);
      return { day: Number(rowElement.parentElement.dataset.day), gap: index, row: rowElement,
        after: y > box.top + box.height / 2 };
    }
    if (rowElement) return drag.target; // over itself: the target stays
    const section = hit.closest("#days .day");
    if (section) {
      const grid = section.querySelector("[role=grid]");
      const count = grid ? live(grid).length : 0;
      const heading = section.querySelector("h2").getBoundingClientRect();
      return { day: Number(section.dataset.day), gap: y < heading.bottom ? 0 : count, section };
    }
    return null;
  }

  function movePointer(event) {
    if (!drag || event.pointerId !== drag.pointer) return;
    if (!drag.started) {
      if (Math.abs(event.clientX - drag.x) + Math.abs(event.clientY - drag.y) < 6) return;
      begin();
    }
    event.preventDefault();
    if (drag.ghost) {
      drag.ghost.style.left = event.clientX + 8 + "px";
      drag.ghost.style.top = event.clientY + 8 + "px";
    } else {
      for (const id of drag.items || [drag.id]) {
        const found = row(id);
        if (found) found.style.setProperty("--dy", event.clientY - drag.y + "px");
      }
    }
    edgeScroll(event.clientY);
    const target = targetAt(event.clientX, event.clientY);
    const same = target && drag.target && target.day === drag.target.day && target.gap === drag.target.gap;
    if (same) return;
    drag.target = target;
    // Not allowed until the library says so for this target.
    drag.allowed = false;
    if (!target) { $("insertion").hidden = true; tint(false, ""); return; }
    showInsertion(target);
    const asked = ++drag.asked;
    send({ act: "drag-over", day: target.day, position: target.gap }).then((answer) => {
      if (!drag || asked !== drag.asked || !answer) return;
      drag.allowed = answer.allowed;
      tint(!answer.allowed, answer.allowed ? "" : answer.said.join(" ") || $("drag-note").textContent);
    });
  }

  function showInsertion(target) {
    const line = $("insertion");
    let top;
    let left;
    let width;
    if (target.row) {
      const box = target.row.getBoundingClientRect();
      top = target.after ? box.bottom : box.top;
      left = box.left;
      width = box.width;
    } else {
      const box = target.section.getBoundingClientRect();
      const heading = target.section.querySelector("h2").getBoundingClientRect();
      top = target.gap === 0 ? heading.bottom : box.bottom;
      left = box.left;
      width = box.width;
    }
    line.style.top = top + window.scrollY - 1 + "px";
    line.style.left = left + window.scrollX + "px";
    line.style.width = width + "px";
    line.hidden = false;
  }

  function tint(invalid, sentence) {
    const lifted = drag && drag.items ? drag.items.map(row).filter(Boolean) : [];
    for (const found of lifted) found.classList.toggle("invalid", invalid);
    if (drag && drag.ghost) drag.ghost.classList.toggle("invalid", invalid);
    // A place it cannot go has no line: it would not land there.
    if (invalid) $("insertion").hidden = true;
    else if (drag && drag.target) $("insertion").hidden = false;
    const note = $("drag-note");
    note.hidden = !invalid || !sentence;
    note.textContent = invalid ? sentence : "";
    if (invalid && sentence) {
      const anchor = (lifted[0] || drag.ghost).getBoundingClientRect();
      note.style.top = anchor.bottom + window.scrollY + 4 + "px";
      note.style.left = anchor.left + window.scrollX + "px";
    }
  }

  let scrolling = 0;
  function edgeScroll(y) {
    const edge = 48;
    scrolling = y < edge ? -12 : y > window.innerHeight - edge ? 12 : 0;
    if (scrolling && !edgeScroll.running) {
      edgeScroll.running = true;
      const step = () => {
        if (!scrolling || !drag) { edgeScroll.running = false; return; }
        window.scrollBy(0, scrolling);
        requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    }
  }

  function endPointer(event, cancelled) {
    if (!drag || (event && event.pointerId !== drag.pointer)) return;
    const ended = drag;
    drag = null;
    scrolling = 0;
    document.body.classList.remove("dragging");
    $("insertion").hidden = true;
    if (!ended.started) return;
    if (ended.ghost) ended.ghost.remove();
    const lifted = (ended.items || [ended.id]).map(row).filter(Boolean);
    $("drag-note").hidden = true;
    // Only rows no newer drag has lifted since.
    const land = () => {
      for (const found of lifted) {
        if (drag && drag.started && (drag.items || [drag.id]).includes(found.dataset.id)) continue;
        found.classList.remove("lifted", "invalid", "springing");
        found.style.removeProperty("--dy");
      }
    };
    if (!cancelled && ended.target && ended.allowed) {
      send({ act: "drag-drop", day: ended.target.day, position: ended.target.gap }).then(land);
      return;
    }
    // Back where it was: a spring, unless motion is reduced. The server
    // hears at once, so a drag begun during the spring is its own.
    for (const found of lifted) { found.classList.add("springing"); found.style.setProperty("--dy", "0px"); }
    send({ act: "drag-cancel" });
    const reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
    setTimeout(land, reduced ? 0 : 230);
  }

  document.addEventListener("pointerdown", startPointer);
  document.addEventListener("pointermove", movePointer);
  document.addEventListener("pointerup", (event) => endPointer(event, false));
  document.addEventListener("pointercancel", (event) => endPointer(event, true));
  document.addEventListener("keydown", (event) => {
    if (drag && drag.started && event.key === "Escape") { endPointer(null, true); event.preventDefault(); }
  });

  // A page going away (closed, reloaded, left) ends its grab and its drag:
  // the server drops the grab where it stands, keeping its moves.
  window.addEventListener("pagehide", () => {
    fetch("/api/do?lang=" + lang, {
      method: "POST", keepalive: true,
      headers: { "X-Itin-Page": pageName, "Content-Type": "application/json" },
      body: JSON.stringify({ act: "leave" }),
    }).catch(() => null);
  });

  // The address's token traded for the key; a page with no key (the
  // address spent, no cookie) says why when the trip cannot be read.
  function enter() {
    if (!invitation) return Promise.resolve(null);
    return counted(fetch("/api/enter", {
      method: "POST", headers: { "X-Itin-Token": invitation, "Content-Type": "application/json" },
      body: "{}",
    }).then((response) => response.json().then((json) => (response.ok ? null : json.said || null)),
      () => null));
  }
  function load() {
    return ask("/api/trip").then((trip) => { if (trip) renderTrip(trip); });
  }
  enter().then((refused) => counted(fetch("/api/trip?lang=" + lang, { headers: { "X-Itin-Page": pageName } })
    .then((response) => response.json().then((json) => {
      if (response.ok) { renderTrip(json); return; }
      say(refused || json.said || [], true);
    }), unreachable)))
    .then(() => { document.body.dataset.ready = "true"; });
})();
"""####

  /// Sources/ItinWeb/Page/app.css, without its last line break.
  static let style = ####"""
:root { --theme: #0b5fce; --invalid: #b3261e; --text: #1b1b1b; --back: #ffffff;
  --line: #c8c8c8; color-scheme: light; }
body { font: 1.05rem/1.5 system-ui, sans-serif; color: var(--text); background: var(--back);
  margin: 0 auto; max-width: 48rem; padding: 1rem; }
h1 { font-size: 1.6rem; margin: 0.5rem 0; }
h2 { font-size: 1.2rem; margin: 1.2rem 0 0.4rem; }
.bar { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
input[type="text"] { font: inherit; padding: 0.3rem; border: 1px solid #555;
  border-radius: 0.3rem; }
button, select { font: inherit; padding: 0.3rem 0.7rem; border: 1px solid #555;
  border-radius: 0.3rem; background: #f4f4f4; color: var(--text); }
button[aria-disabled="true"] { color: #595959; }
:focus-visible { outline: 3px solid var(--theme); outline-offset: 2px; }
.said { min-height: 1.5em; margin: 0.4rem 0; font-weight: 600; }
/* An empty region takes no room; it stays in the page, to be heard. */
.said:empty { min-height: 0; margin: 0; }
.day { position: relative; }
[role="grid"] { display: block; border-top: 1px solid var(--line); }
[role="row"] { display: flex; align-items: center; gap: 0.5rem; padding: 0.35rem 0.3rem;
  border-bottom: 1px solid var(--line); background: var(--back);
  transition: transform 150ms ease, box-shadow 150ms ease; touch-action: none; }
[role="row"] .title { flex: 1; cursor: grab; padding: 0.1rem 0.2rem; }
[role="row"][aria-selected="true"] { background: #e3edfb;
  box-shadow: inset 5px 0 0 var(--theme); }
[role="row"].fixed .title { cursor: default; }
[role="row"].grabbed { outline: 2px dashed var(--theme); }
[role="row"].lifted { transform: translateY(var(--dy, 0px)) scale(1.025);
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.22); position: relative; z-index: 2;
  transition: box-shadow 150ms ease; cursor: grabbing; pointer-events: none; }
[role="row"].invalid { background: #fbe3e1; outline: 2px solid var(--invalid); }
[role="row"].springing { transition: transform 220ms cubic-bezier(0.2, 1.4, 0.4, 1); }
[role="row"].leaving { position: absolute; width: 1px; height: 1px; overflow: hidden;
  clip-path: inset(50%); padding: 0; border: 0; }
.empty { color: #4a4a4a; font-style: italic; min-height: 2rem; }
.insertion { position: absolute; height: 3px; background: var(--theme); border-radius: 2px;
  pointer-events: none; z-index: 3; }
.drag-note { position: absolute; z-index: 4; margin: 0; padding: 0.2rem 0.5rem;
  background: var(--invalid); color: #fff; border-radius: 0.3rem; pointer-events: none; }
#ideas li { display: flex; gap: 0.5rem; align-items: center; padding: 0.25rem 0;
  touch-action: none; }
#ideas .line { flex: 1; cursor: grab; }
.ghost { position: fixed; z-index: 5; pointer-events: none; padding: 0.3rem 0.6rem;
  background: var(--back); border: 1px solid var(--line);
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.22); transform: scale(1.025); }
[role="menu"] { position: absolute; z-index: 6; background: var(--back);
  border: 1px solid #555; border-radius: 0.3rem; padding: 0.3rem 0; min-width: 14rem;
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.2); }
[role="menu"] [role="group"] + [role="group"] { border-top: 1px solid var(--line); }
[role="menu"] .group-name { margin: 0; padding: 0.2rem 0.8rem; font-size: 0.85rem;
  color: #4a4a4a; }
[role="menuitem"] { padding: 0.25rem 0.8rem; cursor: pointer; }
[role="menuitem"]:focus { background: var(--theme); color: #fff; outline: none; }
[role="menuitem"][aria-disabled="true"] { color: #4a4a4a; cursor: default; }
[role="menuitem"][aria-disabled="true"]:focus { background: #e8e8e8; color: var(--text); }
dialog { border: 1px solid #555; border-radius: 0.4rem; }
dialog label, .bar label { margin-right: 0.4rem; }
body.dragging, body.dragging * { user-select: none; }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { transition: none !important; animation: none !important; }
}
"""####
}
