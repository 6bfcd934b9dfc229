// The page load: the address's secret traded for the page's key, the
// focus kept on the page until the trip is drawn, and the trip's first
// drawing.
import { pageHeaders, state } from "./state.js";
import { $, firefox } from "./dom.js";
import { counted, unreachable } from "./api.js";
import { focusCurrent, stop } from "./grid.js";
import { renderTrip } from "./rows.js";
import { say } from "./speak.js";
import { listen } from "./live.js";

// The address's secret, its words after the port ("/maple-river-…"), is
// good for one page load: it is traded at once for this page's key, which
// the browser keeps in a cookie this script never sees, and taken out of
// the address bar. A reload goes on with the cookie. Typed back by ear,
// the words may be apart by spaces or dots, or come after a "#": only
// their letters are sent, a hyphen between each.
let invitation = null;
// The page starts on the trip. Until the trip is drawn the focus is on
// an unseen progress bar (`autofocus` in the page itself), so that when
// the page has loaded Orca finds the focus on a widget: with it on
// nothing, Orca over Chromium sometimes read the whole page aloud from
// its title, and stayed in browse mode, where the keys are its own.
// Once drawn, the first row has the focus (see the end). Firefox's
// window is given the focus after that (when it is raised; a tab opened
// in the background too): Orca had not heard the trip's focus, and
// stayed in browse mode, where T is its key for the next table. There
// the focus goes by way of that element, now the trip's summary, back
// to the trip, once, if no key has been pressed and it is still there:
// Orca says nothing of a focus on the object it already takes to have it.
let pressed = false;

export function wireStart() {
  tripFirstOnTouch();
  invitation = state.trip ? null : (() => {
    let typed = location.pathname.slice(1) + "-" + location.hash.slice(1);
    try { typed = decodeURIComponent(typed); } catch (error) { /* as it is */ }
    return typed.replace(/[^A-Za-z]+/g, "-").replace(/^-|-$/g, "") || null;
  })();
  document.addEventListener("keydown", () => { pressed = true; }, { capture: true, once: true });
  if (firefox) window.addEventListener("focus", () => {
    setTimeout(() => {
      const target = stop();
      const stone = $("loading");
      if (!stone) return;
      if (pressed || !target || document.activeElement !== target) { stone.remove(); return; }
      // A key pressed on the way belongs to the trip: the focus goes back,
      // and the key goes after it.
      const back = () => { if (document.activeElement === stone) target.focus(); };
      stone.addEventListener("keydown", (event) => {
        back();
        event.preventDefault();
        target.dispatchEvent(new KeyboardEvent("keydown", event));
      }, { once: true });
      stone.focus();
      setTimeout(() => {
        back();
        setTimeout(() => stone.remove(), 1000);
      }, 150);
    }, 200);
  }, { once: true });
  // The page's caret starts there too: when Orca has not yet taken the
  // focus in (the window had only just appeared), it looks for its place
  // where the caret is, which was otherwise the title.
  const loadingAt = document.getElementById("loading");
  if (loadingAt) window.getSelection().collapse(loadingAt, 0);
  if (!state.trip && (location.hash || location.pathname !== "/")) history.replaceState(null, "", "/");
}

// On a touch screen the trip comes first: the trip's size and the bar
// (Undo, Redo, Save, the language, others' changes) come after it, on the
// screen and in reading order alike. A phone's screen reader moves one
// element a swipe: from the page's top, the first item's Move button was
// the twelfth element, and is the fourth. An item's own Undo is in its
// Move menu. With a mouse or keys the bar stays at the top.
function tripFirstOnTouch() {
  if (!matchMedia("(pointer: coarse)").matches) return;
  const foot = document.createElement("div");
  foot.id = "foot";
  foot.append($("summary"), document.querySelector("header > .bar"));
  document.querySelector("main").after(foot);
}

// The address's token traded for the key; a page with no key (the
// address spent, no cookie) says why when the trip cannot be read.
function enter() {
  if (!invitation) return Promise.resolve(null);
  return counted(fetch("/api/enter", {
    method: "POST", headers: { "X-Itin-Token": invitation, "Content-Type": "application/json" },
    body: "{}",
  }).then((response) => response.json().then((json) => {
    // A hosted service's trip: the page stands at its own address, which
    // a reload opens again with the key kept.
    if (response.ok && json.trip) {
      state.trip = json.trip;
      history.replaceState(null, "", "/trip/" + json.trip);
    }
    return response.ok ? null : json.said || null;
  }), () => null));
}

export function openTrip() {
  enter().then((refused) => counted(fetch("/api/trip?lang=" + state.lang, { headers: pageHeaders() })
    .then((response) => response.json().then((json) => {
      if (response.ok) {
        // Where the focus was until now, for a test to read.
        document.body.dataset.firstFocus = document.activeElement.id || document.activeElement.tagName;
        renderTrip(json);
        const loading = $("loading");
        if (document.activeElement === document.body || loading.contains(document.activeElement)) focusCurrent();
        listen();
        if (!firefox) setTimeout(() => loading.remove(), 1000);
        else {
          // Firefox keeps it for the focus to go by (see the start), as a
          // line that says the trip's size.
          loading.removeAttribute("role");
          loading.removeAttribute("aria-labelledby");
          loading.textContent = json.summary;
        }
        return;
      }
      say(refused || json.said || [], true);
    }), unreachable)))
    .then(() => { document.body.dataset.ready = "true"; });
}
