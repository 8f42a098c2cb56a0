import "server-only";
import { formatSse } from "./events";
import { subscribeAdminEvents } from "./hub";

export type SseOptions = {
  /** A comment line this often keeps proxies and load balancers from closing an idle stream. */
  heartbeatMs?: number;
  /**
   * The stream ends after this long and the browser reconnects (EventSource does so by itself), which re-checks
   * the session: a logged-out or expired session stops receiving events within this time at most.
   */
  maxLifetimeMs?: number;
  /**
   * Asked at each heartbeat: whether the caller may still listen. A logged-out or revoked session used to keep
   * receiving events until the stream's maximum lifetime (5 minutes); with this, one heartbeat at most.
   */
  stillAllowed?: () => Promise<boolean>;
};

export const SSE_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  // no-transform keeps the compression layer from buffering the stream.
  "cache-control": "no-cache, no-store, no-transform",
  "x-accel-buffering": "no",
  connection: "keep-alive",
} as const;

/** The admin live-update stream: a `ready` event, then one event per database change, with heartbeats. */
export function createAdminEventStream(signal: AbortSignal, { heartbeatMs = 15_000, maxLifetimeMs = 5 * 60_000, stillAllowed }: SseOptions = {}) {
  const encoder = new TextEncoder();
  let cleanup: (() => void) | undefined;
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      let closed = false;
      const send = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      let unsubscribe: (() => void) | undefined;
      const timers: { heartbeat?: ReturnType<typeof setInterval>; lifetime?: ReturnType<typeof setTimeout> } = {};
      const stop = () => {
        if (closed) return;
        closed = true;
        clearInterval(timers.heartbeat);
        clearTimeout(timers.lifetime);
        unsubscribe?.();
        signal.removeEventListener("abort", stop);
        try {
          controller.close();
        } catch {
          // Already closed by the client going away.
        }
      };
      cleanup = stop;
      if (signal.aborted) return stop();
      signal.addEventListener("abort", stop);
      try {
        unsubscribe = await subscribeAdminEvents((event) => send(formatSse(event)));
      } catch {
        // The database cannot listen right now: end the stream; the browser retries after `retry`.
        send("retry: 5000\n\n");
        return stop();
      }
      if (closed) return unsubscribe();
      send("retry: 2000\nevent: ready\ndata: {}\n\n");
      const heartbeat = async () => {
        // a failed check (the database away for a moment) keeps the stream: the lifetime re-checks in any case
        if (stillAllowed && !(await stillAllowed().catch(() => true))) return stop();
        send(": ping\n\n");
      };
      timers.heartbeat = setInterval(() => void heartbeat(), heartbeatMs);
      timers.lifetime = setTimeout(stop, maxLifetimeMs);
    },
    cancel() {
      cleanup?.();
    },
  });
}
