import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as downloadAttachment } from "@/app/api/admin/attachments/[id]/route";
import { deleteContactMessage, setContactMessageRead } from "@/lib/contact/admin-actions";
import { ADMIN_PAGE_SIZE } from "@/lib/admin-lists/pagination";
import { listContactMessagesForAdmin } from "@/lib/contact/admin-queries";
import { clientRequests, contactMessages } from "@/lib/db/schema";
import { deleteRequest, setRequestStatus } from "@/lib/requests/admin-actions";
import { getRequestAttachment, listRequests } from "@/lib/requests/admin-queries";
import { contentDisposition } from "@/lib/requests/attachment-response";
import { newFilePath, setStorageForTests, StorageFailure, type StorageAdapter } from "@/lib/storage";
import { localStorage } from "@/lib/storage/local-storage";
import { useTestDatabase } from "@/tests/helpers/db";
import { logIn, logOut } from "./session";

vi.mock("next/headers", async () => (await import("@/tests/helpers/next-request")).nextHeadersModule);

const t = useTestDatabase();
let root = "";

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "admin-requests-"));
  setStorageForTests(localStorage(root));
  await logIn();
});

afterAll(async () => {
  setStorageForTests(undefined);
  await rm(root, { recursive: true, force: true });
});

beforeEach(async () => {
  await t.db.execute(sql`delete from client_requests`);
});

/** A request as the public form stores it, optionally with a file on disk. */
async function insertRequest(over: Partial<typeof clientRequests.$inferInsert> = {}, file?: { name: string; body: Buffer }) {
  let filePath: string | null = null;
  if (file) {
    filePath = newFilePath(path.extname(file.name) as ".pdf");
    await mkdir(path.join(root, path.dirname(filePath)), { recursive: true });
    await writeFile(path.join(root, filePath), file.body);
  }
  const [row] = await t.db
    .insert(clientRequests)
    .values({
      name: "Kwame Asante",
      institution: "University of Ghana",
      phone: "+233 24 000 0000",
      projectType: "thesis",
      submissionKey: randomBytes(12).toString("hex"),
      filePath,
      fileName: file?.name ?? null,
      ...over,
    })
    .returning();
  return row!;
}

const download = (id: string) => downloadAttachment(new Request(`http://localhost/api/admin/attachments/${id}`), { params: Promise.resolve({ id }) });

describe(`requests on ${process.env.TEST_DB_KIND}`, () => {
  it("lists every request newest first, without the stored path", async () => {
    const old = await insertRequest({ name: "Old", createdAt: new Date("2026-01-01T10:00:00Z") });
    const recent = await insertRequest({ name: "New", email: "new@example.com", turnitinSubmission: "Yes" }, { name: "brief.pdf", body: Buffer.from("%PDF-1.4 x") });
    const list = (await listRequests()).requests;
    expect(list.map((r) => r.id)).toEqual([recent.id, old.id]);
    expect(list[0]).toMatchObject({ name: "New", email: "new@example.com", status: "pending", fileName: "brief.pdf", hasAttachment: true, turnitinSubmission: "Yes", projectType: "thesis" });
    expect(list[1]).toMatchObject({ hasAttachment: false, fileName: null, email: "" });
    expect(JSON.stringify(list)).not.toContain("project_guidelines");
  });

  it("pages a year of requests: 50 at a time, newest first, with the whole count; a page past the end is the last", async () => {
    // 120 requests a minute apart, inserted in one statement (the form's checks are the database's own).
    await t.db.execute(sql`
      insert into client_requests (created_at, name, project_type, details, submission_key)
      select timestamptz '2026-01-01T00:00:00Z' + (i || ' minutes')::interval, 'Requester ' || i, 'thesis', repeat('x', 4000), 'page-key-' || i
      from generate_series(1, 120) i`);
    const first = await listRequests();
    expect(first).toMatchObject({ total: 120, page: 1, pageSize: ADMIN_PAGE_SIZE });
    expect(first.requests).toHaveLength(50);
    expect(first.requests[0]!.name).toBe("Requester 120");
    const third = await listRequests(3);
    expect(third.page).toBe(3);
    expect(third.requests.map((r) => r.name)).toEqual(Array.from({ length: 20 }, (_, i) => `Requester ${20 - i}`));
    // every request on exactly one page
    const second = await listRequests(2);
    expect(new Set([...first.requests, ...second.requests, ...third.requests].map((r) => r.id)).size).toBe(120);
    expect((await listRequests(99)).page).toBe(3);
    expect((await listRequests(0)).page).toBe(1);
  });

  it("approves and rejects; pending cannot be set back, unknown ids are refused", async () => {
    const r = await insertRequest();
    const approved = await setRequestStatus(r.id, "approved");
    expect(approved).toMatchObject({ ok: true, data: { id: r.id, status: "approved" } });
    expect(await setRequestStatus(r.id, "rejected")).toMatchObject({ ok: true, data: { status: "rejected" } });
    expect(await setRequestStatus(r.id, "pending")).toEqual({ ok: false, error: "A request can only be approved or rejected." });
    expect(await setRequestStatus(r.id, "deleted")).toMatchObject({ ok: false });
    expect(await setRequestStatus("3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f", "approved")).toEqual({ ok: false, error: "This request no longer exists." });
    expect(await setRequestStatus("nope", "approved")).toEqual({ ok: false, error: "This request no longer exists." });
    expect((await listRequests()).requests[0]!.status).toBe("rejected");
  });

  it("deleting a request deletes its stored file", async () => {
    const r = await insertRequest({}, { name: "guide.docx", body: Buffer.from("PK\u0003\u0004 docx") });
    const file = path.join(root, r.filePath!);
    expect(existsSync(file)).toBe(true);
    expect(await deleteRequest(r.id)).toEqual({ ok: true, data: { id: r.id, fileDeleted: true } });
    expect(existsSync(file)).toBe(false);
    expect((await listRequests()).requests).toEqual([]);
    expect(await deleteRequest(r.id)).toEqual({ ok: false, error: "This request no longer exists." });
  });

  it("a storage failure on delete still removes the request (the orphan is logged)", async () => {
    const r = await insertRequest({}, { name: "a.pdf", body: Buffer.from("%PDF") });
    const failing: StorageAdapter = {
      kind: "local",
      put: async () => {},
      get: async () => null,
      delete: async () => {
        throw new StorageFailure("bucket unreachable");
      },
    };
    setStorageForTests(failing);
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await deleteRequest(r.id)).toEqual({ ok: true, data: { id: r.id, fileDeleted: false } });
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
      setStorageForTests(localStorage(root));
    }
    expect((await listRequests()).requests).toEqual([]);
  });

  it("downloads the attachment with its original name, never inline", async () => {
    const body = Buffer.from("%PDF-1.4 the guidelines");
    const r = await insertRequest({}, { name: "Thesis – draft é.pdf", body });
    expect(await getRequestAttachment(r.id)).toEqual({ filePath: r.filePath, fileName: "Thesis – draft é.pdf" });
    const res = await download(r.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="Thesis  draft e.pdf"; filename*=UTF-8''Thesis%20%E2%80%93%20draft%20%C3%A9.pdf`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(body);
  });

  it("answers 404 for no file, a missing file, an unknown or malformed id, and 401 after logout", async () => {
    const none = await insertRequest();
    expect((await download(none.id)).status).toBe(404);
    const r = await insertRequest({}, { name: "x.pdf", body: Buffer.from("%PDF") });
    await rm(path.join(root, r.filePath!));
    const missing = await download(r.id);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "The attached file is missing from storage." });
    expect((await download("3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f")).status).toBe(404);
    expect((await download("../../etc/passwd")).status).toBe(404);
    logOut();
    try {
      expect((await download(r.id)).status).toBe(401);
    } finally {
      await logIn();
    }
  });

  it("builds safe Content-Disposition headers", () => {
    expect(contentDisposition('a"b\\c/d.pdf')).toBe(`attachment; filename="a_b_c_d.pdf"; filename*=UTF-8''a%22b%5Cc%2Fd.pdf`);
    expect(contentDisposition("x\r\nSet-Cookie: a=b.pdf")).not.toMatch(/[\r\n]/);
    expect(contentDisposition("   ")).toBe(`attachment; filename="attachment"; filename*=UTF-8''attachment`);
    expect(contentDisposition("논문.docx")).toBe(`attachment; filename=".docx"; filename*=UTF-8''%EB%85%BC%EB%AC%B8.docx`);
  });
});

describe(`contact messages on ${process.env.TEST_DB_KIND}`, () => {
  it("pages the messages and counts every unread one, not only those of the page shown", async () => {
    await t.db.execute(sql`delete from contact_messages`);
    // 620 messages, the oldest 20 unread: beyond any one page (the tab once listed the newest 500 and counted those).
    await t.db.execute(sql`
      insert into contact_messages (created_at, full_name, email, subject, message, is_read)
      select timestamptz '2026-01-01T00:00:00Z' + (i || ' minutes')::interval, 'Visitor ' || i, 'v' || i || '@example.com', 'Subject ' || i, 'Hello', i > 20
      from generate_series(1, 620) i`);
    const first = await listContactMessagesForAdmin();
    expect(first).toMatchObject({ total: 620, unread: 20, page: 1, pageSize: ADMIN_PAGE_SIZE });
    expect(first.messages).toHaveLength(50);
    expect(first.messages[0]!.fullName).toBe("Visitor 620");
    const last = await listContactMessagesForAdmin(13);
    expect(last.messages.map((m) => m.fullName)).toEqual(Array.from({ length: 20 }, (_, i) => `Visitor ${20 - i}`));
    expect(last.messages.every((m) => !m.isRead)).toBe(true);
    // the Unread filter pages the unread ones only; the badge's count stays every unread message
    const unreadOnly = await listContactMessagesForAdmin(1, "unread");
    expect(unreadOnly).toMatchObject({ total: 20, unread: 20, page: 1, filter: "unread" });
    expect(unreadOnly.messages.map((m) => m.fullName)).toEqual(Array.from({ length: 20 }, (_, i) => `Visitor ${20 - i}`));
    expect((await listContactMessagesForAdmin(7, "unread")).page).toBe(1);
    expect(first.filter).toBe("all");
    await t.db.execute(sql`delete from contact_messages`);
  });

  it("lists newest first, marks read and unread, deletes", async () => {
    await t.db.execute(sql`delete from contact_messages`);
    const [a] = await t.db
      .insert(contactMessages)
      .values({ fullName: "Efua", email: "efua@example.com", subject: "Fees", message: "How much?", createdAt: new Date("2026-02-01T09:00:00Z") })
      .returning();
    const [b] = await t.db.insert(contactMessages).values({ fullName: "Yaw", email: "yaw@example.com", subject: "Deadline", message: "Friday?" }).returning();
    const list = (await listContactMessagesForAdmin()).messages;
    expect(list.map((m) => m.id)).toEqual([b!.id, a!.id]);
    expect(list[1]).toEqual({ id: a!.id, fullName: "Efua", email: "efua@example.com", subject: "Fees", message: "How much?", isRead: false, createdAt: "2026-02-01T09:00:00.000Z" });
    expect(await setContactMessageRead(a!.id, true)).toEqual({ ok: true });
    expect((await listContactMessagesForAdmin()).messages[1]!.isRead).toBe(true);
    expect(await setContactMessageRead(a!.id, false)).toEqual({ ok: true });
    expect(await setContactMessageRead(a!.id, "yes")).toMatchObject({ ok: false });
    expect(await deleteContactMessage(b!.id)).toEqual({ ok: true });
    expect(await deleteContactMessage(b!.id)).toEqual({ ok: false, error: "This message no longer exists." });
    expect((await listContactMessagesForAdmin()).messages.map((m) => m.id)).toEqual([a!.id]);
  });
});
