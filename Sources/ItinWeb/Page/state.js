// What the page's parts share, in this one object; what only one part
// needs stays in that part's module.
const shipped = ["en", "es", "de", "fr"];

export const state = {
  // The stored trip this page shows, in a hosted service: where the page
  // stands (`/trip/ID`) once its address is traded; none under serve.
  trip: (location.pathname.match(/^\/trip\/([A-Za-z0-9-]+)$/) || [])[1] || null,
  // This page load's own name, so that a grab or a drag it began ends
  // when it goes away.
  pageName: Array.from(crypto.getRandomValues(new Uint8Array(12)),
    (byte) => byte.toString(16).padStart(2, "0")).join(""),
  // The language asked for: the picker's last choice, else the browser's.
  lang: localStorage.getItem("itin-language") ||
    (navigator.languages || [navigator.language]).map((l) => l.slice(0, 2).toLowerCase())
      .find((l) => shipped.includes(l)) || "en",
  // The page's words, in that language, as the server gave them.
  words: {},
  // The trip's status as last drawn: what is grabbed, undo and redo, the
  // question asked.
  status: { grabbed: [] },
  // The ideas as last drawn, and how many days there are.
  ideas: [],
  dayCount: 0,
  // The tab stop's row: { id } an item's, { day } a day's.
  current: null,
  // Requests in flight, for a test to wait on: none once the page is still.
  pending: 0,
  // One change at a time, in the order the user made them: each answer is
  // drawn before the next change is sent, with the revision it was drawn
  // at (another revision, from another page, gets the whole trip back).
  queue: Promise.resolve(),
  revision: null,
};

// The headers of every request: the page's name, and its trip when it
// has one (a hosted service keeps many, each page's key in a cookie of
// its trip's).
export function pageHeaders(more) {
  const headers = Object.assign({ "X-Itin-Page": state.pageName }, more || {});
  if (state.trip) headers["X-Itin-Trip"] = state.trip;
  return headers;
}
