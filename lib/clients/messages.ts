/** SPEC.md texts the clients UI and actions share (section 6 and 8). */
export const LOCKED_EDIT = "Please unlock the dashboard first to edit clients";
export const LOCKED_FIGURES = "Please unlock the dashboard first to view figures";
/** Not in SPEC: the server's unlock ended (15 minutes without use, as the lock card says, or a lock in another tab). */
export const LOCKED_BY_TIMER = "The dashboard is locked again: 15 minutes without use, or locked in another tab.";
export const LOCKED_DISBURSED = "Please unlock and show figures first before editing";
export const CLIENT_LOCKED = "Client editing is locked. Please enter the 4-digit password again.";
export const DELETE_CONFIRMATION =
  "Are you sure? This action cannot be undone. This will permanently delete the client record and all associated data.";
export const LOCAL_FALLBACK = "Loaded clients from local storage";
/**
 * Not in SPEC: a save from a form whose client was changed (saved, checkbox toggled) by someone else after the form
 * was opened. The save is refused so that the other person's change (e.g. a recorded payment) is not overwritten.
 */
export const CLIENT_CHANGED = "This client was changed by someone else. Reload to see the latest details before saving.";
/** Not in SPEC: the disbursed amount was saved by someone else after this editor opened (the figure now shows theirs). */
export const DISBURSED_CHANGED = "The disbursed amount was changed by someone else. Check the latest figure, then save again.";
/** Not in SPEC: a save that does not say which amount it replaces (a page loaded before that check existed). */
export const DISBURSED_OUT_OF_DATE = "This page is out of date. Reload it and edit the disbursed amount again.";
