// Planning: a new item, a day, a time, a title, an idea added.
import { state } from "./state.js";
import { $, fill } from "./dom.js";
import { send } from "./api.js";
import { roving, titleOf } from "./grid.js";
import { openChooser } from "./menu.js";
import { say } from "./speak.js";

// Each goes the REPL's way: the server runs the command it stands for.
export function wirePlan() {
  // A new item takes its time where it is made: the REPL's `new`, then its
  // `time` on the item made, each said; the time stays in its field when
  // it is refused.
  $("new-add").addEventListener("click", () => {
    const title = $("new-title").value;
    const time = $("new-time").value.trim();
    const before = state.revision;
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
        state.current = { id: answer.status.focus };
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

  // An idea's "Add to day…": the Move menu's list of days, then of
  // positions.
  $("ideas").addEventListener("click", (event) => {
    const button = event.target.closest("button.add");
    if (!button) return;
    const id = button.closest("li").dataset.idea;
    const days = Array.from({ length: state.dayCount }, (_, index) => index + 1);
    openChooser(button, id, days, fill(state.words.chooseDayForIdea, { title: titleOf(id) }), (day, position) =>
      send({ act: "add-idea", id, day, position }, true));
  });
}
