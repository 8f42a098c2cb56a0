/**
 * Live-update events of the admin pages, shared by the server (NOTIFY → SSE) and the browser hook.
 * Channel names and payload shapes match the triggers of supabase/migrations/20261125000500_admin_live_updates.sql.
 */
export const CHANNELS = { prompts: "prompts_changes", universities: "university_status_changes" } as const;
export type Topic = keyof typeof CHANNELS;

export type ChangeOp = "INSERT" | "UPDATE" | "DELETE";

export type PromptChangeEvent = { topic: "prompts"; op: ChangeOp; id: string };
export type UniversityChangeEvent = { topic: "universities"; op: ChangeOp; university_id: string; status: string | null };
export type AdminEvent = PromptChangeEvent | UniversityChangeEvent;

const OPS: readonly string[] = ["INSERT", "UPDATE", "DELETE"];

/** Parses a NOTIFY payload (or an SSE data line) into an event; anything malformed gives null, never a throw. */
export function parseAdminEvent(topic: Topic, payload: string): AdminEvent | null {
  let raw: unknown;
  try {
    raw = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== "object") return null;
  const o = raw as Record<string, unknown>;
  if (typeof o.op !== "string" || !OPS.includes(o.op)) return null;
  const op = o.op as ChangeOp;
  if (topic === "prompts") return typeof o.id === "string" ? { topic, op, id: o.id } : null;
  if (typeof o.university_id !== "string") return null;
  return { topic, op, university_id: o.university_id, status: typeof o.status === "string" ? o.status : null };
}

/** One SSE message: the topic as the event name, the event as JSON data. */
export function formatSse(event: AdminEvent): string {
  return `event: ${event.topic}\ndata: ${JSON.stringify(event)}\n\n`;
}
