import { expect, test } from "@playwright/test";
import { e2eSql, gotoHydrated } from "./helpers";

/**
 * A server-action body Next cannot decode (not JSON, a broken multipart boundary) was a 500; proxy.ts answers 400 with
 * a sentence (lib/security/action-body-shape.ts). The contact form's real submission is captured, checked to still be
 * saved when replayed, and replayed broken.
 */
const UNREADABLE = "This form's data could not be read. Please reload the page and try again.";

test("contact action: a real submission is saved, malformed copies of it get 400 and save nothing", async ({ page, request }) => {
  await gotoHydrated(page, "/contact", "main form");
  await page.getByLabel("Full Name").fill("Esi Malformed");
  await page.getByLabel("Email").fill("esi@example.com");
  await page.getByLabel("Subject").fill("Malformed body check");
  await page.getByLabel(/^Message/).fill("Checking that a broken copy of this form is refused with a clear message.");
  const sent = page.waitForRequest((r) => r.method() === "POST" && Boolean(r.headers()["next-action"]));
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && Boolean(r.request().headers()["next-action"]));
  await page.getByRole("button", { name: /send/i }).click();
  const [req, res] = await Promise.all([sent, answered]);
  expect(res.status()).toBe(200);
  await expect(page.getByText(/thank you/i).first()).toBeVisible();

  const sql = e2eSql();
  const count = async () => (await sql`select count(*)::int as n from contact_messages where full_name = 'Esi Malformed'`)[0]!.n as number;
  try {
    expect(await count()).toBe(1);
    const headers = { "next-action": req.headers()["next-action"]!, origin: new URL(req.url()).origin };
    const body = req.postDataBuffer()!;
    const broken = [
      { "content-type": "text/plain;charset=UTF-8", data: Buffer.from("not json at all") },
      { "content-type": "multipart/form-data; boundary=not-the-boundary", data: body },
      { "content-type": req.headers()["content-type"]!, data: body.subarray(0, body.length - 40) },
    ];
    for (const { data, ...type } of broken) {
      const r = await request.post(req.url(), { headers: { ...headers, ...type }, data });
      expect(r.status(), type["content-type"]).toBe(400);
      expect(await r.text()).toBe(UNREADABLE);
    }
    expect(await count()).toBe(1);
  } finally {
    await sql.end();
  }
});

test("a form posted without JavaScript whose parts the form-data parser refuses gets 400, not 500, on any page", async ({ request, baseURL }) => {
  const boundary = "----e2eBoundary19";
  const shapes = ["Content-Disposition: form-data", "Content-Disposition: form-data; name=fullName", 'Content-Disposition: attachment; name="fullName"', "Content-Type: text/plain"];
  for (const path of ["/", "/contact", "/admin-login"]) {
    for (const headers of shapes) {
      const data = Buffer.from(`--${boundary}\r\n${headers}\r\n\r\nx\r\n--${boundary}--\r\n`);
      const r = await request.post(path, { headers: { origin: baseURL!, "content-type": `multipart/form-data; boundary=${boundary}` }, data });
      expect(r.status(), `${path} ${headers}`).toBe(400);
      expect(await r.text()).toBe(UNREADABLE);
    }
  }
});
