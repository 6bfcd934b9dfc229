// The live regions: what the server said, each sentence a paragraph of its
// own, said in turn, the listener's own answer before others' changes,
// whatever the focus does.
import { state } from "./state.js";
import { $, element } from "./dom.js";

// What the server said goes into a live region under the toolbar: the
// polite one, or the assertive one for a refusal or a warning. Nothing
// the user sets can silence them: ariaNotify is not used, since Orca over
// Chromium heard nothing through it (docs/decisions.md), and the choice
// an earlier page remembered is forgotten.
export function wireSpeech() {
  localStorage.removeItem("itin-notify");
}

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
export function quiet() {
  const now = Date.now();
  for (const old of document.querySelectorAll("header .said > p")) {
    if (Number(old.dataset.until) <= now) old.remove();
  }
  document.body.dataset.said = "";
  document.body.dataset.saidNow = "";
}
// `others`: about another person's change, said after the listener's own
// answer when one is on its way.
export function say(lines, assertive, others) {
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
  document.body.dataset.pending = String(++state.pending);
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
    document.body.dataset.pending = String(--state.pending);
    // Out of sight and out of the page once surely heard; taking a
    // sentence away is not said.
    setTimeout(() => line.remove(), speakingUntil - Date.now() + 15000);
  }, at - Date.now());
}
// One of the listener's own changes is on its way; `done` once its
// answer is said, when the others' sentences held meanwhile follow it.
export function ownAnswerComing() { mine++; }
export function ownAnswerSaid() {
  mine = Math.max(0, mine - 1);
  if (mine > 0) return;
  // After whatever said the answer in the same turn.
  setTimeout(() => {
    if (mine > 0) return;
    for (const [text, assertive] of held.splice(0)) say([text], assertive, true);
  }, 0);
}

// The focus brought to a row with an answer (from a menu, a dialog, an
// undo of another item): the row has the focus, and the answer is said in
// the live region, as a key's answer is, after what a screen reader says
// of the focus. A reader that does not follow the focus (VoiceOver or
// TalkBack whose cursor stays where the finger left it) hears it all the
// same, and the row's line is never replaced by it.
export function arrive(target, lines, assertive) {
  if (target) target.focus();
  say(lines, assertive);
}
