import "server-only";
import { getDatabase, type DatabaseHandle } from "@/lib/db";
import { CHANNELS, parseAdminEvent, type AdminEvent, type Topic } from "./events";

type Listener = (event: AdminEvent) => void;
type Hub = { listeners: Set<Listener> };

/**
 * One LISTEN per database handle for the whole process, fanned out in memory to every open SSE stream: a
 * hundred open admin tabs cost one listening connection, not a hundred. Keyed by handle so tests that swap
 * databases get their own hub.
 */
const hubs = new WeakMap<DatabaseHandle, Promise<Hub>>();

async function openHub(handle: DatabaseHandle): Promise<Hub> {
  const hub: Hub = { listeners: new Set() };
  for (const topic of Object.keys(CHANNELS) as Topic[]) {
    await handle.listen(CHANNELS[topic], (payload) => {
      const event = parseAdminEvent(topic, payload);
      if (!event) return;
      for (const listener of hub.listeners) {
        try {
          listener(event);
        } catch {
          // A broken stream must not stop the others from hearing the change.
        }
      }
    });
  }
  return hub;
}

function hubFor(handle: DatabaseHandle): Promise<Hub> {
  let hub = hubs.get(handle);
  if (!hub) {
    hub = openHub(handle);
    hubs.set(handle, hub);
    hub.catch(() => hubs.delete(handle));
  }
  return hub;
}

/** Calls listener with every change to prompts and university statuses until the returned function is called. */
export async function subscribeAdminEvents(listener: Listener): Promise<() => void> {
  const hub = await hubFor(await getDatabase());
  hub.listeners.add(listener);
  return () => void hub.listeners.delete(listener);
}
