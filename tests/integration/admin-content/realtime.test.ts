import { sql } from "drizzle-orm";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as eventsRoute } from "@/app/api/admin/events/route";
import type { AdminEvent } from "@/lib/realtime/events";
import { subscribeAdminEvents } from "@/lib/realtime/hub";
import { createAdminEventStream } from "@/lib/realtime/sse-stream";
import { createPrompt, deletePrompt, updatePrompt } from "@/lib/prompts/admin-actions";
import { setUniversityStatus } from "@/lib/universities/admin-actions";
import { useTestDatabase } from "@/tests/helpers/db";
import { logIn } from "./session";

vi.mock("next/headers", async () => (await import("@/tests/helpers/next-request")).nextHeadersModule);

const t = useTestDatabase();

beforeAll(async () => {
  await logIn();
});

/** Collects hub events; `next(n)` waits (up to 2 s, the product's promise) until n more have arrived. */
async function collect() {
  const events: AdminEvent[] = [];
  let wake: (() => void) | undefined;
  const stop = await subscribeAdminEvents((e) => {
    events.push(e);
    wake?.();
  });
  let taken = 0;
  return {
    stop,
    async next(n = 1, timeoutMs = 2000): Promise<AdminEvent[]> {
      const deadline = Date.now() + timeoutMs;
      while (events.length < taken + n) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`timed out waiting for ${n} event(s); got ${JSON.stringify(events.slice(taken))}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, left);
        });
      }
      const out = events.slice(taken, taken + n);
      taken += n;
      return out;
    },
  };
}

/** Reads an SSE body until it holds `count` complete messages (blank-line separated). */
async function readMessages(reader: ReadableStreamDefaultReader<Uint8Array>, count: number, timeoutMs = 2000) {
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + timeoutMs;
  while (text.split("\n\n").length - 1 < count) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`timed out; stream so far: ${JSON.stringify(text)}`);
    const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), left))]);
    if (!chunk) continue;
    if (chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text.split("\n\n").filter(Boolean);
}

describe(`LISTEN/NOTIFY on ${process.env.TEST_DB_KIND}`, () => {
  it("insert, update and delete of a prompt each produce an event with op and id", async () => {
    const sub = await collect();
    try {
      const created = await createPrompt({ promptName: "Live", promptContent: "one" });
      if (!created.ok) throw new Error(created.error);
      const id = created.data.id;
      expect(await sub.next()).toEqual([{ topic: "prompts", op: "INSERT", id }]);
      expect(await updatePrompt(id, { promptName: "Live", promptContent: "two", updatedAt: created.data.updatedAt })).toMatchObject({ ok: true });
      expect(await sub.next()).toEqual([{ topic: "prompts", op: "UPDATE", id }]);
      await deletePrompt(id);
      expect(await sub.next()).toEqual([{ topic: "prompts", op: "DELETE", id }]);
    } finally {
      sub.stop();
    }
  });

  it("a change written by plain SQL (another server, psql) is heard too, payload without prompt text", async () => {
    const sub = await collect();
    try {
      await t.db.execute(sql`insert into prompts (prompt_name, prompt_content) values ('from sql', 'secret text')`);
      const [event] = await sub.next();
      expect(event).toMatchObject({ topic: "prompts", op: "INSERT" });
      expect(JSON.stringify(event)).not.toContain("secret");
    } finally {
      sub.stop();
    }
  });

  it("university status upserts and deletes carry university_id and status", async () => {
    const sub = await collect();
    try {
      await setUniversityStatus("upsa", "planned");
      await setUniversityStatus("upsa", "visited");
      await t.db.execute(sql`delete from accra_university_statuses where university_id = 'upsa'`);
      expect(await sub.next(3)).toEqual([
        { topic: "universities", op: "INSERT", university_id: "upsa", status: "planned" },
        { topic: "universities", op: "UPDATE", university_id: "upsa", status: "visited" },
        { topic: "universities", op: "DELETE", university_id: "upsa", status: null },
      ]);
    } finally {
      sub.stop();
    }
  });

  it("fans one LISTEN out to every subscriber, and an unsubscribed one hears nothing more", async () => {
    const a = await collect();
    const b = await collect();
    await createPrompt({ promptName: "Fan", promptContent: "out" });
    expect((await a.next())[0]).toMatchObject({ op: "INSERT" });
    expect((await b.next())[0]).toMatchObject({ op: "INSERT" });
    b.stop();
    await createPrompt({ promptName: "Fan 2", promptContent: "out" });
    expect((await a.next())[0]).toMatchObject({ op: "INSERT" });
    await expect(b.next(1, 300)).rejects.toThrow(/timed out/);
    a.stop();
  });
});

describe(`server-sent events on ${process.env.TEST_DB_KIND}`, () => {
  it("the route streams ready, then each change as an SSE message", async () => {
    const controller = new AbortController();
    const request = new Request("http://localhost/api/admin/events", { signal: controller.signal });
    const res = await eventsRoute(request);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(res.headers.get("cache-control")).toContain("no-transform");
    const reader = res.body!.getReader();
    const [ready] = await readMessages(reader, 1);
    expect(ready).toBe("retry: 2000\nevent: ready\ndata: {}");
    const created = await createPrompt({ promptName: "SSE", promptContent: "x" });
    if (!created.ok) throw new Error(created.error);
    const [message] = await readMessages(reader, 1);
    expect(message).toBe(`event: prompts\ndata: ${JSON.stringify({ topic: "prompts", op: "INSERT", id: created.data.id })}`);
    controller.abort();
    expect(request.signal.aborted).toBe(true);
    expect((await reader.read()).done).toBe(true);
  });

  it("a client's disconnect still ends the stream after the request object was garbage-collected", async () => {
    // undici's Request follows the caller's signal through a weak reference (nodejs/undici#3644); without the
    // route holding the request, this abort was lost and the stream stayed open until the 15 s heartbeat.
    const controller = new AbortController();
    const res = await eventsRoute(new Request("http://localhost/api/admin/events", { signal: controller.signal }));
    const reader = res.body!.getReader();
    await readMessages(reader, 1);
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    gc();
    await new Promise((resolve) => setTimeout(resolve, 20));
    gc();
    controller.abort();
    const next = await Promise.race([reader.read(), new Promise<"open">((r) => setTimeout(() => r("open"), 2000))]);
    expect(next === "open" ? "still open 2 s after the abort" : next.done).toBe(true);
  });

  it("ends at the first heartbeat after the session stopped being allowed, not at its maximum lifetime", async () => {
    let allowed = true;
    const stream = createAdminEventStream(new AbortController().signal, { heartbeatMs: 40, maxLifetimeMs: 60_000, stillAllowed: async () => allowed });
    const reader = stream.getReader();
    await readMessages(reader, 2); // ready, then a heartbeat while allowed
    allowed = false;
    const started = Date.now();
    for (;;) if ((await reader.read()).done) break;
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("sends heartbeats and ends at its maximum lifetime so the browser reconnects (and re-checks the session)", async () => {
    const stream = createAdminEventStream(new AbortController().signal, { heartbeatMs: 50, maxLifetimeMs: 180 });
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    let text = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    expect(text.startsWith("retry: 2000\nevent: ready\n")).toBe(true);
    expect(text.match(/: ping\n\n/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  });
});
