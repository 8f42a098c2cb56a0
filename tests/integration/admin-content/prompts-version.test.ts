import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { applyMigrations } from "@/lib/db/migrations";
import { createPrompt, fetchPrompt, updatePrompt } from "@/lib/prompts/admin-actions";
import { PROMPT_CHANGED, type Prompt } from "@/lib/prompts/schema";
import { rowsOf } from "@/lib/rate-limit";
import { useTestDatabase } from "@/tests/helpers/db";
import { logIn, ok } from "./session";

vi.mock("next/headers", async () => (await import("@/tests/helpers/next-request")).nextHeadersModule);

/**
 * Edit sends the version it loaded: staff A opened Edit, staff B saved new content, A saved a name fix, and B's
 * content was silently replaced by A's stale copy while A was told "Prompt updated successfully".
 */
const t = useTestDatabase();

beforeAll(async () => {
  await logIn();
});

const stored = async (id: string) =>
  rowsOf<{ prompt_name: string; prompt_content: string }>(await t.db.execute(sql`select prompt_name, prompt_content from prompts where id = ${id}`))[0];

describe(`prompt versions on ${process.env.TEST_DB_KIND}`, () => {
  let original: Prompt;
  beforeEach(async () => {
    await t.db.execute(sql`delete from prompts`);
    original = await ok(createPrompt({ promptName: "Essay outlne", promptContent: "Outline in five parts." }));
  });

  it("refuses a save from a form opened before someone else's save, answering the prompt as it is now", async () => {
    const formA = await ok(fetchPrompt(original.id));
    const formB = await ok(fetchPrompt(original.id));
    const savedB = await ok(updatePrompt(original.id, { promptName: formB.promptName, promptContent: "Outline in seven parts.", updatedAt: formB.updatedAt }));
    const answerA = await updatePrompt(original.id, { promptName: "Essay outline", promptContent: formA.promptContent, updatedAt: formA.updatedAt });
    expect(answerA).toEqual({ ok: false, error: PROMPT_CHANGED, code: "conflict", latest: savedB });
    expect(await stored(original.id)).toEqual({ prompt_name: "Essay outlne", prompt_content: "Outline in seven parts." });
    // After reloading, A's name fix goes in on top of B's content.
    const fixed = await ok(updatePrompt(original.id, { promptName: "Essay outline", promptContent: savedB.promptContent, updatedAt: savedB.updatedAt }));
    expect(fixed).toMatchObject({ promptName: "Essay outline", promptContent: "Outline in seven parts.", createdAt: original.createdAt });
  });

  it("moves the version on every write, also for saves in the same millisecond or after a clock step back", async () => {
    let version = original.updatedAt;
    for (let i = 0; i < 5; i++) {
      const saved = await ok(updatePrompt(original.id, { promptName: "n", promptContent: `v${i}`, updatedAt: version }));
      expect(saved.updatedAt > version).toBe(true);
      expect(await updatePrompt(original.id, { promptName: "n", promptContent: "stale", updatedAt: version })).toMatchObject({ code: "conflict" });
      version = saved.updatedAt;
    }
    await t.db.execute(sql`update prompts set updated_at = now() + interval '1 hour' where id = ${original.id}`);
    const ahead = await ok(fetchPrompt(original.id));
    const saved = await ok(updatePrompt(original.id, { promptName: "n", promptContent: "after the step", updatedAt: ahead.updatedAt }));
    expect(new Date(saved.updatedAt).getTime()).toBe(new Date(ahead.updatedAt).getTime() + 1);
  });

  it("compares at the millisecond the form was given, whatever microseconds the row holds", async () => {
    await t.db.execute(sql`update prompts set updated_at = '2026-11-20 10:00:00.123789+00' where id = ${original.id}`);
    const form = await ok(fetchPrompt(original.id));
    expect(form.updatedAt).toBe("2026-11-20T10:00:00.123Z");
    expect(await updatePrompt(original.id, { promptName: "n", promptContent: "c", updatedAt: "2026-11-20T10:00:00.124Z" })).toMatchObject({ code: "conflict" });
    expect(await updatePrompt(original.id, { promptName: "n", promptContent: "c", updatedAt: "2026-11-20T12:00:00.123+02:00" })).toMatchObject({ ok: true });
  });

  it("of two saves from the same version, exactly one is written", async () => {
    const answers = await Promise.all(["first", "second"].map((text) => updatePrompt(original.id, { promptName: "n", promptContent: text, updatedAt: original.updatedAt })));
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok && a.code === "conflict")).toHaveLength(1);
    const written = answers.find((a) => a.ok)!;
    expect((await stored(original.id))!.prompt_content).toBe(written.ok && written.data.promptContent);
  });

  it("refuses a save without a usable version and writes nothing; a deleted prompt stays not found", async () => {
    // (well formed but before year 1, which PostgreSQL cannot hold: answered "database could not be reached" before)
    for (const updatedAt of [undefined, "", "yesterday", 42, "2026-13-01T00:00:00Z", "0000-06-01T00:00:00Z", "0001-01-01T00:00:00+01:00"]) {
      expect(await updatePrompt(original.id, { promptName: "x", promptContent: "y", updatedAt })).toMatchObject({ ok: false, error: expect.stringContaining("out of date") });
    }
    expect(await stored(original.id)).toEqual({ prompt_name: "Essay outlne", prompt_content: "Outline in five parts." });
    await t.db.execute(sql`delete from prompts where id = ${original.id}`);
    expect(await updatePrompt(original.id, { promptName: "x", promptContent: "y", updatedAt: original.updatedAt })).toEqual({ ok: false, error: "This prompt no longer exists." });
  });
});

describe(`the prompts version migration on ${process.env.TEST_DB_KIND}`, () => {
  it("gives existing prompts their creation time as version, then defaults new ones to now", async () => {
    // The database as it was before the migration, with prompts in it.
    await t.db.execute(sql`delete from prompts`);
    await t.db.execute(sql`alter table prompts drop column updated_at`);
    await t.db.execute(sql`delete from app_migrations where name = '20261128000100_prompts_version'`);
    await t.db.execute(sql`insert into prompts (prompt_name, prompt_content, created_at) values ('Old', 'kept', '2026-01-02 03:04:05.678901+00'), ('Older', 'kept', '2025-06-01 00:00:00+00')`);
    expect(await applyMigrations(t.handle.runner)).toEqual(["20261128000100_prompts_version"]);
    const rows = rowsOf<{ same: boolean }>(await t.db.execute(sql`select updated_at = created_at as same from prompts`));
    expect(rows).toEqual([{ same: true }, { same: true }]);
    const column = rowsOf<{ is_nullable: string; column_default: string }>(
      await t.db.execute(sql`select is_nullable, column_default from information_schema.columns where table_name = 'prompts' and column_name = 'updated_at'`),
    );
    expect(column).toEqual([{ is_nullable: "NO", column_default: "now()" }]);
    const added = await ok(createPrompt({ promptName: "New", promptContent: "after" }));
    expect(added.updatedAt).toBe(added.createdAt);
    // the live-update trigger is back on after the backfill
    const triggers = rowsOf<{ tgenabled: string }>(await t.db.execute(sql`select tgenabled from pg_trigger where tgname = 'prompts_notify'`));
    expect(triggers).toEqual([{ tgenabled: "O" }]);
  });
});
