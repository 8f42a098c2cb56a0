import { Readable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/requests/route";
import { clientRequests } from "@/lib/db/schema";
import { requestSavedHooks } from "@/lib/requests/create-request";
import { getStorage, newFilePath, StorageFailure } from "@/lib/storage";
import { supabaseStorage } from "@/lib/storage/supabase-storage";
import { useTestDatabase } from "../../helpers/db";
import { startFakeSupabaseStorage } from "../../helpers/fake-supabase-storage";
import { samplePdf } from "../../helpers/request-fixtures";

/**
 * The Supabase Storage adapter against a local server speaking the Storage REST API: the same HTTP calls
 * (@supabase/storage-js, streamed upload) that production makes to the 'assignments' bucket.
 */
const KEY = "service-role-key-for-tests";
const t = useTestDatabase();
let fake: Awaited<ReturnType<typeof startFakeSupabaseStorage>>;
let otherHooks: typeof requestSavedHooks = [];

beforeAll(async () => {
  otherHooks = requestSavedHooks.splice(0);
  fake = await startFakeSupabaseStorage(KEY);
});
afterAll(async () => {
  requestSavedHooks.push(...otherHooks);
  vi.unstubAllEnvs();
  await fake.close();
});
beforeEach(async () => {
  fake.files.clear();
  await t.db.delete(clientRequests);
});

const bytesOf = async (body: ReadableStream<Uint8Array>) => Buffer.from(await new Response(body).arrayBuffer());

describe("Supabase Storage adapter", () => {
  it("streams an upload into the bucket and reads it back", async () => {
    const storage = supabaseStorage(fake.url, KEY);
    const path = newFilePath(".pdf");
    const content = samplePdf("streamed", 300_000);
    await storage.put(path, Readable.from([content.subarray(0, 1000), content.subarray(1000)]), { contentType: "application/pdf" });

    const stored = fake.files.get(`assignments/${path}`);
    expect(stored?.contentType).toBe("application/pdf");
    expect(stored?.cacheControl).toBe("max-age=3600");
    expect(stored?.bytes.equals(content)).toBe(true);

    const read = await storage.get(path);
    expect(read).not.toBeNull();
    expect((await bytesOf(read!.body)).equals(content)).toBe(true);
  });

  it("never overwrites an existing object", async () => {
    const storage = supabaseStorage(fake.url, KEY);
    const path = newFilePath(".pdf");
    await storage.put(path, Readable.from([Buffer.from("first")]), { contentType: "application/pdf" });
    await expect(storage.put(path, Readable.from([Buffer.from("second")]), { contentType: "application/pdf" })).rejects.toThrow(StorageFailure);
    expect(fake.files.get(`assignments/${path}`)?.bytes.toString()).toBe("first");
  });

  it("answers null for a missing object and deletes idempotently", async () => {
    const storage = supabaseStorage(fake.url, KEY);
    const path = newFilePath(".docx");
    expect(await storage.get(path)).toBeNull();
    await storage.put(path, Readable.from([Buffer.from("PK")]), { contentType: "application/zip" });
    await storage.delete(path);
    expect(fake.files.size).toBe(0);
    await expect(storage.delete(path)).resolves.toBeUndefined();
  });

  it("reports a wrong key and a missing bucket as storage failures", async () => {
    const wrongKey = supabaseStorage(fake.url, "not-the-key");
    await expect(wrongKey.put(newFilePath(".pdf"), Readable.from([Buffer.from("x")]), { contentType: "application/pdf" })).rejects.toThrow(StorageFailure);
    await expect(wrongKey.get(newFilePath(".pdf"))).rejects.toThrow(StorageFailure);

    const noBucket = await startFakeSupabaseStorage(KEY, []);
    try {
      await expect(supabaseStorage(noBucket.url, KEY).put(newFilePath(".pdf"), Readable.from([Buffer.from("x")]), { contentType: "application/pdf" })).rejects.toThrow(/bucket not found/i);
    } finally {
      await noBucket.close();
    }
  });

  it("refuses a path it did not generate without calling the API", async () => {
    const before = fake.requests.length;
    const storage = supabaseStorage(fake.url, KEY);
    await expect(storage.get("project_guidelines/../secrets.pdf")).rejects.toThrow(StorageFailure);
    await expect(storage.delete("other/file.pdf")).rejects.toThrow(StorageFailure);
    expect(fake.requests.length).toBe(before);
  });
});

describe(`request form on Supabase Storage (${process.env.TEST_DB_KIND})`, () => {
  function post(file: File, ip: string) {
    const form = new FormData();
    const fields = { name: "Kofi Boateng", institution: "Ashesi University", program: "BSc Computer Science", email: "kofi@example.com", phone: "+233 20 555 0101", projectType: "thesis", details: "Chapter 3", submissionKey: crypto.randomUUID() };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append("file", file);
    return POST(new Request("http://localhost/api/requests", { method: "POST", body: form, headers: { accept: "application/json", "x-forwarded-for": ip } }));
  }
  const pdf = () => new File([new Uint8Array(samplePdf("Supabase path"))], "Guidelines.pdf", { type: "application/pdf" });

  it("stores the file in the bucket and the row points at it", async () => {
    vi.stubEnv("SUPABASE_URL", fake.url);
    vi.stubEnv("SUPABASE_SERVICE_ROLE_KEY", KEY);
    expect(getStorage().kind).toBe("supabase");
    const res = await post(pdf(), "10.9.0.1");
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(clientRequests);
    expect(row.fileName).toBe("Guidelines.pdf");
    expect([...fake.files.keys()]).toEqual([`assignments/${row.filePath}`]);
    expect(fake.files.get(`assignments/${row.filePath}`)!.bytes.equals(samplePdf("Supabase path"))).toBe(true);
  });

  it("saves no row and shows SPEC's message when the bucket is missing", async () => {
    const noBucket = await startFakeSupabaseStorage(KEY, []);
    vi.stubEnv("SUPABASE_URL", noBucket.url);
    vi.stubEnv("SUPABASE_SERVICE_ROLE_KEY", KEY);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await post(pdf(), "10.9.0.2");
      expect(res.status).toBe(503);
      expect((await res.json()).error).toBe("Storage not properly configured. Please try again later or contact support.");
    } finally {
      logged.mockRestore();
      await noBucket.close();
    }
    expect(await t.db.select().from(clientRequests)).toEqual([]);
  });
});
