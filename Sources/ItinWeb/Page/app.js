"use strict";
// itin-a11y serve: renders what the server says, sends what the user did.
// It decides nothing itself: every move, and every drag's target, is asked.
(function () {
  // Firefox, for the two places where Orca over it needs the page to do
  // otherwise (docs/decisions.md says what each does).
  const firefox = /\bFirefox\//.test(navigator.userAgent);
  // The address's secret, its words after the port ("/maple-river-…"), is
  // good for one page load: it is traded at once for this page's key, which
  // the browser keeps in a cookie this script never sees, and taken out of
  // the address bar. A reload goes on with the cookie. Typed back by ear,
  // the words may be apart by spaces or dots, or come after a "#": only
  // their letters are sent, a hyphen between each.
  const invitation = (() => {
    let typed = location.pathname.slice(1) + "-" + location.hash.slice(1);
    try { typed = decodeURIComponent(typed); } catch (error) { /* as it is */ }
    return typed.replace(/[^A-Za-z]+/g, "-").replace(/^-|-$/g, "") || null;
  })();
  // The page starts on the trip. Until the trip is drawn the focus is on
  // an unseen progress bar (`autofocus` in the page itself), so that when
  // the page has loaded Orca finds the focus on a widget: with it on
  // nothing, Orca over Chromium sometimes read the whole page aloud from
  // its title, and stayed in browse mode, where the keys are its own.
  // Once drawn, the first row has the focus (see the end). Firefox's
  // window is given the focus after that (when it is raised; a tab opened
  // in the background too): Orca had not heard the trip's focus, and
  // stayed in browse mode, where T is its key for the next table. There
  // the focus goes by way of that element, now the trip's summary, back
  // to the trip, once, if no key has been pressed and it is still there:
  // Orca says nothing of a focus on the object it already takes to have it.
  let pressed = false;
  document.addEventListener("keydown", () => { pressed = true; }, { capture: true, once: true });
  if (firefox) window.addEventListener("focus", () => {
    setTimeout(() => {
      const target = stop();
      const stone = $("loading");
      if (!stone) return;
      if (pressed || !target || document.activeElement !== target) { stone.remove(); return; }
      // A key pressed on the way belongs to the trip: the focus goes back,
      // and the key goes after it.
      const back = () => { if (document.activeElement === stone) target.focus(); };
      stone.addEventListener("keydown", (event) => {
        back();
        event.preventDefault();
        target.dispatchEvent(new KeyboardEvent("keydown", event));
      }, { once: true });
      stone.focus();
      setTimeout(() => {
        back();
        setTimeout(() => stone.remove(), 1000);
      }, 150);
    }, 200);
  }, { once: true });
  // The page's caret starts there too: when Orca has not yet taken the
  // focus in (the window had only just appeared), it looks for its place
  // where the caret is, which was otherwise the title.
  const loadingAt = document.getElementById("loading");
  if (loadingAt) window.getSelection().collapse(loadingAt, 0);
  if (location.hash || location.pathname !== "/") history.replaceState(null, "", "/");
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
  let current = null; // the tab stop's row: { id } an item's, { day } a day's

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
    ownAnswerComing();
    const sent = queue.then(() => counted(fetch("/api/do?lang=" + lang, {
      method: "POST", headers: { "X-Itin-Page": pageName, "Content-Type": "application/json" },
      body: JSON.stringify(Object.assign({ revision }, body)),
    }).then(answered, unreachable).then((answer) => {
      if (answer) apply(answer, body.act, silent);
      return answer;
    })));
    queue = sent.catch(() => null);
    queue.then(ownAnswerSaid);
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
  // Each sentence is a paragraph of its own, added after the ones before:
  // a sentence not yet spoken is never replaced or taken away (a screen
  // reader that had not yet read it would never say it). One is taken
  // away only once it has surely been heard: `until`, when its words end
  // at 175 a minute after those before it, and a while more.
  let nextAt = 0;
  let speakingUntil = 0;
  let lastText = "";
  let sentences = 0;
  // The listener's own changes whose answers are not said yet, and the
  // sentences about others' changes held back until they are: one's own
  // answer first, others' after it.
  let mine = 0;
  const held = [];
  function spokenFor(text) {
    return text.split(/\s+/).length * 60000 / 175 + 500;
  }
  // Before a modal dialog opens, what has been heard is taken away: when it
  // closes, the page behind it comes back, and Orca over Chromium read an
  // answer still in a region as if it were new, before the dialog's own
  // answer. A sentence not yet heard stays.
  function quiet() {
    const now = Date.now();
    for (const old of document.querySelectorAll("header .said > p")) {
      if (Number(old.dataset.until) <= now) old.remove();
    }
    document.body.dataset.said = "";
    document.body.dataset.saidNow = "";
    document.body.dataset.arrived = "";
  }
  // `others`: about another person's change, said after the listener's own
  // answer when one is on its way.
  function say(lines, assertive, others) {
    if (!lines || !lines.length) return;
    const said = lines.join(" ");
    if (others && mine > 0) { held.push([said, assertive]); return; }
    // Orca leaves out a sentence equal to the one it was given before: Orca
    // 43 whenever the text added is the same, newer ones when it comes
    // within a quarter of a second. The same one again waits longer, and
    // differs from the one before by a no-break space at its end, which no
    // one hears.
    const again = said === lastText.trimEnd();
    const text = again && lastText === said ? said + "\u00a0" : said;
    const at = Math.max(Date.now() + 30, nextAt + (again ? 400 : 10));
    nextAt = at;
    lastText = text;
    document.body.dataset.pending = String(++pending);
    setTimeout(() => {
      const region = assertive ? $("said-now") : $("said");
      const start = Math.max(Date.now(), speakingUntil);
      speakingUntil = start + spokenFor(text);
      const line = element("p", {
        "data-until": String(speakingUntil), "data-seq": String(++sentences), "data-at": String(Date.now()),
      }, text);
      for (const shown of document.querySelectorAll("header .said > p.latest")) shown.classList.remove("latest");
      line.classList.add("latest");
      region.append(line);
      // What was said last, and in which region, for a test to read.
      document.body.dataset.said = assertive ? "" : text;
      document.body.dataset.saidNow = assertive ? text : "";
      document.body.dataset.arrived = "";
      document.body.dataset.pending = String(--pending);
      // Out of sight and out of the page once surely heard; taking a
      // sentence away is not said.
      setTimeout(() => line.remove(), speakingUntil - Date.now() + 15000);
    }, at - Date.now());
  }
  // One of the listener's own changes is on its way; `done` once its
  // answer is said, when the others' sentences held meanwhile follow it.
  function ownAnswerComing() { mine++; }
  function ownAnswerSaid() {
    mine = Math.max(0, mine - 1);
    if (mine > 0) return;
    // After whatever said the answer in the same turn.
    setTimeout(() => {
      if (mine > 0) return;
      for (const [text, assertive] of held.splice(0)) say([text], assertive, true);
    }, 0);
  }

  // The focus brought to a row with an answer (from a menu, a dialog, an
  // undo of another item): for that arrival the cell holds the answer in
  // place of its line, so that a screen reader says the answer, where it
  // said the row's line and place and then the answer. Orca reads a cell's
  // text, not its label: the line is hidden from it, and the answer is
  // there in words only it reads. The line comes back when the focus
  // leaves, or a moment later; a change of text it does not say.
  function arrive(target, lines) {
    if (!target) return;
    mark(target, lines);
    target.focus();
  }
  function mark(target, lines) {
    if (!lines || !lines.length) return;
    const text = lines.join(" ");
    quiet();
    for (const old of target.querySelectorAll(".arrival")) old.remove();
    const line = target.querySelector(".line, h2");
    const note = element("span", { class: "arrival" }, text);
    target.prepend(note);
    if (line) line.setAttribute("aria-hidden", "true");
    const clear = () => {
      note.remove();
      if (line && !target.querySelector(".arrival")) line.removeAttribute("aria-hidden");
    };
    target.addEventListener("blur", clear, { once: true });
    setTimeout(clear, 3000);
    // What was said last, for a test to read.
    document.body.dataset.arrived = text;
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
    $("others-label").textContent = words.others;
    $("others-each").textContent = words.othersEach;
    $("others-brief").textContent = words.othersBrief;
    $("yes").textContent = words.yes;
    $("no").textContent = words.no;
    $("ideas-heading").textContent = words.ideas;
    $("keys-heading").textContent = words.keysHeading;
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
    const keep = days.contains(document.activeElement) ? document.activeElement.closest("[role=row]") : null;
    arrange(trip.days.flatMap(renderDay).map((fresh) => reuse(fresh, keep, trip.days)), keep);
    renderIdeas(trip.ideas);
    renderStatus(trip.status);
    if (!stop()) at(rows()[0]);
    roving();
  }

  function element(name, attributes, text) {
    const made = document.createElement(name);
    for (const [key, value] of Object.entries(attributes)) made.setAttribute(key, value);
    if (text !== undefined) made.textContent = text;
    return made;
  }

  // The whole trip is one grid: each day a row that heads its items, its
  // items the rows after it. A move to another day is then a move inside
  // the one widget, and the focused row stays the element with the focus:
  // a screen reader says the answer, not a new table, heading and row.
  function renderDay(day) {
    const head = element("div", { role: "row", class: "day-row", "data-day": day.day,
      "data-place": day.place, id: "day-row-" + day.day });
    // A heading in its cell: in browse mode, the days are still headings.
    const cellElement = element("div", { role: "gridcell", class: "title", tabindex: "-1",
      "aria-colspan": "2" });
    cellElement.append(element("h2", { id: "day-" + day.day }, day.heading));
    head.append(cellElement);
    return [head, ...day.items.map((item) => renderRow(item, day.day))];
  }

  function renderRow(item, day) {
    const row = element("div", { role: "row", "aria-selected": String(item.selected),
      "data-id": item.id, "data-day": day, class: item.fixed ? "item fixed" : "item" });
    const title = element("div", { role: "gridcell", class: "title", tabindex: "-1" });
    // A handle to drag by touch: a swipe elsewhere on the row scrolls.
    if (!item.fixed) title.append(element("span", { class: "grip", "aria-hidden": "true" }));
    title.append(element("span", { class: "line" }, item.line));
    const menuCell = element("div", { role: "gridcell" });
    const button = element("button", { type: "button", tabindex: "-1", "aria-haspopup": "menu",
      "aria-expanded": "false", "aria-label": fill(words.moveItem, { title: item.title }),
      class: "move", "data-title": item.title }, words.move);
    menuCell.append(button);
    row.append(title, menuCell);
    return row;
  }

  // The grid's rows, less those on their way out; the items of one day.
  function rows() { return Array.from($("days").querySelectorAll("[role=row]:not([data-leaving])")); }
  function itemsOf(day) {
    return Array.from($("days").querySelectorAll('[role=row].item[data-day="' + day + '"]:not([data-leaving])'));
  }
  function dayRow(day) { return $("day-row-" + day); }

  // A row drawn again in place: the element with the focus stays the
  // element with the focus, so a screen reader says the answer, not the
  // row again.
  function updateRow(row, item, day) {
    row.setAttribute("aria-selected", String(item.selected));
    row.className = item.fixed ? "item fixed" : "item";
    row.dataset.day = day;
    const title = row.querySelector(".title");
    const grip = title.querySelector(".grip");
    if (item.fixed && grip) grip.remove();
    if (!item.fixed && !grip) title.prepend(element("span", { class: "grip", "aria-hidden": "true" }));
    title.querySelector(".line").textContent = item.line;
    const button = row.querySelector("button.move");
    button.setAttribute("aria-label", fill(words.moveItem, { title: item.title }));
    button.dataset.title = item.title;
    return row;
  }

  // Puts the grid's rows in the order `wanted`, never moving `keep` (the
  // focused row) itself: the others go around it. A row already in its
  // place is not touched.
  function arrange(wanted, keep) {
    const grid = $("days");
    const kept = new Set(wanted);
    for (const row of rows()) {
      if (kept.has(row)) continue;
      // The focused row that leaves the trip stays until the focus is on
      // another: removed first, the focus would fall to the page, and a
      // screen reader would start reading from there.
      if (row === keep) { row.dataset.leaving = "true"; leaving.push(row); }
      else row.remove();
    }
    const next = (node) => {
      let found = node;
      while (found && found.dataset && found.dataset.leaving) found = found.nextElementSibling;
      return found;
    };
    let ref = next(grid.firstElementChild);
    for (const row of wanted) {
      if (row === ref) { ref = next(ref.nextElementSibling); continue; }
      if (row === keep) {
        // Those between here and the kept row belong after it: they are
        // put there as their turn comes.
        ref = next(keep.nextElementSibling);
        continue;
      }
      grid.insertBefore(row, ref);
    }
  }

  // The days an answer changed: each day's heading, and its rows from the
  // rank `first` (to the day's end when they reach it: it may have had
  // more).
  function patch(changed, keep) {
    const order = [];
    const groups = new Map();
    for (const row of rows()) {
      const day = Number(row.dataset.day);
      if (row.classList.contains("day-row")) { groups.set(day, { head: row, items: [] }); order.push(day); }
      else if (groups.has(day)) groups.get(day).items.push(row);
    }
    let reusedIn = null;
    for (const day of changed) {
      const group = groups.get(day.day);
      if (!group) continue;
      // The heading comes when the day's count changed; else the page has it.
      if (day.heading !== undefined) {
        group.head.querySelector("h2").textContent = day.heading;
        group.head.dataset.place = day.place;
      }
      const fresh = day.items.map((item) => {
        if (keep && keep.dataset.id === item.id) { reusedIn = day.day; return updateRow(keep, item, day.day); }
        return renderRow(item, day.day);
      });
      const toEnd = day.first - 1 + day.items.length === day.count;
      const oldCount = toEnd ? group.items.length - (day.first - 1) : day.items.length;
      group.items.splice(day.first - 1, oldCount, ...fresh);
    }
    // The kept row drawn again on another day is no longer on its old one.
    const wanted = order.flatMap((day) => [groups.get(day).head, ...groups.get(day).items
      .filter((row) => row !== keep || reusedIn === null || reusedIn === day)]);
    arrange(wanted, keep);
  }

  function renderIdeas(list) {
    ideas = list;
    const panel = $("ideas");
    if (!list.length) { panel.replaceChildren(element("li", {}, words.noIdeas)); return; }
    panel.replaceChildren(...list.map((idea) => {
      const item = element("li", { "data-idea": idea.id });
      item.append(element("span", { class: "grip", "aria-hidden": "true" }),
        element("span", { class: "line" }, idea.line),
        element("button", { type: "button", class: "add", "aria-haspopup": "menu", "aria-expanded": "false" },
          fill(words.addIdea, { title: idea.title })));
      return item;
    }));
  }

  // A day as a list of days names it ("Day 2, Saturday, June 6,
  // Milwaukee"), as its row holds it; a bare number never.
  function dayName(day) {
    const head = dayRow(day);
    return (head && head.dataset.place) || fill(words.day + " {day}", { day });
  }
  // The names of the days in every picker, once the days are drawn.
  function nameDays() {
    for (const picker of [$("new-day"), $("day-pick")]) {
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
    // What each would do: a description, said when the button has the
    // focus, and a tip for the eye. Not a title: a tooltip under the
    // pointer was read before each answer.
    for (const [name, label] of [["undo", next.undoLabel], ["redo", next.redoLabel]]) {
      if (label) $(name).setAttribute("aria-description", label);
      else $(name).removeAttribute("aria-description");
      $(name + "-tip").textContent = label || "";
    }
    $("question").hidden = !next.question;
    $("question-text").textContent = next.question || "";
    for (const row of document.querySelectorAll("[role=row]")) {
      row.classList.toggle("grabbed", next.grabbed.includes(row.dataset.id));
    }
  }

  // An answer: the days it touched drawn again, then what it says.
  // The page keeps its own focus; an undo or a redo goes to the item it
  // moved back, as the REPL's focus does. The focused row is drawn again in
  // place, so the focus stays on it, on its day or another; when it must
  // move, the answer waits for the screen reader to say where it went, or
  // it would be cut off.
  let leaving = [];
  // `later`: said only when the focus moved with it (another's change, told
  // once they pause); whether it was said.
  function apply(answer, act, silent, later) {
    const days = $("days");
    leaving = [];
    const before = document.activeElement;
    // The row that holds the focus is never moved; the focus itself is
    // moved only from a row, never out of a dialog open in one (its
    // closing brings the focus back).
    const keep = days.contains(before) ? before.closest("[role=row]") : null;
    const hadFocus = keep !== null && !before.closest("dialog");
    // Where the focus goes if its item leaves the trip: the next row, else
    // the one before.
    const near = keep ? [keep.nextElementSibling, keep.previousElementSibling]
      .filter((one) => one && one.matches("[role=row]:not([data-leaving])")).map(keyOf) : [];
    if (answer.full) {
      arrange(answer.days.flatMap(renderDay).map((fresh) => reuse(fresh, keep, answer.days)), keep);
    } else {
      patch(answer.days, keep);
    }
    if (answer.ideas) renderIdeas(answer.ideas);
    if (answer.summary) $("summary").textContent = answer.summary;
    renderStatus(answer.status);
    // Another page's change never takes this page's place: its grab and
    // its focus are its own.
    const others = act === "others";
    if (!others && answer.status.grabbed.length) current = { id: answer.status.grabbed[0] };
    else if (!others && (act === "undo" || act === "redo") && cell(answer.status.focus)) current = { id: answer.status.focus };
    // An idea added from its dialog: on to the item it became.
    const added = act === "add-idea" && cell(answer.status.focus);
    if (added) current = { id: answer.status.focus };
    if (!stop()) current = near.find((key) => rowOf(key)) || null;
    if (!stop()) at(rows()[0]);
    roving();
    let moved = false;
    const lost = document.activeElement !== before || leaving.includes(keep);
    if (added || (hadFocus && (lost || (keep && rowOf(current) !== keep)))) {
      roving();
      arrive(stop(), silent ? [] : answer.said);
      moved = true;
    }
    // The row the focus left goes out of sight now, and out of the page a
    // moment later: a screen reader that learns of its removal before the
    // focus has moved would read from the grid's start instead, and drop
    // the answer.
    if (leaving.length) {
      const gone = leaving;
      for (const row of gone) row.classList.add("leaving");
      document.body.dataset.pending = String(++pending);
      setTimeout(() => {
        for (const row of gone) row.remove();
        document.body.dataset.pending = String(--pending);
      }, 1000);
    }
    leaving = [];
    if (!silent && !moved && !later) say(answer.said, answer.assertive);
    return moved && !silent;
  }
  // A row of a whole trip drawn again: the focused row, when it is still
  // in the trip, is kept and drawn again in place of its fresh copy.
  function reuse(fresh, keep, days) {
    if (!keep) return fresh;
    if (fresh.dataset.id !== undefined && fresh.dataset.id === keep.dataset.id) {
      for (const day of days) {
        const item = day.items.find((one) => one.id === keep.dataset.id);
        if (item) return updateRow(keep, item, day.day);
      }
    }
    const sameDay = fresh.classList.contains("day-row") && keep.classList.contains("day-row") &&
      fresh.dataset.day === keep.dataset.day;
    if (!sameDay) return fresh;
    keep.querySelector("h2").textContent = fresh.querySelector("h2").textContent;
    keep.dataset.place = fresh.dataset.place;
    return keep;
  }

  // The tab stop: `{ id }`, an item's row, or `{ day }`, a day's.
  function keyOf(rowElement) {
    if (!rowElement) return null;
    return rowElement.dataset.id !== undefined ? { id: rowElement.dataset.id } : { day: Number(rowElement.dataset.day) };
  }
  function rowOf(key) {
    if (!key) return null;
    const found = key.id !== undefined ? row(key.id) : dayRow(key.day);
    return found && !found.dataset.leaving ? found : null;
  }
  function at(rowElement) { current = keyOf(rowElement); }
  function stop() { const found = rowOf(current); return found ? found.querySelector(".title") : null; }
  function row(id) {
    return document.querySelector('#days [role=row][data-id="' + CSS.escape(id) + '"]:not([data-leaving])');
  }
  function cell(id) { const found = id && row(id); return found ? found.querySelector(".title") : null; }
  function roving() {
    for (const node of document.querySelectorAll('#days [tabindex="0"]')) node.tabIndex = -1;
    const target = stop();
    if (target) target.tabIndex = 0;
  }
  function focusCurrent() { const target = stop(); if (target) target.focus(); }
  // The tab stop put on an item's row: its cell, for the focus to go to.
  function stopAt(id) { current = { id }; roving(); return stop(); }

  // --- Keys ----------------------------------------------------------------

  function go(rowElement, column) {
    if (!rowElement) return;
    at(rowElement);
    roving();
    const button = column === 1 && rowElement.querySelector("button.move");
    const target = button || rowElement.querySelector(".title");
    if (button) { target.tabIndex = 0; rowElement.querySelector(".title").tabIndex = -1; }
    target.focus();
  }

  $("days").addEventListener("keydown", (event) => {
    // A dialog open in a row's cell has keys of its own.
    if (event.target.closest("dialog")) return;
    const rowElement = event.target.closest("[role=row]");
    if (!rowElement) return;
    const onDay = rowElement.classList.contains("day-row");
    const id = onDay ? undefined : rowElement.dataset.id;
    const onButton = event.target.matches("button");
    const all = rows();
    const index = all.indexOf(rowElement);
    const inDay = itemsOf(rowElement.dataset.day);
    const grabbed = status.grabbed.length > 0;
    const item = !onButton && !onDay;
    let handled = true;
    if (grabbed && (event.key === "ArrowUp" || event.key === "ArrowDown")) {
      send({ act: "move", id: status.grabbed[0], move: event.key === "ArrowUp" ? "up" : "down" });
    } else if (grabbed && event.key === "Enter") {
      send({ act: "drop" });
    } else if (grabbed && event.key === "Escape") {
      send({ act: "cancel" });
    } else if (event.altKey && ["ArrowUp", "ArrowDown", "Home", "End"].includes(event.key)) {
      // A day's row does not move: the keys say nothing there.
      if (id !== undefined) {
        const move = { ArrowUp: "up", ArrowDown: "down", Home: "top", End: "bottom" }[event.key];
        send({ act: "move", id, move });
      }
    } else if (event.key === "ArrowDown") {
      go(all[index + 1], onButton ? 1 : 0);
    } else if (event.key === "ArrowUp") {
      go(all[index - 1], onButton ? 1 : 0);
    } else if (event.key === "ArrowRight" && item) {
      go(rowElement, 1);
    } else if (event.key === "ArrowLeft" && onButton) {
      go(rowElement, 0);
    } else if (event.key === "Home") {
      go(event.ctrlKey ? all[0] : inDay[0] || rowElement, 0);
    } else if (event.key === "End") {
      go(event.ctrlKey ? all[all.length - 1] : inDay[inDay.length - 1] || rowElement, 0);
    } else if (event.key === " " && item) {
      send({ act: "toggle-select", id });
    } else if (event.key === "Enter" && item) {
      send({ act: "grab", id });
    } else if ((event.key === "t" || event.key === "T") && item && !event.ctrlKey && !event.altKey) {
      edit(id, "time");
    } else if (event.key === "F2" && item) {
      edit(id, "rename");
    } else if (((event.key === "F10" && event.shiftKey) || event.key === "ContextMenu") && !onDay) {
      openMenu(rowElement.querySelector("button.move"));
    } else {
      handled = false;
    }
    if (handled) event.preventDefault();
  });

  $("days").addEventListener("focusin", (event) => {
    if (event.target.closest("dialog")) return;
    const rowElement = event.target.closest("[role=row]");
    if (rowElement && rowElement !== rowOf(current)) { at(rowElement); roving(); }
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
    if (event.target.closest("dialog")) return;
    const rowElement = event.target.closest("[role=row]");
    if (!rowElement) return;
    event.preventDefault();
    openMenu(rowElement.querySelector("button.move"));
  });
  $("save").addEventListener("click", () => send({ act: "save" }));
  $("yes").addEventListener("click", () => send({ act: "answer", yes: true }));
  $("no").addEventListener("click", () => send({ act: "answer", yes: false }));
  $("language").addEventListener("change", () => {
    lang = $("language").value;
    localStorage.setItem("itin-language", lang);
    load();
    listen();
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
      chooser = null;
      const box = $("menu");
      const groups = menu.groups.map((group) => ({
        name: group.name,
        entries: group.entries.map((entry) => ({
          label: entry.label, data: entry.choosesDay ? { action: entry.id, choose: "true" } : { action: entry.id },
        })),
      }));
      if (menu.reasons.length) {
        groups.push({ name: words.notAvailable, entries: menu.reasons.map((reason) => ({ label: reason, disabled: true })) });
      }
      fillMenu(menu.title, groups);
      box.dataset.item = id;
      // The days come as runs, each its first and last day.
      box.days = menu.dayRuns.flatMap(([first, last]) =>
        Array.from({ length: last - first + 1 }, (_, index) => first + index));
      box.dataset.revision = menu.revision;
      showMenu(button);
    });
  }

  // The menu's entries, in named groups, in place of what it held. When
  // the focus is in the menu (a list of days after "Move to day…"), the old
  // entries stay, hidden from the eye, until the focus has moved to a new
  // one: an entry removed with the focus made Orca over Chromium say
  // nothing of the entry the focus went to.
  function fillMenu(title, groups) {
    const box = $("menu");
    if (box.contains(document.activeElement)) {
      const old = Array.from(box.children);
      for (const node of old) node.classList.add("leaving");
      setTimeout(() => { for (const node of old) node.remove(); }, 400);
    } else {
      box.replaceChildren();
    }
    box.setAttribute("aria-label", title);
    box.dataset.title = title;
    for (const group of groups) {
      const node = element("div", { role: "group", "aria-label": group.name });
      node.append(element("p", { class: "group-name", "aria-hidden": "true" }, group.name));
      for (const entry of group.entries) {
        const item = element("div", { role: "menuitem", tabindex: "-1" }, entry.label);
        if (entry.disabled) item.setAttribute("aria-disabled", "true");
        for (const [key, value] of Object.entries(entry.data || {})) item.dataset[key] = String(value);
        node.append(item);
      }
      box.append(node);
    }
  }

  // Under its button, its right edge on the button's, inside the window:
  // above the button when there is more room there, and scrolled within
  // itself when neither has room (at 200% zoom). The focus on its first
  // entry, or on the one asked for.
  function showMenu(button, first) {
    const box = $("menu");
    const place = button.getBoundingClientRect();
    box.style.maxHeight = "";
    box.style.left = "0px";
    box.style.top = "0px";
    box.hidden = false;
    const size = box.getBoundingClientRect();
    const below = window.innerHeight - place.bottom - 8;
    const above = place.top - 8;
    const up = size.height > below && above > below;
    const room = up ? above : below;
    if (size.height > room) box.style.maxHeight = Math.max(room, 120) + "px";
    const height = Math.min(size.height, Math.max(room, 120));
    const top = up ? place.top - 4 - height : place.bottom + 4;
    box.style.top = top + window.scrollY + "px";
    const left = Math.min(place.right - size.width, window.innerWidth - size.width - 8);
    box.style.left = Math.max(8, left) + window.scrollX + "px";
    menuButton = button;
    button.setAttribute("aria-expanded", "true");
    const target = first || box.querySelector(":scope > :not(.leaving) [role=menuitem]");
    if (target) target.focus();
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
    const items = Array.from($("menu").querySelectorAll(":scope > :not(.leaving) [role=menuitem]"));
    const index = items.indexOf(document.activeElement);
    let handled = true;
    if (event.key === "ArrowDown") items[(index + 1) % items.length].focus();
    else if (event.key === "ArrowUp") items[(index - 1 + items.length) % items.length].focus();
    else if (event.key === "Home") items[0].focus();
    else if (event.key === "End") items[items.length - 1].focus();
    else if (event.key === "Escape") closeMenu(true);
    else if (event.key === "ArrowLeft" && chooser && chooser.day) chooseDay(chooser.day);
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
    if (item.dataset.position) { chosen(Number(item.dataset.day), Number(item.dataset.position)); return; }
    if (item.dataset.day) { choosePosition(Number(item.dataset.day)); return; }
    if (item.dataset.choose) {
      openChooser(menuButton, id, box.days, fill(words.chooseDay, { title: titleOf(id) }), (day, position) =>
        send({ act: "move", id, move: "day", day, position }, true));
      return;
    }
    // The menu stays until the answer comes; then the focus goes back to
    // the item, which says the answer as it arrives.
    send({ act: "action", id, action: item.dataset.action, menuRevision: box.dataset.revision }, true)
      .then((answer) => {
        closeMenu(!answer || !row(id));
        if (answer && row(id)) arrive(stopAt(id), answer.said);
      });
  }

  function titleOf(id) {
    const rowElement = row(id);
    const button = rowElement && rowElement.querySelector("button.move");
    const idea = ideas.find((one) => one.id === id);
    return idea ? idea.title : button ? button.dataset.title : id;
  }

  // --- Dialogs --------------------------------------------------------------
  // A dialog about an item opens inside that item's cell: the focus that
  // comes back from it stays within the trip's grid, and a screen reader
  // says the answer, not "main content" and "table with 13 rows" again
  // (Firefox, whose focus fell to the page as a dialog closed). It goes
  // back to the page's end once closed, so that no redrawn row takes it.
  function openDialog(dialog, field, home) {
    if (home) home.append(dialog);
    quiet();
    if (firefox) {
      // In Firefox a modal dialog takes the rest of the page out of what
      // a screen reader is told of, the item's cell with it: Orca then put
      // its place on the dialog's heading, and said the field without the
      // dialog's name (4 openings of 6). Shown as a dialog that is not
      // modal, the page stays, and the field is said with the dialog's
      // name, as in Chromium. It is kept modal by its own keys (below)
      // and by a veil over the page for the pointer.
      dialog.setAttribute("aria-modal", "true");
      dialog.show();
      document.body.classList.add("veiled");
    } else {
      dialog.showModal();
    }
    field.focus();
    if (field.select) field.select();
  }
  // The answer marked on the row's cell, then the dialog closed and the
  // focus on the cell: the answer is what it says as the focus arrives.
  function closeDialog(dialog, target, lines) {
    if (target) mark(target, lines);
    dialog.close();
    document.body.classList.remove("veiled");
    document.body.append(dialog);
    if (target) target.focus();
  }

  // --- Move to a day and a position: the menu, again -----------------------
  // "Move to day…" (and an idea's "Add to day…") turns the menu into a
  // list of the days, then of the positions allowed on the day chosen;
  // Enter on a position moves, Left goes back to the days, Escape closes.
  // A menu, not a dialog of two drop-down boxes: Orca over Chromium left
  // the day's box for the position's box as the dialog opened, missed the
  // first change of day, and said "main content" and the whole table again
  // as the focus came back to the trip. From a menu's entry the focus comes
  // back to the item as from every other entry of the Move menu.

  let chooser = null;
  function openChooser(button, id, days, title, done) {
    chooser = { id, days, title, done, day: null };
    chooseDay(null);
    showMenu(button);
  }
  function chooseDay(day) {
    chooser.day = null;
    fillMenu(chooser.title, [{
      name: chooser.title,
      entries: chooser.days.map((one) => ({ label: dayName(one), data: { day: one } })),
    }]);
    const back = day && $("menu").querySelector(':scope > :not(.leaving) [data-day="' + day + '"]');
    if (back) showMenu(menuButton, back);
  }
  function choosePosition(day) {
    const asked = chooser;
    ask("/api/positions?id=" + encodeURIComponent(asked.id) + "&day=" + day).then((answer) => {
      if (!answer || chooser !== asked || $("menu").hidden) return;
      chooser.day = day;
      fillMenu(chooser.title, [{
        name: dayName(day),
        entries: answer.positions.map((position) => ({
          label: fill(words.positionOption, { position }), data: { day, position },
        })),
      }]);
      showMenu(menuButton);
    });
  }
  // The move (or the idea added) sent; the focus goes to the item it moved
  // or became, which says the answer as it arrives.
  function chosen(day, position) {
    const { id, done } = chooser;
    chooser = null;
    done(day, position).then((answer) => {
      const focus = answer && answer.status.focus;
      const landed = focus && row(focus) ? focus : row(id) ? id : null;
      closeMenu(!answer || !landed);
      if (!answer) return;
      if (landed) arrive(stopAt(landed), answer.said);
      else say(answer.said, true);
    });
  }

  // --- Planning: a new item, a day, a time, a title --------------------------
  // Each goes the REPL's way: the server runs the command it stands for.

  // A new item takes its time where it is made: the REPL's `new`, then its
  // `time` on the item made, each said; the time stays in its field when
  // it is refused.
  $("new-add").addEventListener("click", () => {
    const title = $("new-title").value;
    const time = $("new-time").value.trim();
    const before = revision;
    // With a time, the two answers are said together, once the time's is
    // in: said one after the other, the second took the region before
    // Orca had read the first ("Added Picnic…" was never heard).
    const timed = Boolean(time);
    send({ act: "new", text: title, day: Number($("new-day").value) }, timed).then((answer) => {
      if (!answer) return;
      if (answer.status.revision === before) {
        if (timed) say(answer.said, answer.assertive);
        return;
      }
      if (answer.status.focus && !$("days").contains(document.activeElement)) {
        current = { id: answer.status.focus };
        roving();
      }
      $("new-title").value = "";
      if (!timed) return;
      if (!answer.status.focus) { say(answer.said, answer.assertive); return; }
      send({ act: "time", id: answer.status.focus, text: time }, true).then((timing) => {
        if (!timing) { say(answer.said, answer.assertive); return; }
        if (timing.status.revision !== answer.status.revision) $("new-time").value = "";
        say(answer.said.concat(timing.said), answer.assertive || timing.assertive);
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
    // A title to rename is selected whole: what is typed replaces it.
    openDialog($("edit"), $("edit-text"), cell(id));
  }
  // The dialog closes, and its answer is said on the item; a refused time
  // or title opens it again, what was typed kept and the refusal said in
  // it, since the page behind a modal dialog is not heard.
  $("edit-go").addEventListener("click", () => {
    const { id, kind } = editing;
    const text = $("edit-text").value;
    const before = revision;
    send({ act: kind, id, text }, true).then((answer) => {
      if (answer && answer.status.revision === before && answer.said.length && row(id)) {
        closeDialog($("edit"), null, null);
        edit(id, kind, text, answer.said.join(" "));
        return;
      }
      if (!answer || !row(id)) { closeDialog($("edit"), null, null); return; }
      closeDialog($("edit"), stopAt(id), answer.said);
    });
  });
  $("edit-text").addEventListener("keydown", (event) => {
    if (event.key === "Enter") { $("edit-go").click(); event.preventDefault(); }
  });
  // The dialog's own keys: Escape cancels (with the focus put back on the
  // item, as Cancel does), and Tab goes round its field and buttons.
  $("edit").addEventListener("keydown", (event) => {
    if (event.key === "Escape") { event.preventDefault(); cancelEdit(); return; }
    if (event.key !== "Tab") return;
    const stops = [$("edit-text"), $("edit-go"), $("edit-cancel")];
    const at = stops.indexOf(document.activeElement);
    const next = (at + (event.shiftKey ? stops.length - 1 : 1)) % stops.length;
    stops[at < 0 ? 0 : next].focus();
    event.preventDefault();
  });
  // Escape and Cancel put the focus back on the item as the dialog goes:
  // left to the browser, Firefox let it fall to the page, and Orca said
  // the banner, the main content and the table before the item.
  function cancelEdit() {
    closeDialog($("edit"), editing && row(editing.id) ? stopAt(editing.id) : null, null);
  }
  $("edit-cancel").addEventListener("click", cancelEdit);
  $("edit").addEventListener("cancel", (event) => { event.preventDefault(); cancelEdit(); });
  $("edit").addEventListener("close", () => {
    if ($("edit").open) return;
    document.body.append($("edit"));
    if (editing && !$("days").contains(document.activeElement)) focusCurrent();
  });

  $("ideas").addEventListener("click", (event) => {
    const button = event.target.closest("button.add");
    if (!button) return;
    const id = button.closest("li").dataset.idea;
    const days = Array.from({ length: dayCount }, (_, index) => index + 1);
    openChooser(button, id, days, fill(words.chooseDayForIdea, { title: titleOf(id) }), (day, position) =>
      send({ act: "add-idea", id, day, position }, true));
  });

  // --- Pointer drag --------------------------------------------------------
  // The seeds' drag: the item lifts, an insertion line shows where it would
  // land, a target the library refuses tints it red with the refusal shown,
  // and a refused drop springs back. The target is asked of the server only
  // when it changes (a row's half, another day), never per pixel.

  let drag = null;

  function startPointer(event) {
    if (event.button !== 0 || event.target.closest("button, dialog")) return;
    // By touch, a row is dragged by its handle: a swipe elsewhere scrolls.
    if (event.pointerType === "touch" && !event.target.closest(".grip")) return;
    const rowElement = event.target.closest("#days [role=row].item");
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
    if (!rowElement) return null;
    const day = Number(rowElement.dataset.day);
    // Over a day's heading: the day's first place.
    if (rowElement.classList.contains("day-row")) return { day, gap: 0, row: rowElement, after: true };
    if ((drag.items || []).includes(rowElement.dataset.id)) return drag.target; // over itself: the target stays
    const box = rowElement.getBoundingClientRect();
    const after = y > box.top + box.height / 2;
    return { day, gap: itemsOf(day).indexOf(rowElement) + (after ? 1 : 0), row: rowElement, after };
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
    drag.lastY = event.clientY;
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
    const box = target.row.getBoundingClientRect();
    const top = target.after ? box.bottom : box.top;
    line.style.top = top + window.scrollY - 1 + "px";
    line.style.left = box.left + window.scrollX + "px";
    line.style.width = box.width + "px";
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
    // At the window's edge away from the pointer: under the lifted row it
    // covered the very item it named.
    if (invalid && sentence) note.classList.toggle("high", (drag ? drag.lastY : 0) > window.innerHeight / 2);
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

  // What another page changes, as it happens: the rows drawn in place, in
  // turn with this page's own changes (after the answer to a key already
  // pressed), and said politely. A page that missed one (its revision is
  // not the one the change started from) reads the whole trip again.
  let events = null;
  // Others' changes: each drawn as it comes, said once the person pauses
  // (one change, or how many), after the answer to this page's own key.
  // Said at once only when it moved the item this page is on, which the
  // focus follows; not said twice then.
  let othersArrived = false;
  let lastKeyAt = 0;
  document.addEventListener("keydown", () => { lastKeyAt = Date.now(); }, true);
  $("others").value = localStorage.getItem("itin-others") === "brief" ? "brief" : "each";
  $("others").addEventListener("change", () => localStorage.setItem("itin-others", $("others").value));
  function tell(told) {
    const wait = lastKeyAt + 1200 - Date.now();
    if (wait > 0) { setTimeout(() => tell(told), wait); return; }
    const heard = othersArrived && told.count === 1;
    othersArrived = false;
    if (!heard) say([$("others").value === "brief" ? told.brief : told.said], false, true);
  }
  function listen() {
    if (!window.EventSource) return;
    if (events) events.close();
    events = new EventSource("/api/events?lang=" + lang + "&page=" + encodeURIComponent(pageName));
    events.onmessage = (event) => {
      let change;
      try { change = JSON.parse(event.data); } catch (error) { return; }
      if (change.told) { tell(change.told); return; }
      // This page's grab, ended by another's change: said at once.
      if (change.ended) { status.grabbed = []; say([change.ended], true, true); return; }
      queue = queue.then(() => {
        if (change.since !== revision) return load();
        if (apply(change.answer, "others", false, true)) othersArrived = true;
        return null;
      }).catch(() => null);
    };
  }

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
      if (response.ok) {
        // Where the focus was until now, for a test to read.
        document.body.dataset.firstFocus = document.activeElement.id || document.activeElement.tagName;
        renderTrip(json);
        const loading = $("loading");
        if (document.activeElement === document.body || loading.contains(document.activeElement)) focusCurrent();
        listen();
        if (!firefox) setTimeout(() => loading.remove(), 1000);
        else {
          // Firefox keeps it for the focus to go by (see the start), as a
          // line that says the trip's size.
          loading.removeAttribute("role");
          loading.removeAttribute("aria-labelledby");
          loading.textContent = json.summary;
        }
        return;
      }
      say(refused || json.said || [], true);
    }), unreachable)))
    .then(() => { document.body.dataset.ready = "true"; });
})();
