import { describe, expect, it } from "vitest";
import { getDatabase } from "@/lib/db";
import { corpusLineSchema, referenceDocument } from "@/lib/plagiarism/import";
import { upsertDocuments } from "@/lib/plagiarism/store";
import { useTestDatabase } from "@/tests/helpers/db";
import { docByUrl } from "../../fixtures/plagiarism/texts";

/**
 * A corpus line is JSON, and JSON may escape half of an emoji on its own ("\ud83d", common in scraped text cut at a
 * fixed length). upsertDocuments sends a batch as one jsonb parameter, and PostgreSQL refuses a lone surrogate escape
 * in jsonb ("Unicode low surrogate must follow a high surrogate"): the whole batch failed and npm run corpus:import
 * stopped there. Lone surrogates are now replaced by U+FFFD, as the driver does for every other text parameter.
 */
useTestDatabase();

describe(`lone surrogates in an imported batch on ${process.env.TEST_DB_KIND}`, () => {
  it("imports the batch, with U+FFFD in their place", async () => {
    const raw = JSON.parse(String.raw`{"title": "Kumasi \ud83d markets", "url": "https://example.org/kumasi-\udc00", "text": "Cut emoji \ud83d at the end. ${docByUrl("kumasi").text}"}`);
    const line = corpusLineSchema.parse(raw);
    const { runner } = await getDatabase();
    await expect(upsertDocuments(runner, [referenceDocument(line), referenceDocument(corpusLineSchema.parse({ ...raw, url: "https://example.org/other" }))])).resolves.toEqual({ created: 2, updated: 0 });
    const rows = await runner.query<{ title: string; url: string; body: string }>(`select title, url, body from plagiarism_documents order by url`);
    expect(rows.map((r) => r.url)).toEqual(["https://example.org/kumasi-\uFFFD", "https://example.org/other"]);
    expect(rows[0]!.title).toBe("Kumasi \uFFFD markets");
    expect(rows[0]!.body.startsWith("Cut emoji \uFFFD at the end.")).toBe(true);
  });
});
