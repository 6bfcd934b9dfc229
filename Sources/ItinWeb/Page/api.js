// The page's requests: a question (ask), a change (send), in turn, each
// with this page's name and language.
import { pageHeaders, state } from "./state.js";
import { apply, renderTrip } from "./rows.js";
import { ownAnswerComing, ownAnswerSaid, say } from "./speak.js";

// Requests in flight, for a test to wait on: none once the page is still.
export function counted(promise) {
  document.body.dataset.pending = String(++state.pending);
  return promise.finally(() => { document.body.dataset.pending = String(--state.pending); });
}
export function ask(path) {
  const join = path.includes("?") ? "&" : "?";
  return counted(fetch(path + join + "lang=" + state.lang, { headers: pageHeaders() })
    .then(answered, unreachable));
}
// One change at a time, in the order the user made them: each answer is
// drawn before the next change is sent, with the revision it was drawn
// at (another revision, from another page, gets the whole trip back).
// `silent`: the answer is drawn but not said, for its caller to say.
export function send(body, silent) {
  ownAnswerComing();
  const sent = state.queue.then(() => counted(fetch("/api/do?lang=" + state.lang, {
    method: "POST", headers: pageHeaders({ "Content-Type": "application/json" }),
    body: JSON.stringify(Object.assign({ revision: state.revision }, body)),
  }).then(answered, unreachable).then((answer) => {
    if (answer) apply(answer, body.act, silent);
    return answer;
  })));
  state.queue = sent.catch(() => null);
  state.queue.then(ownAnswerSaid);
  return sent;
}
function answered(response) {
  return response.json().then((json) => {
    if (!response.ok) { say(json.said || [], true); return null; }
    return json;
  });
}
export function unreachable() { say([state.words.unreachable || "The trip cannot be reached."], true); return null; }

export function load() {
  return ask("/api/trip").then((trip) => { if (trip) renderTrip(trip); });
}

// A page going away (closed, reloaded, left) ends its grab and its drag:
// the server drops the grab where it stands, keeping its moves.
export function leave() {
  fetch("/api/do?lang=" + state.lang, {
    method: "POST", keepalive: true,
    headers: pageHeaders({ "Content-Type": "application/json" }),
    body: JSON.stringify({ act: "leave" }),
  }).catch(() => null);
}
