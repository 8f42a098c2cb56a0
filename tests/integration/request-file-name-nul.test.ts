import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/requests/route";
import { clientRequests } from "@/lib/db/schema";
import { useTestDatabase } from "../helpers/db";
import { useRequestDataDir } from "../helpers/request-env";
import { samplePdf } from "../helpers/request-fixtures";

/**
 * The visitor's file name is kept for display only, but it went to the database as sent: one holding a NUL (a
 * multipart `filename*=UTF-8''a%00b.pdf`, or a raw NUL byte) failed the insert, the stored file was deleted again and
 * the form answered 400 "Please check the highlighted fields and try again." with no field highlighted, so the
 * visitor could not tell what to change. NULs are dropped from the name instead (a raw NUL byte in a quoted name is
 * refused by the multipart parser itself: "The form could not be read").
 */
const t = useTestDatabase();
const dataDir = useRequestDataDir("req-nul-");

const fields = { name: "Ama Mensah", institution: "University of Ghana", phone: "+233 24 123 4567", projectType: "thesis" };

function postWithFileName(disposition: string, ip: string) {
  const boundary = "----nul-test-boundary";
  const parts = Object.entries({ ...fields, submissionKey: crypto.randomUUID() })
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join("");
  const body = Buffer.concat([
    Buffer.from(`${parts}--${boundary}\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\nContent-Type: application/pdf\r\n\r\n`, "latin1"),
    samplePdf(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return POST(
    new Request("http://localhost/api/requests", {
      method: "POST",
      body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, accept: "application/json", "x-forwarded-for": ip },
    }),
  );
}

describe(`file names with control characters on ${process.env.TEST_DB_KIND}`, () => {
  it.each([
    ["one NUL", "filename*=UTF-8''Chapter%00One.pdf", "10.77.0.1"],
    ["several NULs", "filename*=UTF-8''%00Chapter%00%00One.pdf", "10.77.0.2"],
  ])("saves the request and its file when the name holds %s", async (_label, disposition, ip) => {
    await t.db.delete(clientRequests);
    const res = await postWithFileName(disposition, ip);
    expect(res.status, await res.clone().text()).toBe(201);
    const [row] = await t.db.select().from(clientRequests);
    expect(row!.fileName).toBe("ChapterOne.pdf");
    const dir = path.join(dataDir(), "uploads", "project_guidelines");
    expect(existsSync(path.join(dataDir(), "uploads", row!.filePath!))).toBe(true);
    expect(readdirSync(dir).length).toBeGreaterThan(0);
  });
});
