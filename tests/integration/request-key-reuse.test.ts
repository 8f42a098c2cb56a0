import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/requests/route";
import { clientRequests } from "@/lib/db/schema";
import { useTestDatabase } from "../helpers/db";
import { useRequestDataDir } from "../helpers/request-env";
import { samplePdf } from "../helpers/request-fixtures";

/**
 * The form's script keeps its submission key until it hears a success, so a resend after a lost answer is not saved
 * twice. But when the answer was lost after the request was saved (a dropped connection, the script's time limit) and
 * the visitor then changed the form (more details, another file) before sending again, the server found the key,
 * answered "duplicate" with the first row and dropped the changed request, while the page said "Request submitted
 * successfully!". A key reused for different content is now a new submission (itself idempotent); the same content
 * again is still a duplicate.
 */
const t = useTestDatabase();
useRequestDataDir("req-key-");

const base = { name: "Ama Mensah", institution: "University of Ghana", phone: "+233 24 123 4567", projectType: "thesis", details: "Chapter 2 review" };
function post(fields: Record<string, string>, file?: File) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append("file", file);
  return POST(new Request("http://localhost/api/requests", { method: "POST", body: form, headers: { accept: "application/json", "x-forwarded-for": "10.88.0.1" } }));
}
const pdf = (name: string) => new File([new Uint8Array(samplePdf())], name, { type: "application/pdf" });

describe(`a submission key reused for different content on ${process.env.TEST_DB_KIND}`, () => {
  it("saves the changed request, and still answers a resend of either as a duplicate", async () => {
    const submissionKey = crypto.randomUUID();
    const first = await post({ ...base, submissionKey });
    expect(first.status).toBe(201);
    const firstId = (await first.json()).id;

    // the answer was lost; the visitor adds details and a file, and sends again with the same key
    const changed = await post({ ...base, details: "Chapter 2 review, and the guidelines are attached", submissionKey }, pdf("Guidelines.pdf"));
    expect(changed.status).toBe(201);
    const changedBody = await changed.json();
    expect(changedBody).toMatchObject({ ok: true, duplicate: false });
    expect(changedBody.id).not.toBe(firstId);

    // resends of either are duplicates of their own row
    const again = await post({ ...base, details: "Chapter 2 review, and the guidelines are attached", submissionKey }, pdf("Guidelines.pdf"));
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe(changedBody.id);
    const firstAgain = await post({ ...base, submissionKey });
    expect(firstAgain.status).toBe(200);
    expect((await firstAgain.json()).id).toBe(firstId);

    const rows = await t.db.select().from(clientRequests);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === changedBody.id)).toMatchObject({ details: "Chapter 2 review, and the guidelines are attached", fileName: "Guidelines.pdf" });
  });
});
