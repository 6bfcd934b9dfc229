// The Move menu: an item's actions, asked of the server, and the lists of
// days and positions "Move to day…" (and an idea's "Add to day…") turns it
// into.
import { state } from "./state.js";
import { $, element, fill } from "./dom.js";
import { ask, send } from "./api.js";
import { row, stopAt, titleOf } from "./grid.js";
import { dayName } from "./panels.js";
import { say } from "./speak.js";
import { edit } from "./dialogs.js";

// The button the menu opened from, and what "Move to day…" is choosing,
// while it is.
let menuButton = null;
let chooser = null;
// The menu, and where it waits while closed. Open, it stands in its
// item's row, right after the Move button, so that the next thing a
// screen reader reads after the button is the menu's first entry, not
// the rest of the trip: a phone's reader that does not follow the focus
// reached it 19 swipes later. Closed, it goes back, so that no redrawn
// row takes it away.
let box = null;
let home = null;

export function wireMenu() {
  box = $("menu");
  home = { parent: box.parentNode, next: box.nextSibling };
  $("days").addEventListener("click", (event) => {
    if (event.target.closest("[role=menu]")) return;
    const button = event.target.closest("button.move");
    if (button) { openMenu(button); return; }
    // On a touch screen, a tap on an item (a screen reader's double-tap
    // on its cell) opens its menu, as a phone's list does: before, it did
    // nothing. Its handle is for dragging.
    const title = event.target.closest("[role=row].item .title");
    if (title && !event.target.closest(".grip") && matchMedia("(pointer: coarse)").matches) {
      openMenu(title.closest("[role=row]").querySelector("button.move"));
    }
  });
  box.addEventListener("keydown", (event) => {
    const items = Array.from(box.querySelectorAll(":scope > :not(.leaving) [role=menuitem]"));
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
  box.addEventListener("click", (event) => {
    const item = event.target.closest("[role=menuitem]");
    if (item) activate(item);
  });
  document.addEventListener("pointerdown", (event) => {
    if (!box.hidden && !event.target.closest("#menu")) closeMenu(false);
  });
}

export function openMenu(button) {
  const id = button.closest("[role=row]").dataset.id;
  ask("/api/menu?id=" + encodeURIComponent(id)).then((menu) => {
    if (!menu) return;
    chooser = null;
    const groups = menu.groups.map((group) => ({
      name: group.name,
      entries: group.entries.map((entry) => ({
        label: entry.label,
        data: entry.undoes ? { undo: "true" } : entry.edits ? { edit: entry.edits }
          : entry.choosesDay ? { action: entry.id, choose: "true" } : { action: entry.id },
      })),
    }));
    if (menu.reasons.length) {
      groups.push({ name: state.words.notAvailable, entries: menu.reasons.map((reason) => ({ label: reason, disabled: true })) });
    }
    // The way out, for a finger, which has no Escape key, stands alone in
    // a group with no name to say.
    groups.push({ name: "", entries: [{ label: state.words.menuClose, data: { close: "true" } }] });
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
    const node = group.name ? element("div", { role: "group", "aria-label": group.name }) : element("div", { role: "group" });
    if (group.name) node.append(element("p", { class: "group-name", "aria-hidden": "true" }, group.name));
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
  if (box.previousElementSibling !== button) button.after(box);
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
  const target = first || box.querySelector(":scope > :not(.leaving) [role=menuitem]");
  if (target) target.focus();
}

// The Move button has `aria-haspopup` and no `aria-expanded`: with the
// menu in the button's row, Orca over Firefox said "expanded" as it
// opened and "collapsed" on the row before each answer. The menu's name
// and first entry say that it is open.
function closeMenu(refocus) {
  if (box.hidden) return;
  if (refocus && menuButton && document.contains(menuButton)) menuButton.focus();
  box.hidden = true;
  home.parent.insertBefore(box, home.next);
}

function activate(item) {
  if (!item || item.getAttribute("aria-disabled") === "true") return;
  const id = box.dataset.item;
  if (item.dataset.close) { closeMenu(true); return; }
  if (item.dataset.edit) { closeMenu(false); edit(id, item.dataset.edit); return; }
  if (item.dataset.position) { chosen(Number(item.dataset.day), Number(item.dataset.position)); return; }
  if (item.dataset.day) { choosePosition(Number(item.dataset.day)); return; }
  if (item.dataset.choose) {
    openChooser(menuButton, id, box.days, fill(state.words.chooseDay, { title: titleOf(id) }), (day, position) =>
      send({ act: "move", id, move: "day", day, position }, true));
    return;
  }
  // The menu stays until the answer comes; then the focus goes back to
  // the item, and the answer is said in the live region.
  if (item.dataset.undo) {
    send({ act: "undo" }, true).then((answer) => finish(answer, answer && answer.status.focus));
    return;
  }
  send({ act: "action", id, action: item.dataset.action, menuRevision: box.dataset.revision }, true)
    .then((answer) => finish(answer, id));
}
// An entry's answer: the focus on the item `id` (or, when it has gone,
// back on the menu's button), the menu closed, and the answer said.
function finish(answer, id) {
  const target = answer && id && row(id) ? stopAt(id) : null;
  if (target) target.focus();
  closeMenu(!target);
  if (answer) say(answer.said, answer.assertive);
}

// "Move to day…" (and an idea's "Add to day…") turns the menu into a
// list of the days, then of the positions allowed on the day chosen;
// Enter on a position moves, Left goes back to the days, Escape closes.
// A menu, not a dialog of two drop-down boxes: Orca over Chromium left
// the day's box for the position's box as the dialog opened, missed the
// first change of day, and said "main content" and the whole table again
// as the focus came back to the trip. From a menu's entry the focus comes
// back to the item as from every other entry of the Move menu.
export function openChooser(button, id, days, title, done) {
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
  const back = day && box.querySelector(':scope > :not(.leaving) [data-day="' + day + '"]');
  if (back) showMenu(menuButton, back);
}
function choosePosition(day) {
  const asked = chooser;
  ask("/api/positions?id=" + encodeURIComponent(asked.id) + "&day=" + day).then((answer) => {
    if (!answer || chooser !== asked || box.hidden) return;
    chooser.day = day;
    fillMenu(chooser.title, [{
      name: dayName(day),
      entries: answer.positions.map((position) => ({
        label: fill(state.words.positionOption, { position }), data: { day, position },
      })),
    }]);
    showMenu(menuButton);
  });
}
// The move (or the idea added) sent; the focus goes to the item it moved
// or became, and the answer is said.
function chosen(day, position) {
  const { id, done } = chooser;
  chooser = null;
  done(day, position).then((answer) => {
    const focus = answer && answer.status.focus;
    finish(answer, focus && row(focus) ? focus : id);
  });
}
