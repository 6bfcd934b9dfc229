// The dialog that edits an item's time or title.
import { state } from "./state.js";
import { $, fill, firefox } from "./dom.js";
import { send } from "./api.js";
import { cell, focusCurrent, row, stopAt, titleOf } from "./grid.js";
import { arrive, quiet } from "./speak.js";

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
// The dialog closed, the focus on the row's cell, and the answer said in
// the live region.
function closeDialog(dialog, target, lines, assertive) {
  dialog.close();
  document.body.classList.remove("veiled");
  document.body.append(dialog);
  arrive(target, lines, assertive);
}

let editing = null;
// `typed` and `refused`: the dialog opened again after a refusal, with
// what was typed and why it was refused, which the dialog says.
export function edit(id, kind, typed, refused) {
  const title = titleOf(id);
  $("edit-title").textContent = fill(kind === "time" ? state.words.timeOf : state.words.renameOf, { title });
  $("edit-label").textContent = kind === "time" ? state.words.time : state.words.newTitle;
  $("edit-said").textContent = refused || "";
  $("edit-text").value = typed !== undefined ? typed : kind === "rename" ? title : "";
  editing = { id, kind };
  // A title to rename is selected whole: what is typed replaces it.
  openDialog($("edit"), $("edit-text"), cell(id));
}

export function wireDialogs() {
  // The dialog closes, and its answer is said on the item; a refused time
  // or title opens it again, what was typed kept and the refusal said in
  // it, since the page behind a modal dialog is not heard.
  $("edit-go").addEventListener("click", () => {
    const { id, kind } = editing;
    const text = $("edit-text").value;
    const before = state.revision;
    send({ act: kind, id, text }, true).then((answer) => {
      if (answer && answer.status.revision === before && answer.said.length && row(id)) {
        closeDialog($("edit"), null, null);
        edit(id, kind, text, answer.said.join(" "));
        return;
      }
      if (!answer) { closeDialog($("edit"), null, null); return; }
      closeDialog($("edit"), row(id) ? stopAt(id) : null, answer.said, answer.assertive);
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
  $("edit-cancel").addEventListener("click", cancelEdit);
  $("edit").addEventListener("cancel", (event) => { event.preventDefault(); cancelEdit(); });
  $("edit").addEventListener("close", () => {
    if ($("edit").open) return;
    document.body.append($("edit"));
    if (editing && !$("days").contains(document.activeElement)) focusCurrent();
  });
}

// Escape and Cancel put the focus back on the item as the dialog goes:
// left to the browser, Firefox let it fall to the page, and Orca said
// the banner, the main content and the table before the item.
function cancelEdit() {
  closeDialog($("edit"), editing && row(editing.id) ? stopAt(editing.id) : null, null);
}
