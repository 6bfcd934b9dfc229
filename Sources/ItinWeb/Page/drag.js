// The pointer drag.
import { $, element } from "./dom.js";
import { send } from "./api.js";
import { itemsOf, row } from "./grid.js";

// The seeds' drag: the item lifts, an insertion line shows where it would
// land, a target the library refuses tints it red with the refusal shown,
// and a refused drop springs back. The target is asked of the server only
// when it changes (a row's half, another day), never per pixel.

let drag = null;

export function wireDrag() {
  document.addEventListener("pointerdown", startPointer);
  document.addEventListener("pointermove", movePointer);
  document.addEventListener("pointerup", (event) => endPointer(event, false));
  document.addEventListener("pointercancel", (event) => endPointer(event, true));
  document.addEventListener("keydown", (event) => {
    if (drag && drag.started && event.key === "Escape") { endPointer(null, true); event.preventDefault(); }
  });
}

function startPointer(event) {
  if (event.button !== 0 || event.target.closest("button, dialog, [role=menu]")) return;
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
