// itin-a11y serve: renders what the server says, sends what the user did.
// It decides nothing itself: every move, and every drag's target, is asked.
//
// This is the page's entry. Its parts are modules of their own, beside it:
// what they share (state.js), the elements (dom.js), requests (api.js), the
// live regions (speak.js), the grid's rows and tab stop (grid.js), drawing
// (rows.js), the ideas, day pickers and status (panels.js), keys (keys.js),
// the Move menu (menu.js), planning (plan.js), the edit dialog
// (dialogs.js), the pointer drag (drag.js), others' changes
// (live.js), the people of a stored trip (people.js), and the page load
// (start.js). Importing one adds nothing to the
// page: here each adds its listeners, in this order, and then the trip is
// read.
import { leave } from "./api.js";
import { wireDialogs } from "./dialogs.js";
import { wireDrag } from "./drag.js";
import { wireKeys } from "./keys.js";
import { wireLive } from "./live.js";
import { wireMenu } from "./menu.js";
import { wirePeople } from "./people.js";
import { wirePlan } from "./plan.js";
import { wireSpeech } from "./speak.js";
import { openTrip, wireStart } from "./start.js";

wireStart();
wireSpeech();
wireKeys();
wireMenu();
wirePlan();
wirePeople();
wireDialogs();
wireDrag();
// A page going away (closed, reloaded, left) ends its grab and its drag.
window.addEventListener("pagehide", leave);
wireLive();
openTrip();
