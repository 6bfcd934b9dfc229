import Foundation
import Hummingbird

/// The page `serve` answers with, its style and its script: the program's
/// own, the same for every trip, none of it fetched from elsewhere.
///
/// The page holds no words and no trip: its script asks for both with the
/// token, in the language of the browser or of its picker, and renders
/// what the server says. It decides nothing itself; every move, and every
/// drag's target, is asked of the library.
enum Page {
  static let html = """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>itin-a11y</title>
    <link rel="stylesheet" href="/app.css">
    <script src="/app.js" defer></script>
    </head>
    <body data-pending="0">
    <header>
    <h1 id="title">itin-a11y</h1>
    <p id="summary"></p>
    <div class="bar">
    <button type="button" id="undo" aria-keyshortcuts="Control+Z" aria-disabled="true">Undo</button>
    <button type="button" id="redo" aria-keyshortcuts="Control+Shift+Z" aria-disabled="true">Redo</button>
    <button type="button" id="save">Save</button>
    <label for="language" id="language-label">Language</label>
    <select id="language">
    <option value="en" lang="en">English</option>
    <option value="es" lang="es">Español</option>
    <option value="de" lang="de">Deutsch</option>
    <option value="fr" lang="fr">Français</option>
    </select>
    <label id="notify-label" hidden><input type="checkbox" id="notify"> <span id="notify-text"></span></label>
    </div>
    <div id="question" hidden>
    <p id="question-text"></p>
    <button type="button" id="yes">Yes</button>
    <button type="button" id="no">No</button>
    </div>
    <p id="said" class="said" aria-live="polite" aria-atomic="true"></p>
    <p id="said-now" class="said" aria-live="assertive" aria-atomic="true"></p>
    </header>
    <main>
    <div id="days"></div>
    <div id="menu" role="menu" hidden></div>
    <div id="insertion" class="insertion" hidden></div>
    <p id="drag-note" class="drag-note" hidden></p>
    </main>
    <section id="plan-panel" aria-labelledby="plan-heading">
    <h2 id="plan-heading">Plan</h2>
    <p class="bar"><label for="new-title" id="new-title-label">New item</label>
    <input type="text" id="new-title" autocomplete="off">
    <label for="new-day" id="new-day-label">Day</label>
    <select id="new-day"></select>
    <button type="button" id="new-add">Add</button></p>
    <p><button type="button" id="add-day">Add a day</button></p>
    <p class="bar"><label for="day-pick" id="day-pick-label">Day</label>
    <select id="day-pick"></select>
    <label for="day-text" id="day-text-label">Label or city</label>
    <input type="text" id="day-text" autocomplete="off">
    <button type="button" id="day-label">Set the label</button>
    <button type="button" id="day-city">Set the city</button>
    <button type="button" id="day-remove">Remove the day</button></p>
    <p class="bar"><label for="start-text" id="start-text-label">First day's date</label>
    <input type="text" id="start-text" autocomplete="off">
    <button type="button" id="start-set">Set the date</button></p>
    </section>
    <aside id="ideas-panel" aria-labelledby="ideas-heading">
    <h2 id="ideas-heading">Ideas</h2>
    <ul id="ideas"></ul>
    </aside>
    <section id="keys-panel" aria-labelledby="keys-heading">
    <h2 id="keys-heading">Keys</h2>
    <ul id="keys"></ul>
    </section>
    <dialog id="choose" aria-labelledby="choose-title">
    <h2 id="choose-title"></h2>
    <p><label for="choose-day" id="choose-day-label">Day</label>
    <select id="choose-day"></select></p>
    <p><label for="choose-position" id="choose-position-label">Position</label>
    <select id="choose-position"></select></p>
    <p><button type="button" id="choose-go">Move</button>
    <button type="button" id="choose-cancel">Cancel</button></p>
    </dialog>
    <dialog id="edit" aria-labelledby="edit-title">
    <h2 id="edit-title"></h2>
    <p><label for="edit-text" id="edit-label"></label>
    <input type="text" id="edit-text" autocomplete="off"></p>
    <p><button type="button" id="edit-go">OK</button>
    <button type="button" id="edit-cancel">Cancel</button></p>
    </dialog>
    </body>
    </html>

    """

  static let style = """
    :root { --theme: #0b5fce; --invalid: #b3261e; --text: #1b1b1b; --back: #ffffff;
      --line: #c8c8c8; color-scheme: light; }
    body { font: 1.05rem/1.5 system-ui, sans-serif; color: var(--text); background: var(--back);
      margin: 0 auto; max-width: 48rem; padding: 1rem; }
    h1 { font-size: 1.6rem; margin: 0.5rem 0; }
    h2 { font-size: 1.2rem; margin: 1.2rem 0 0.4rem; }
    .bar { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
    input[type="text"] { font: inherit; padding: 0.3rem; border: 1px solid #555;
      border-radius: 0.3rem; }
    button, select { font: inherit; padding: 0.3rem 0.7rem; border: 1px solid #555;
      border-radius: 0.3rem; background: #f4f4f4; color: var(--text); }
    button[aria-disabled="true"] { color: #595959; }
    :focus-visible { outline: 3px solid var(--theme); outline-offset: 2px; }
    .said { min-height: 1.5em; margin: 0.4rem 0; font-weight: 600; }
    .day { position: relative; }
    [role="grid"] { display: block; border-top: 1px solid var(--line); }
    [role="row"] { display: flex; align-items: center; gap: 0.5rem; padding: 0.35rem 0.3rem;
      border-bottom: 1px solid var(--line); background: var(--back);
      transition: transform 150ms ease, box-shadow 150ms ease; touch-action: none; }
    [role="row"] .title { flex: 1; cursor: grab; padding: 0.1rem 0.2rem; }
    [role="row"][aria-selected="true"] { background: #e3edfb;
      box-shadow: inset 5px 0 0 var(--theme); }
    [role="row"].fixed .title { cursor: default; }
    [role="row"].grabbed { outline: 2px dashed var(--theme); }
    [role="row"].lifted { transform: translateY(var(--dy, 0px)) scale(1.025);
      box-shadow: 0 6px 18px rgba(0, 0, 0, 0.22); position: relative; z-index: 2;
      transition: box-shadow 150ms ease; cursor: grabbing; pointer-events: none; }
    [role="row"].invalid { background: #fbe3e1; outline: 2px solid var(--invalid); }
    [role="row"].springing { transition: transform 220ms cubic-bezier(0.2, 1.4, 0.4, 1); }
    [role="row"].leaving { position: absolute; width: 1px; height: 1px; overflow: hidden;
      clip-path: inset(50%); padding: 0; border: 0; }
    .empty { color: #4a4a4a; font-style: italic; min-height: 2rem; }
    .insertion { position: absolute; height: 3px; background: var(--theme); border-radius: 2px;
      pointer-events: none; z-index: 3; }
    .drag-note { position: absolute; z-index: 4; margin: 0; padding: 0.2rem 0.5rem;
      background: var(--invalid); color: #fff; border-radius: 0.3rem; pointer-events: none; }
    #ideas li { display: flex; gap: 0.5rem; align-items: center; padding: 0.25rem 0;
      touch-action: none; }
    #ideas .line { flex: 1; cursor: grab; }
    .ghost { position: fixed; z-index: 5; pointer-events: none; padding: 0.3rem 0.6rem;
      background: var(--back); border: 1px solid var(--line);
      box-shadow: 0 6px 18px rgba(0, 0, 0, 0.22); transform: scale(1.025); }
    [role="menu"] { position: absolute; z-index: 6; background: var(--back);
      border: 1px solid #555; border-radius: 0.3rem; padding: 0.3rem 0; min-width: 14rem;
      box-shadow: 0 4px 12px rgba(0, 0, 0, 0.2); }
    [role="menu"] [role="group"] + [role="group"] { border-top: 1px solid var(--line); }
    [role="menu"] .group-name { margin: 0; padding: 0.2rem 0.8rem; font-size: 0.85rem;
      color: #4a4a4a; }
    [role="menuitem"] { padding: 0.25rem 0.8rem; cursor: pointer; }
    [role="menuitem"]:focus { background: var(--theme); color: #fff; outline: none; }
    [role="menuitem"][aria-disabled="true"] { color: #4a4a4a; cursor: default; }
    [role="menuitem"][aria-disabled="true"]:focus { background: #e8e8e8; color: var(--text); }
    dialog { border: 1px solid #555; border-radius: 0.4rem; }
    dialog label, .bar label { margin-right: 0.4rem; }
    body.dragging, body.dragging * { user-select: none; }
    @media (prefers-reduced-motion: reduce) {
      *, *::before, *::after { transition: none !important; animation: none !important; }
    }

    """

  static func response(_ text: String, type: String) -> Response {
    Response(
      status: .ok, headers: [.contentType: type],
      body: .init(byteBuffer: ByteBuffer(string: text)))
  }

  static func json(_ value: some Encodable) -> Response {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
    return Response(
      status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
      body: .init(byteBuffer: ByteBuffer(bytes: data)))
  }
}
