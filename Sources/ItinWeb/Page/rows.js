// Drawing the trip: the whole of it, and an answer's days patched in
// place, the focused row kept.
import { state } from "./state.js";
import { $, element, fill } from "./dom.js";
import { at, cell, dayRow, keyOf, roving, rowOf, rows, stop } from "./grid.js";
import { arrive, say } from "./speak.js";
import { renderIdeas, renderStatus } from "./panels.js";
import { renderPeople } from "./people.js";

export function renderTrip(trip) {
  state.words = trip.words;
  document.documentElement.lang = trip.language;
  $("language").value = trip.language;
  document.title = trip.title;
  $("title").textContent = trip.title;
  $("summary").textContent = trip.summary;
  $("undo").textContent = state.words.undo;
  $("redo").textContent = state.words.redo;
  $("save").textContent = state.words.save;
  $("language-label").textContent = state.words.language;
  $("others-label").textContent = state.words.others;
  $("others-each").textContent = state.words.othersEach;
  $("others-brief").textContent = state.words.othersBrief;
  $("yes").textContent = state.words.yes;
  $("no").textContent = state.words.no;
  $("ideas-heading").textContent = state.words.ideas;
  $("keys-heading").textContent = state.words.keysHeading;
  $("plan-heading").textContent = state.words.plan;
  $("new-title-label").textContent = state.words.newItem;
  $("new-time-label").textContent = state.words.newTime;
  $("new-day-label").textContent = state.words.day;
  $("new-add").textContent = state.words.add;
  $("add-day").textContent = state.words.addDay;
  $("day-pick-label").textContent = state.words.day;
  $("day-text-label").textContent = state.words.dayText;
  $("day-label").textContent = state.words.setLabel;
  $("day-city").textContent = state.words.setCity;
  $("day-remove").textContent = state.words.removeDay;
  $("start-text-label").textContent = state.words.start;
  $("start-set").textContent = state.words.setStart;
  $("edit-go").textContent = state.words.ok;
  $("edit-cancel").textContent = state.words.cancel;
  const keys = $("keys");
  keys.replaceChildren(...["keys.arrows", "keys.move", "keys.grab", "keys.select", "keys.menu",
    "keys.edit", "keys.undo", "keys.drag", "keys.touch"].map((name) => element("li", {}, state.words[name])));
  const days = $("days");
  const keep = days.contains(document.activeElement) ? document.activeElement.closest("[role=row]") : null;
  arrange(trip.days.flatMap(renderDay).map((fresh) => reuse(fresh, keep, trip.days)), keep);
  renderIdeas(trip.ideas);
  renderPeople(trip.people);
  renderStatus(trip.status);
  if (!stop()) at(rows()[0]);
  roving();
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
    "aria-label": fill(state.words.moveItem, { title: item.title }),
    class: "move", "data-title": item.title }, state.words.move);
  menuCell.append(button);
  row.append(title, menuCell);
  return row;
}

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
  button.setAttribute("aria-label", fill(state.words.moveItem, { title: item.title }));
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

// An answer: the days it touched drawn again, then what it says.
// The page keeps its own focus; an undo or a redo goes to the item it
// moved back, as the REPL's focus does. The focused row is drawn again in
// place, so the focus stays on it, on its day or another; when it must
// move, the answer waits for the screen reader to say where it went, or
// it would be cut off.
let leaving = [];
// `later`: said only when the focus moved with it (another's change, told
// once they pause); whether it was said.
export function apply(answer, act, silent, later) {
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
  if (answer.people) renderPeople(answer.people);
  if (answer.summary) $("summary").textContent = answer.summary;
  renderStatus(answer.status);
  // Another page's change never takes this page's place: its grab and
  // its focus are its own.
  const others = act === "others";
  if (!others && answer.status.grabbed.length) state.current = { id: answer.status.grabbed[0] };
  else if (!others && (act === "undo" || act === "redo") && cell(answer.status.focus)) state.current = { id: answer.status.focus };
  // An idea added from its dialog: on to the item it became.
  const added = act === "add-idea" && cell(answer.status.focus);
  if (added) state.current = { id: answer.status.focus };
  if (!stop()) state.current = near.find((key) => rowOf(key)) || null;
  if (!stop()) at(rows()[0]);
  roving();
  let moved = false;
  const lost = document.activeElement !== before || leaving.includes(keep);
  if (added || (hadFocus && (lost || (keep && rowOf(state.current) !== keep)))) {
    roving();
    arrive(stop(), silent ? [] : answer.said, answer.assertive);
    moved = true;
  }
  // The row the focus left goes out of sight now, and out of the page a
  // moment later: a screen reader that learns of its removal before the
  // focus has moved would read from the grid's start instead, and drop
  // the answer.
  if (leaving.length) {
    const gone = leaving;
    for (const row of gone) row.classList.add("leaving");
    document.body.dataset.pending = String(++state.pending);
    setTimeout(() => {
      for (const row of gone) row.remove();
      document.body.dataset.pending = String(--state.pending);
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
