import { isVisitStatus, UNIVERSITY_IDS, type VisitStatus } from "./data";

/** Saved statuses keyed by university id; a missing key means not_visited. */
export type StatusState = Readonly<Record<string, VisitStatus>>;

export type StatusChangeEvent = { op: "INSERT" | "UPDATE" | "DELETE"; university_id: string; status?: string | null };

/**
 * Applies a live change from another session: an insert or update sets the row's status, a delete resets it to
 * not_visited. Unknown universities or statuses are ignored so a bad payload cannot break the table.
 */
export function applyStatusEvent(state: StatusState, e: StatusChangeEvent): StatusState {
  if (!UNIVERSITY_IDS.has(e.university_id)) return state;
  const next: VisitStatus | undefined = e.op === "DELETE" ? "not_visited" : isVisitStatus(e.status) ? e.status : undefined;
  if (!next || state[e.university_id] === next) return state;
  return { ...state, [e.university_id]: next };
}

/**
 * Rollback after a failed save: restores the previous status only if the row still shows the value this session
 * tried to save. If a live event changed it meanwhile, that newer value wins.
 */
export function rollbackStatus(state: StatusState, id: string, attempted: VisitStatus, previous: VisitStatus): StatusState {
  if ((state[id] ?? "not_visited") !== attempted) return state;
  return { ...state, [id]: previous };
}

export function statusesFromRows(rows: readonly { universityId: string; status: string }[]): Record<string, VisitStatus> {
  const out: Record<string, VisitStatus> = {};
  for (const r of rows) if (UNIVERSITY_IDS.has(r.universityId) && isVisitStatus(r.status)) out[r.universityId] = r.status;
  return out;
}
