import { readdirSync, readFileSync, rmSync, existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/requests/route";
import { openDatabase, setDatabaseForTests } from "@/lib/db";
import { clientRequests } from "@/lib/db/schema";
import { onRequestSaved, requestSavedHooks, type SavedRequest } from "@/lib/requests/create-request";
import { FILE_SIZE_MESSAGE, FILE_TYPE_MESSAGE, MAX_FILE_BYTES, REQUIRED_MESSAGE } from "@/lib/requests/schema";
import { setStorageForTests, StorageFailure, type StorageAdapter } from "@/lib/storage";
import { useTestDatabase } from "../helpers/db";
import { useRequestDataDir } from "../helpers/request-env";
import { pdfOfSize, sampleDoc, sampleDocx, sampleExe, samplePdf, zipOf } from "../helpers/request-fixtures";

const t = useTestDatabase();
const dataDir = useRequestDataDir("req-test-");
const uploadsDir = () => path.join(dataDir(), "uploads", "project_guidelines");
const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);

beforeEach(async () => {
  await t.db.delete(clientRequests);
  rmSync(uploadsDir(), { recursive: true, force: true });
});

const base = { name: "Ama Mensah", institution: "University of Ghana", program: "MPhil Economics", email: "ama@example.com", phone: "+233 24 123 4567", projectType: "thesis", details: "Chapter 2 review" };
let ipCounter = 0;

function post(fields: Record<string, string>, options: { file?: File; json?: boolean; ip?: string } = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (options.file) form.append("file", options.file);
  const headers: Record<string, string> = { "x-forwarded-for": options.ip ?? `10.1.0.${++ipCounter}` };
  if (options.json !== false) headers.accept = "application/json";
  return POST(new Request("http://localhost/api/requests", { method: "POST", body: form, headers }));
}
const key = () => crypto.randomUUID();
const pdf = (buf = samplePdf(), name = "Guidelines.pdf") => new File([new Uint8Array(buf)], name, { type: "application/pdf" });
const rows = () => t.db.select().from(clientRequests);

describe(`request submissions on ${process.env.TEST_DB_KIND}`, () => {
  it("saves a request without a file", async () => {
    const res = await post({ ...base, submissionKey: key() });
    expect(res.status).toBe(201);
    const body = await res.json();
    const [row] = await rows();
    expect(row).toMatchObject({ id: body.id, name: "Ama Mensah", projectType: "thesis", status: "pending", turnitinSubmission: "No", filePath: null, fileName: null });
    expect(storedFiles()).toEqual([]);
  });

  it("saves a request with its PDF, byte for byte, under project_guidelines/{timestamp}-{random}.pdf", async () => {
    const file = samplePdf();
    const res = await post({ ...base, turnitin: "Yes", submissionKey: key() }, { file: pdf(file) });
    expect(res.status).toBe(201);
    const [row] = await rows();
    expect(row!.turnitinSubmission).toBe("Yes");
    expect(row!.fileName).toBe("Guidelines.pdf");
    expect(row!.filePath).toMatch(/^project_guidelines\/\d{13}-[a-z0-9]{12}\.pdf$/);
    expect(readFileSync(path.join(dataDir(), "uploads", row!.filePath!)).equals(file)).toBe(true);
  });

  it("accepts a PDF whose %PDF- header comes after a line break, as readers do", async () => {
    const file = Buffer.concat([Buffer.from("\r\n"), samplePdf()]);
    expect((await post({ ...base, submissionKey: key() }, { file: pdf(file) })).status).toBe(201);
    const [row] = await rows();
    expect(readFileSync(path.join(dataDir(), "uploads", row!.filePath!)).equals(file)).toBe(true);
  });

  it("accepts a real .docx and a .doc, and refuses a zip that is not a Word document", async () => {
    const docx = new File([new Uint8Array(sampleDocx())], "plan.docx");
    expect((await post({ ...base, submissionKey: key() }, { file: docx })).status).toBe(201);
    expect((await post({ ...base, submissionKey: key() }, { file: new File([new Uint8Array(sampleDoc())], "old.DOC") })).status).toBe(201);
    const fake = new File([new Uint8Array(zipOf({ "[Content_Types].xml": "x", "xl/workbook.xml": "x" }))], "sheet.docx");
    const res = await post({ ...base, submissionKey: key() }, { file: fake });
    expect(res.status).toBe(415);
    expect((await res.json()).error).toBe(FILE_TYPE_MESSAGE);
    expect(await rows()).toHaveLength(2);
    expect(storedFiles()).toHaveLength(2);
  });

  it("refuses a .pdf that is really an executable, saving nothing", async () => {
    const res = await post({ ...base, submissionKey: key() }, { file: new File([new Uint8Array(sampleExe())], "report.pdf") });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ ok: false, code: "file_type", error: FILE_TYPE_MESSAGE });
    expect(await rows()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it("refuses other extensions by name", async () => {
    const res = await post({ ...base, submissionKey: key() }, { file: new File([new Uint8Array(samplePdf())], "guide.pdf.exe") });
    expect(res.status).toBe(415);
  });

  it("refuses 5 MB + 1 byte and exactly 5 MB, accepts 5 MB - 1 byte", async () => {
    for (const size of [MAX_FILE_BYTES + 1, MAX_FILE_BYTES]) {
      const res = await post({ ...base, submissionKey: key() }, { file: pdf(pdfOfSize(size)) });
      expect(res.status, String(size)).toBe(413);
      expect((await res.json()).error).toBe(FILE_SIZE_MESSAGE);
    }
    expect(await rows()).toEqual([]);
    expect(storedFiles()).toEqual([]);
    expect((await post({ ...base, submissionKey: key() }, { file: pdf(pdfOfSize(MAX_FILE_BYTES - 1)) })).status).toBe(201);
  });

  it("refuses over-long fields with the field's message, including ones past the parser's cap", async () => {
    const res = await post({ ...base, details: "x".repeat(5001), submissionKey: key() });
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors).toEqual({ details: "Project Details must be at most 5,000 characters." });
    const huge = await post({ ...base, name: "y".repeat(100_000), submissionKey: key() });
    expect(huge.status).toBe(400);
    expect((await huge.json()).fieldErrors).toEqual({ name: "Full Name must be at most 120 characters." });
    expect(await rows()).toEqual([]);
  });

  it("asks for the required fields with SPEC's message", async () => {
    const res = await post({ ...base, institution: "", phone: " ", submissionKey: key() }, { file: pdf() });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe(REQUIRED_MESSAGE);
    expect(Object.keys(body.fieldErrors).sort()).toEqual(["institution", "phone"]);
    expect(storedFiles()).toEqual([]);
  });

  it("creates one request for a double click, even when both posts race", async () => {
    const k = key();
    const [a, b] = await Promise.all([post({ ...base, submissionKey: k }, { file: pdf() }), post({ ...base, submissionKey: k }, { file: pdf() })]);
    const bodies = [await a.json(), await b.json()];
    expect(bodies[0].id).toBe(bodies[1].id);
    expect(bodies.filter((x) => x.duplicate)).toHaveLength(1);
    const again = await post({ ...base, submissionKey: k }, { file: pdf() });
    expect(again.status).toBe(200);
    expect(await rows()).toHaveLength(1);
    expect(storedFiles()).toHaveLength(1);
  });

  it("without JavaScript: redirects to the success page and does not duplicate a resent identical post", async () => {
    const ip = "10.9.9.9";
    const first = await post(base, { json: false, ip, file: pdf() });
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/request-submitted");
    const resent = await post(base, { json: false, ip, file: pdf() });
    expect(resent.headers.get("location")).toBe("/request-submitted");
    expect(await rows()).toHaveLength(1);
    expect(storedFiles()).toHaveLength(1);
    await post({ ...base, details: "A different request" }, { json: false, ip });
    expect(await rows()).toHaveLength(2);
  });

  it("without JavaScript: errors redirect to the error page with a code and a field, never text", async () => {
    const res = await post({ ...base, details: "x".repeat(6000) }, { json: false });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/request-error?code=invalid_field&field=details&issue=too_long");
    const exe = await post(base, { json: false, file: new File([new Uint8Array(sampleExe())], "a.pdf") });
    expect(exe.headers.get("location")).toBe("/request-error?code=file_type");
  });

  it("deletes the stored file when the row cannot be inserted", async () => {
    await t.db.execute(sql`create or replace function refuse_requests() returns trigger language plpgsql as $$ begin raise exception 'insert refused for the test'; end $$`);
    await t.db.execute(sql`create trigger refuse_requests before insert on client_requests for each row execute function refuse_requests()`);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await post({ ...base, submissionKey: key() }, { file: pdf() });
      expect(res.status).toBe(503);
      expect((await res.json()).code).toBe("db_unavailable");
    } finally {
      logged.mockRestore();
      await t.db.execute(sql`drop trigger refuse_requests on client_requests`);
    }
    expect(await rows()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it("saves no row when storage fails, with SPEC's storage message", async () => {
    const broken: StorageAdapter = {
      kind: "supabase",
      put: async () => {
        throw new StorageFailure("The related storage bucket was not found");
      },
      get: async () => null,
      delete: async () => {},
    };
    setStorageForTests(broken);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await post({ ...base, submissionKey: key() }, { file: pdf() });
      expect(res.status).toBe(503);
      expect((await res.json()).error).toBe("Storage not properly configured. Please try again later or contact support.");
    } finally {
      logged.mockRestore();
      setStorageForTests(undefined);
    }
    expect(await rows()).toEqual([]);
  });

  it("answers 503 'try again' when the database is unreachable, keeping no file", async () => {
    const dead = await openDatabase({ kind: "postgres", url: "postgres://nobody@127.0.0.1:1/none", max: 1 });
    setDatabaseForTests(dead);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await post({ ...base, submissionKey: key() }, { file: pdf() });
      expect(res.status).toBe(503);
      expect((await res.json()).error).toBe("We could not save your request just now. Please try again in a few minutes.");
      const plain = await post(base, { json: false });
      expect(plain.headers.get("location")).toBe("/request-error?code=db_unavailable");
    } finally {
      logged.mockRestore();
      setDatabaseForTests(t.handle);
      await dead.close();
    }
    expect(storedFiles()).toEqual([]);
  });

  it("answers a filled honeypot as a success but saves nothing", async () => {
    const res = await post({ ...base, website: "http://spam.example", submissionKey: key() }, { file: pdf() });
    expect(res.status).toBe(201);
    expect(await rows()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it("limits requests per IP per hour (REQUEST_RATE_LIMIT_PER_HOUR)", async () => {
    vi.stubEnv("REQUEST_RATE_LIMIT_PER_HOUR", "2");
    try {
      const ip = "10.7.7.7";
      expect((await post({ ...base, submissionKey: key() }, { ip })).status).toBe(201);
      expect((await post({ ...base, submissionKey: key() }, { ip })).status).toBe(201);
      const third = await post({ ...base, submissionKey: key() }, { ip });
      expect(third.status).toBe(429);
      expect(third.headers.get("retry-after")).toBe("3600");
      expect((await third.json()).error).toBe("Too many requests from your connection. Please try again in an hour.");
      expect((await post({ ...base, submissionKey: key() }, { ip: "10.7.7.8" })).status).toBe(201);
    } finally {
      vi.stubEnv("REQUEST_RATE_LIMIT_PER_HOUR", "1000");
    }
    expect(await rows()).toHaveLength(3);
  });

  it("allows 30 requests per IP an hour when REQUEST_RATE_LIMIT_PER_HOUR is unset", async () => {
    vi.stubEnv("REQUEST_RATE_LIMIT_PER_HOUR", "");
    try {
      const ip = "10.7.8.9";
      for (let i = 0; i < 30; i++) expect((await post({ ...base, submissionKey: key() }, { ip })).status).toBe(201);
      expect((await post({ ...base, submissionKey: key() }, { ip })).status).toBe(429);
    } finally {
      vi.stubEnv("REQUEST_RATE_LIMIT_PER_HOUR", "1000");
    }
  });

  it("refuses a body that is not a form", async () => {
    const res = await POST(new Request("http://localhost/api/requests", { method: "POST", body: "{}", headers: { "content-type": "application/json", accept: "application/json", "x-forwarded-for": "10.3.3.3" } }));
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe("bad_form");
  });

  it("calls the onRequestSaved hooks once per new request", async () => {
    const seen: SavedRequest[] = [];
    const hook = (r: SavedRequest) => void seen.push(r);
    onRequestSaved(hook);
    try {
      const k = key();
      await post({ ...base, submissionKey: k }, { file: pdf() });
      await post({ ...base, submissionKey: k }, { file: pdf() });
      await vi.waitFor(() => expect(seen).toHaveLength(1));
      expect(seen[0]!.filePath).toMatch(/^project_guidelines\//);
    } finally {
      requestSavedHooks.splice(requestSavedHooks.indexOf(hook), 1);
    }
  });
});
