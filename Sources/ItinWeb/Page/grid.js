// The trip's grid: its rows found, and the tab stop, the one row of the
// grid the Tab key comes back to.
import { state } from "./state.js";
import { $ } from "./dom.js";

// The grid's rows, less those on their way out; the items of one day.
export function rows() { return Array.from($("days").querySelectorAll("[role=row]:not([data-leaving])")); }
export function itemsOf(day) {
  return Array.from($("days").querySelectorAll('[role=row].item[data-day="' + day + '"]:not([data-leaving])'));
}
export function dayRow(day) { return $("day-row-" + day); }

// The tab stop: `{ id }`, an item's row, or `{ day }`, a day's.
export function keyOf(rowElement) {
  if (!rowElement) return null;
  return rowElement.dataset.id !== undefined ? { id: rowElement.dataset.id } : { day: Number(rowElement.dataset.day) };
}
export function rowOf(key) {
  if (!key) return null;
  const found = key.id !== undefined ? row(key.id) : dayRow(key.day);
  return found && !found.dataset.leaving ? found : null;
}
export function at(rowElement) { state.current = keyOf(rowElement); }
export function stop() { const found = rowOf(state.current); return found ? found.querySelector(".title") : null; }
export function row(id) {
  return document.querySelector('#days [role=row][data-id="' + CSS.escape(id) + '"]:not([data-leaving])');
}
export function cell(id) { const found = id && row(id); return found ? found.querySelector(".title") : null; }
export function roving() {
  for (const node of document.querySelectorAll('#days [tabindex="0"]')) node.tabIndex = -1;
  const target = stop();
  if (target) target.tabIndex = 0;
}
export function focusCurrent() { const target = stop(); if (target) target.focus(); }
// The tab stop put on an item's row: its cell, for the focus to go to.
export function stopAt(id) { state.current = { id }; roving(); return stop(); }

// The title an item or an idea goes by.
export function titleOf(id) {
  const rowElement = row(id);
  const button = rowElement && rowElement.querySelector("button.move");
  const idea = state.ideas.find((one) => one.id === id);
  return idea ? idea.title : button ? button.dataset.title : id;
}
