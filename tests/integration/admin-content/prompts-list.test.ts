import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { fetchPrompt, fetchPromptChanges, fetchPrompts } from "@/lib/prompts/admin-actions";
import { listPrompts } from "@/lib/prompts/admin-queries";
import { PROMPT_PAGE_SIZE, PROMPT_PREVIEW_CHARS } from "@/lib/prompts/schema";
import { rowsOf } from "@/lib/rate-limit";
import { useTestDatabase } from "@/tests/helpers/db";
import { logIn, logOut } from "./session";

vi.mock("next/headers", async () => (await import("@/tests/helpers/next-request")).nextHeadersModule);

/**
 * The prompts screen at scale: 500 prompts of up to 12,000 characters made the page 9 MB because every card carried
 * its whole text. The list now answers pages of cards with the start of each text; the whole text comes one prompt
 * at a time, and search runs in SQL so it still finds words deep inside a long prompt.
 */
const t = useTestDatabase();
const N = 120;
const LONG = 12_000;

beforeAll(async () => {
  await logIn();
  await t.db.execute(sql`delete from prompts`);
  // Prompt i is i minutes old; the five newest share one timestamp to the microsecond (a cursor must still page them).
  await t.db.execute(sql`
    insert into prompts (prompt_name, prompt_content, created_at)
    select 'Prompt ' || i, repeat('Lorem ipsum dolor sit amet. ', ${Math.ceil(LONG / 28)}) || case when i = 97 then ' zanzibarite 50%_off ' else '' end || ' end ' || i,
      case when i <= 5 then timestamptz '2026-11-20 10:00:00.123456+00' else now() - (i || ' minutes')::interval end
    from generate_series(1, ${N}) i`);
});

describe(`prompt cards on ${process.env.TEST_DB_KIND}`, () => {
  it("lists a page of previews, never the whole text, and pages through every prompt once", async () => {
    const seen: string[] = [];
    let page = await listPrompts();
    expect(page).toMatchObject({ total: N, matching: N });
    expect(page.prompts).toHaveLength(PROMPT_PAGE_SIZE);
    for (;;) {
      for (const card of page.prompts) {
        expect(Object.keys(card).sort()).toEqual(["createdAt", "cursor", "id", "preview", "promptName"]);
        expect(card.preview.length).toBeLessThanOrEqual(PROMPT_PREVIEW_CHARS);
        expect(card.preview.startsWith("Lorem ipsum dolor sit amet.")).toBe(true);
        seen.push(card.promptName);
      }
      if (!page.next) break;
      const more = await fetchPrompts({ after: page.next });
      if (!more.ok) throw new Error(more.error);
      page = more.data;
    }
    expect(seen).toHaveLength(N);
    expect(new Set(seen).size).toBe(N);
    // newest first: created_at descending, the five sharing a timestamp by id
    const order = rowsOf<{ prompt_name: string }>(await t.db.execute(sql`select prompt_name from prompts order by created_at desc, id desc`));
    expect(seen).toEqual(order.map((r) => r.prompt_name));
    // the whole first page is a small fraction of the texts it stands for
    expect(JSON.stringify(await listPrompts()).length).toBeLessThan(PROMPT_PAGE_SIZE * (PROMPT_PREVIEW_CHARS + 300));
  });

  it("loads the whole text of one prompt on demand", async () => {
    const [card] = (await listPrompts({ search: "zanzibarite" })).prompts;
    const full = await fetchPrompt(card!.id);
    expect(full.ok && full.data.promptContent.length).toBeGreaterThan(LONG - 100);
    expect(full.ok && full.data.promptContent.endsWith(" end 97")).toBe(true);
  });

  it("search finds a word deep inside a long prompt, in name or content, with LIKE wildcards taken literally", async () => {
    const deep = await listPrompts({ search: "ZANZIBARITE" });
    expect(deep.prompts.map((p) => p.promptName)).toEqual(["Prompt 97"]);
    expect(deep).toMatchObject({ total: N, matching: 1, next: null });
    expect((await listPrompts({ search: "50%_off" })).prompts.map((p) => p.promptName)).toEqual(["Prompt 97"]);
    expect((await listPrompts({ search: "5_%" })).matching).toBe(0);
    expect((await listPrompts({ search: "%" })).matching).toBe(1); // the literal % of "50%_off", not every prompt
    expect((await listPrompts({ search: "prompt 11" })).prompts.map((p) => p.promptName).sort()).toEqual(["Prompt 11", "Prompt 110", "Prompt 111", "Prompt 112", "Prompt 113", "Prompt 114", "Prompt 115", "Prompt 116", "Prompt 117", "Prompt 118", "Prompt 119"]);
    // a NUL or an over-long search is no error
    expect((await listPrompts({ search: "zanzi\u0000barite" })).matching).toBe(1); // the NUL dropped, as on /library
    expect((await listPrompts({ search: "x".repeat(5000) })).matching).toBe(0);
  });

  it("a live change answers only the changed cards that still exist and match, with fresh counts", async () => {
    const [a, b] = (await listPrompts()).prompts;
    await t.db.execute(sql`delete from prompts where id = ${b!.id}`);
    const changes = await fetchPromptChanges([a!.id, b!.id], "");
    expect(changes).toEqual({ ok: true, data: { prompts: [a], total: N - 1, matching: N - 1 } });
    expect(await fetchPromptChanges([a!.id], "zanzibarite")).toEqual({ ok: true, data: { prompts: [], total: N - 1, matching: 1 } });
    expect(await fetchPromptChanges("not ids", 42)).toMatchObject({ ok: true, data: { prompts: [], total: N - 1 } });
  });

  it("a malformed cursor or id is no error and leaks nothing", async () => {
    expect((await listPrompts({ after: "2026-01-01|'; drop table prompts; --" })).prompts).toHaveLength(PROMPT_PAGE_SIZE);
    expect(await fetchPrompt("'; drop table prompts; --")).toEqual({ ok: false, error: "This prompt no longer exists." });
  });

  // The shape of a cursor with an impossible time passed, and its ::timestamptz cast then failed the whole list:
  // "Show more" answered "The database could not be reached".
  it("a cursor with an impossible date starts at the top instead of failing like a database outage", async () => {
    const first = await listPrompts();
    const id = first.prompts[0]!.id;
    for (const at of ["2024-13-45T99:99:99.000000Z", "2024-02-30T10:00:00.000000Z", "0000-01-01T00:00:00.000000Z", "2024-01-01T24:00:00.000000Z"]) {
      expect(await fetchPrompts({ after: `${at}|${id}` })).toEqual({ ok: true, data: first });
    }
    // a real instant far back or ahead is still a cursor: nothing older, or everything
    expect(await fetchPrompts({ after: `0001-01-01T00:00:00.000000Z|${id}` })).toMatchObject({ ok: true, data: { prompts: [], next: null } });
    expect(await fetchPrompts({ after: `9999-12-31T23:59:59.999999Z|${id}` })).toEqual({ ok: true, data: first });
  });

  it("without a session every one of them refuses", async () => {
    const [card] = (await listPrompts()).prompts;
    logOut();
    try {
      await expect(fetchPrompt(card!.id)).rejects.toMatchObject({ name: "AuthError", code: "unauthorized" });
      await expect(fetchPrompts({})).rejects.toMatchObject({ code: "unauthorized" });
      await expect(fetchPromptChanges([card!.id], "")).rejects.toMatchObject({ code: "unauthorized" });
      await expect(listPrompts()).rejects.toMatchObject({ code: "unauthorized" });
    } finally {
      await logIn();
    }
  });
});
