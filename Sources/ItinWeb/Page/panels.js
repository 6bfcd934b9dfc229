// The panels beside the days: the ideas, the day pickers, and the status
// (Undo and Redo, a question waiting, the rows grabbed).

import { state } from "./state.js";
import { $, element, fill } from "./dom.js";
import { dayRow } from "./grid.js";

export function renderIdeas(list) {
  state.ideas = list;
  const panel = $("ideas");
  if (!list.length) { panel.replaceChildren(element("li", {}, state.words.noIdeas)); return; }
  panel.replaceChildren(...list.map((idea) => {
    const item = element("li", { "data-idea": idea.id });
    item.append(element("span", { class: "grip", "aria-hidden": "true" }),
      element("span", { class: "line" }, idea.line),
      element("button", { type: "button", class: "add", "aria-haspopup": "menu" },
        fill(state.words.addIdea, { title: idea.title })));
    return item;
  }));
}

// A day as a list of days names it ("Day 2, Saturday, June 6,
// Milwaukee"), as its row holds it; a bare number never.
export function dayName(day) {
  const head = dayRow(day);
  return (head && head.dataset.place) || fill(state.words.day + " {day}", { day });
}
// The names of the days in every picker, once the days are drawn.
function nameDays() {
  for (const picker of [$("new-day"), $("day-pick")]) {
    for (const option of picker.options) option.textContent = dayName(Number(option.value));
  }
}

export function renderStatus(next) {
  state.status = next;
  state.revision = next.revision;
  for (const picker of [$("new-day"), $("day-pick")]) {
    if (state.dayCount === next.dayCount && picker.options.length) continue;
    const chosen = picker.value;
    picker.replaceChildren(...Array.from({ length: next.dayCount }, (_, index) =>
      element("option", { value: index + 1 }, String(index + 1))));
    if (chosen && Number(chosen) <= next.dayCount) picker.value = chosen;
  }
  state.dayCount = next.dayCount;
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
