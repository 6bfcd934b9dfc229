// What other pages change, as it happens.
import { state } from "./state.js";
import { $ } from "./dom.js";
import { load } from "./api.js";
import { apply } from "./rows.js";
import { say } from "./speak.js";

// What another page changes, as it happens: the rows drawn in place, in
// turn with this page's own changes (after the answer to a key already
// pressed), and said politely. A page that missed one (its revision is
// not the one the change started from) reads the whole trip again.
let events = null;
// How long to wait before asking again for a stream refused.
let retryIn = 2000;
// Others' changes: each drawn as it comes, said once the person pauses
// (one change, or how many), after the answer to this page's own key.
// Said at once only when it moved the item this page is on, which the
// focus follows; not said twice then.
let othersArrived = false;
let lastKeyAt = 0;
export function wireLive() {
  document.addEventListener("keydown", () => { lastKeyAt = Date.now(); }, true);
  $("others").value = localStorage.getItem("itin-others") === "brief" ? "brief" : "each";
  $("others").addEventListener("change", () => localStorage.setItem("itin-others", $("others").value));
}
function tell(told) {
  const wait = lastKeyAt + 1200 - Date.now();
  if (wait > 0) { setTimeout(() => tell(told), wait); return; }
  const heard = othersArrived && told.count === 1;
  othersArrived = false;
  if (!heard) say([$("others").value === "brief" ? told.brief : told.said], false, true);
}
export function listen() {
  if (!window.EventSource) return;
  if (events) events.close();
  events = new EventSource("/api/events?lang=" + state.lang + "&page=" + encodeURIComponent(state.pageName)
    + (state.trip ? "&trip=" + encodeURIComponent(state.trip) : ""));
  events.onopen = () => { retryIn = 2000; };
  // A stream refused (its server gone and the trip not yet served again,
  // or no server up behind a balancer) is closed for good by the browser:
  // it is asked for again, a little later each time, up to every 30 s.
  const stream = events;
  events.onerror = () => {
    if (stream !== events || stream.readyState !== EventSource.CLOSED) return;
    setTimeout(listen, retryIn);
    retryIn = Math.min(retryIn * 2, 30000);
  };
  events.onmessage = (event) => {
    let change;
    try { change = JSON.parse(event.data); } catch (error) { return; }
    if (change.told) { tell(change.told); return; }
    // The revision the stream starts from. A page that shows another
    // missed a change: one made between its load and its stream's opening,
    // or while its stream was away (its server gone and another serving
    // the trip, or this page let go for falling behind). It reads the
    // whole trip again, after the answers to its own keys.
    if (change.at !== undefined) {
      state.queue = state.queue.then(() => change.at !== state.revision ? load() : null)
        .catch(() => null);
      return;
    }
    // This page's grab, ended by another's change: said at once.
    if (change.ended) { state.status.grabbed = []; say([change.ended], true, true); return; }
    state.queue = state.queue.then(() => {
      if (change.since !== state.revision) return load();
      if (apply(change.answer, "others", false, true)) othersArrived = true;
      return null;
    }).catch(() => null);
  };
}
