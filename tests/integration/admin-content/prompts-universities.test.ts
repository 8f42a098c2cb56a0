import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createPrompt, deletePrompt, fetchPrompt, fetchPrompts, updatePrompt } from "@/lib/prompts/admin-actions";
import { listPrompts } from "@/lib/prompts/admin-queries";
import { rowsOf } from "@/lib/rate-limit";
import { setUniversityStatus } from "@/lib/universities/admin-actions";
import { listUniversityStatuses } from "@/lib/universities/admin-queries";
import { useTestDatabase } from "@/tests/helpers/db";
import { logIn, ok } from "./session";

vi.mock("next/headers", async () => (await import("@/tests/helpers/next-request")).nextHeadersModule);

const t = useTestDatabase();

beforeAll(async () => {
  await logIn();
});

describe(`prompts on ${process.env.TEST_DB_KIND}`, () => {
  beforeEach(async () => {
    await t.db.execute(sql`delete from prompts`);
  });

  it("adds a prompt trimmed and lists newest first", async () => {
    const a = await ok(createPrompt({ promptName: "  Essay outline ", promptContent: "\n Write an outline.\n" }));
    expect(a).toMatchObject({ promptName: "Essay outline", promptContent: "Write an outline." });
    expect(new Date(a.createdAt).toISOString()).toBe(a.createdAt);
    await t.db.execute(sql`update prompts set created_at = now() - interval '1 hour' where id = ${a.id}`);
    const b = await ok(createPrompt({ promptName: "Abstract", promptContent: "Summarise in 200 words." }));
    expect((await listPrompts()).prompts.map((p) => p.id)).toEqual([b.id, a.id]);
    // The browser's list action answers the same page.
    expect(await fetchPrompts()).toEqual({ ok: true, data: await listPrompts() });
    const raw = rowsOf<{ prompt_name: string }>(await t.db.execute(sql`select prompt_name from prompts where id = ${a.id}`));
    expect(raw[0]!.prompt_name).toBe("Essay outline");
  });

  it("refuses blank fields with SPEC's message and saves nothing", async () => {
    const r = await createPrompt({ promptName: "   ", promptContent: "x" });
    expect(r).toMatchObject({ ok: false, error: "Please fill in both the prompt name and content", fieldErrors: { promptName: "Please fill in both the prompt name and content" } });
    expect(await createPrompt(null)).toMatchObject({ ok: false });
    expect(await createPrompt({ promptName: "n", promptContent: "c".repeat(50_001) })).toMatchObject({ ok: false });
    expect((await listPrompts()).prompts).toEqual([]);
  });

  it("updates name and content (trimmed), keeping id and creation date", async () => {
    const a = await ok(createPrompt({ promptName: "Old", promptContent: "Old content" }));
    const b = await ok(updatePrompt(a.id, { promptName: " New ", promptContent: " New content ", updatedAt: a.updatedAt }));
    expect(b).toEqual({ ...a, promptName: "New", promptContent: "New content", updatedAt: b.updatedAt });
    expect(b.updatedAt > a.updatedAt).toBe(true);
    expect(await updatePrompt(a.id, { promptName: "", promptContent: "x", updatedAt: b.updatedAt })).toMatchObject({ ok: false, error: "Please fill in both the prompt name and content" });
    expect(await fetchPrompt(a.id)).toEqual({ ok: true, data: b });
    expect((await listPrompts()).prompts[0]).toMatchObject({ id: a.id, promptName: "New", preview: "New content", createdAt: a.createdAt });
  });

  it("deletes a prompt; unknown or malformed ids are a clear error, not a crash", async () => {
    const a = await ok(createPrompt({ promptName: "Gone", promptContent: "soon" }));
    expect(await deletePrompt(a.id)).toEqual({ ok: true, data: { id: a.id } });
    expect((await listPrompts()).prompts).toEqual([]);
    expect(await fetchPrompt(a.id)).toEqual({ ok: false, error: "This prompt no longer exists." });
    expect(await deletePrompt(a.id)).toEqual({ ok: false, error: "This prompt no longer exists." });
    expect(await updatePrompt(a.id, { promptName: "x", promptContent: "y", updatedAt: a.updatedAt })).toEqual({ ok: false, error: "This prompt no longer exists." });
    expect(await deletePrompt("'; drop table prompts; --")).toEqual({ ok: false, error: "This prompt no longer exists." });
    expect(await deletePrompt(42)).toMatchObject({ ok: false });
  });
});

describe(`university statuses on ${process.env.TEST_DB_KIND}`, () => {
  it("starts empty: every university at its default", async () => {
    await t.db.execute(sql`delete from accra_university_statuses`);
    expect(await listUniversityStatuses()).toEqual({});
  });

  it("upserts on university_id, any status to any status", async () => {
    expect(await setUniversityStatus("upsa", "planned")).toEqual({ ok: true, data: { universityId: "upsa", status: "planned" } });
    await ok(setUniversityStatus("upsa", "visited"));
    await ok(setUniversityStatus("gimpa", "not_visited"));
    await ok(setUniversityStatus("university-of-ghana", "visited"));
    expect(await listUniversityStatuses()).toEqual({ upsa: "visited", gimpa: "not_visited", "university-of-ghana": "visited" });
    const rows = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from accra_university_statuses where university_id = 'upsa'`));
    expect(rows[0]!.n).toBe(1);
  });

  it("refuses unknown universities and statuses", async () => {
    expect(await setUniversityStatus("hogwarts", "visited")).toEqual({ ok: false, error: "Unknown university." });
    expect(await setUniversityStatus("upsa", "archived")).toEqual({ ok: false, error: "Unknown status." });
    expect(await setUniversityStatus(undefined, undefined)).toMatchObject({ ok: false });
  });

  it("leaves out rows the app does not know (an id removed from the built-in list)", async () => {
    await t.db.execute(sql`insert into accra_university_statuses (university_id, status) values ('closed-college', 'visited') on conflict do nothing`);
    expect(await listUniversityStatuses()).not.toHaveProperty("closed-college");
  });
});
