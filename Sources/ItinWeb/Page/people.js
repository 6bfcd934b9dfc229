// The people a stored trip is shared with, on its owner's page in a hosted
// service: an address given to a name, and one taken back. No other page
// shows them; serve's terminal gives addresses with `invite`.
import { state } from "./state.js";
import { $, element, fill } from "./dom.js";
import { send } from "./api.js";

// The panel, with the people the server says (the owner first), or
// hidden when it says none.
export function renderPeople(people) {
  $("people-panel").hidden = !people;
  if (!people) return;
  $("people-heading").textContent = state.words.people;
  $("invite-name-label").textContent = state.words.personName;
  $("invite-go").textContent = state.words.invitePerson;
  $("people").replaceChildren(...people.map((name, index) => {
    const item = element("li", {}, name);
    // The owner keeps the trip: no button to take their address back.
    if (index > 0) {
      item.append(" ", element("button", { type: "button", "data-person": name },
        fill(state.words.uninvitePerson, { person: name })));
    }
    return item;
  }));
}

export function wirePeople() {
  $("invite-go").addEventListener("click", () => {
    send({ act: "invite", text: $("invite-name").value }).then((answer) => {
      if (!answer || !answer.address) return;
      // Said, and kept in the field beside, to copy and send.
      $("invite-address").value = answer.address;
      $("invite-address").hidden = false;
      $("invite-name").value = "";
    });
  });
  $("invite-name").addEventListener("keydown", (event) => {
    if (event.key === "Enter") { $("invite-go").click(); event.preventDefault(); }
  });
  $("people").addEventListener("click", (event) => {
    const button = event.target.closest("button[data-person]");
    if (!button) return;
    // The focus goes to the name field: the button leaves with its person.
    send({ act: "uninvite", text: button.dataset.person }).then((answer) => {
      if (answer && answer.people) $("invite-name").focus();
    });
  });
}
