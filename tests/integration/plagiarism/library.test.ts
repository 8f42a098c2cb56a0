import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { clientRequests } from "@/lib/db/schema";
import { checkPlagiarism } from "@/lib/plagiarism/check";
import { referenceDocument } from "@/lib/plagiarism/import";
import { indexSavedRequest } from "@/lib/plagiarism/repository";
import { deleteDocument, upsertDocuments } from "@/lib/plagiarism/store";
import { newFilePath, setStorageForTests } from "@/lib/storage";
import { localStorage } from "@/lib/storage/local-storage";
import { useTestDatabase } from "../../helpers/db";
import { makePdf } from "../../fixtures/plagiarism/make-pdf";
import { docByUrl, fixtureLibrary, ORIGINAL_TEXT, PARAPHRASE_KUMASI } from "../../fixtures/plagiarism/texts";

const t = useTestDatabase();
const count = async (sql: string) => Number((await t.handle.runner.query<{ n: number }>(sql))[0].n);

describe("reference library", () => {
  it("imports idempotently: the same url updates instead of duplicating", async () => {
    const first = await upsertDocuments(t.handle.runner, fixtureLibrary.map(referenceDocument));
    expect(first).toEqual({ created: 5, updated: 0 });
    const fingerprints = await count("select count(*)::int as n from plagiarism_fingerprints");
    expect(fingerprints).toBeGreaterThan(100);
    const again = await upsertDocuments(t.handle.runner, fixtureLibrary.map(referenceDocument));
    expect(again).toEqual({ created: 0, updated: 5 });
    expect(await count("select count(*)::int as n from plagiarism_documents")).toBe(5);
    expect(await count("select count(*)::int as n from plagiarism_fingerprints")).toBe(fingerprints);
  });

  it("uses the fingerprint index for the candidate look-up", async () => {
    // A small table may be scanned anyway; forbid that to prove an index serves the query.
    await t.handle.runner.exec("set enable_seqscan = off");
    const plan = await t.handle.runner.query<Record<string, string>>("explain select document_id from plagiarism_fingerprints where hash = any('{1,2,3}'::int[])");
    await t.handle.runner.exec("set enable_seqscan = on");
    expect(JSON.stringify(plan)).toMatch(/Index/);
  });

  it("finds a verbatim copy with its title and url", async () => {
    const doc = docByUrl("harmattan");
    const r = await checkPlagiarism(doc.text);
    expect(r.sources).toHaveLength(1);
    expect(r.sources[0]).toMatchObject({ title: doc.title, url: doc.url, kind: "reference" });
    expect(r.plagiarismPercentage).toBe(100);
    expect(r.riskLevel).toBe("high");
  });

  it("finds a reordered, reworded paraphrase", async () => {
    const r = await checkPlagiarism(PARAPHRASE_KUMASI);
    expect(r.sources.map((s) => s.url)).toEqual([docByUrl("kumasi").url]);
    expect(r.plagiarismPercentage).toBeGreaterThan(80);
  });

  it("reports an original text as unique", async () => {
    const r = await checkPlagiarism(ORIGINAL_TEXT);
    expect(r).toMatchObject({ plagiarismPercentage: 0, uniquenessPercentage: 100, riskLevel: "low", sources: [] });
    expect(r.recommendations.length).toBeGreaterThan(0);
  });

  it("updates the matched text when a document is re-imported with new text, and forgets deleted ones", async () => {
    const doc = docByUrl("packet-routing");
    await upsertDocuments(t.handle.runner, [referenceDocument({ ...doc, text: docByUrl("photosynthesis").text })]);
    expect((await checkPlagiarism(doc.text)).sources.map((s) => s.url)).not.toContain(doc.url);
    await upsertDocuments(t.handle.runner, [referenceDocument(doc)]);
    expect((await checkPlagiarism(doc.text)).sources.map((s) => s.url)).toContain(doc.url);
    const [{ id }] = await t.handle.runner.query<{ id: string }>(`select id::text as id from plagiarism_documents where url = $1`, [doc.url]);
    expect(await deleteDocument(t.handle.runner, id)).toBe(true);
    expect((await checkPlagiarism(doc.text)).sources).toEqual([]);
  });
});

describe("the business's own repository", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "plag-uploads-"));
  afterAll(() => {
    setStorageForTests(undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  const essay =
    "Community radio stations in northern Ghana broadcast farming advice in Dagbani and other local languages every evening. " +
    "Extension officers record short programmes about planting dates, seed varieties and how to store grain against weevils. " +
    "Listeners phone in with questions, and the most common ones become the topic of the following week's show.";

  it("indexes a saved request's details and file text; a public check shows only 'Private submission' and its date", async () => {
    const storage = localStorage(dir);
    setStorageForTests(storage);
    const filePath = newFilePath(".pdf");
    await storage.put(filePath, Readable.from([makePdf(essay.split(/(?<=\.) /))]), { contentType: "application/pdf" });
    const [saved] = await t.db
      .insert(clientRequests)
      .values({
        name: "Kwame Boateng",
        institution: "University of Ghana",
        program: "Agricultural Economics",
        email: "kwame@example.com",
        projectType: "research",
        details: "Please review my chapter on radio extension services for smallholder farmers in the Northern Region before my defence.",
        filePath,
        fileName: "chapter-two.pdf",
        submissionKey: "plagiarism-test-key-0001",
      })
      .returning();
    expect(await indexSavedRequest(saved)).toBe(2);
    // Staff read the project type's label, as on /requests, not its stored value.
    const titles = await t.handle.runner.query<{ title: string }>("select title from plagiarism_documents order by title");
    expect(titles.map((r) => r.title)).toContain("Request from Kwame Boateng (Research Paper): details");

    const pub = await checkPlagiarism(essay, "public");
    expect(pub.sources).toHaveLength(1);
    expect(pub.sources[0]).toMatchObject({ title: "Private submission", url: null, matchedContent: "", kind: "private" });
    // the day only: the exact time would single out one client's request
    expect(pub.sources[0].date).toBe(saved.createdAt.toISOString().slice(0, 10));
    expect(pub.report).not.toMatch(/\d+ earlier submission/);
    const body = JSON.stringify(pub);
    for (const secret of ["Kwame", "Boateng", "chapter-two", "University of Ghana", "Agricultural", "Dagbani"]) expect(body).not.toContain(secret);

    const admin = await checkPlagiarism(essay, "admin");
    expect(admin.sources[0].title).toContain("Kwame Boateng");
    expect(admin.sources[0].title).toContain("chapter-two.pdf");
    expect(admin.sources[0].matchedContent).toContain("Dagbani");
  });

  it("removes a request's documents when the request is deleted", async () => {
    await t.handle.runner.query(`delete from client_requests where submission_key = 'plagiarism-test-key-0001'`);
    expect(await count("select count(*)::int as n from plagiarism_documents where kind = 'private'")).toBe(0);
  });
});
