// The grid's keyboard, the page's own keys, and the toolbar's buttons.
import { state } from "./state.js";
import { $ } from "./dom.js";
import { load, send } from "./api.js";
import { edit } from "./dialogs.js";
import { at, itemsOf, roving, rowOf, rows } from "./grid.js";
import { listen } from "./live.js";
import { openMenu } from "./menu.js";

function go(rowElement, column) {
  if (!rowElement) return;
  at(rowElement);
  roving();
  const button = column === 1 && rowElement.querySelector("button.move");
  const target = button || rowElement.querySelector(".title");
  if (button) { target.tabIndex = 0; rowElement.querySelector(".title").tabIndex = -1; }
  target.focus();
}

export function wireKeys() {
  $("days").addEventListener("keydown", (event) => {
    // A dialog or the Move menu, open in a row's cell, has keys of its own.
    if (event.target.closest("dialog, [role=menu]")) return;
    const rowElement = event.target.closest("[role=row]");
    if (!rowElement) return;
    const onDay = rowElement.classList.contains("day-row");
    const id = onDay ? undefined : rowElement.dataset.id;
    const onButton = event.target.matches("button");
    const all = rows();
    const index = all.indexOf(rowElement);
    const inDay = itemsOf(rowElement.dataset.day);
    const grabbed = state.status.grabbed.length > 0;
    const item = !onButton && !onDay;
    let handled = true;
    if (grabbed && (event.key === "ArrowUp" || event.key === "ArrowDown")) {
      send({ act: "move", id: state.status.grabbed[0], move: event.key === "ArrowUp" ? "up" : "down" });
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
    if (event.target.closest("dialog, [role=menu]")) return;
    const rowElement = event.target.closest("[role=row]");
    if (rowElement && rowElement !== rowOf(state.current)) { at(rowElement); roving(); }
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
    if (event.target.closest("dialog, [role=menu]")) return;
    const rowElement = event.target.closest("[role=row]");
    if (!rowElement) return;
    event.preventDefault();
    openMenu(rowElement.querySelector("button.move"));
  });
  $("save").addEventListener("click", () => send({ act: "save" }));
  $("yes").addEventListener("click", () => send({ act: "answer", yes: true }));
  $("no").addEventListener("click", () => send({ act: "answer", yes: false }));
  $("language").addEventListener("change", () => {
    state.lang = $("language").value;
    localStorage.setItem("itin-language", state.lang);
    load();
    listen();
  });
}
