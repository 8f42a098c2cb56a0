import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./helpers";

/**
 * What a screenshot sweep of the public pages at 375 and 1280 px found:
 * - the 'Request Submitted Successfully' dialog at 375 px: its title wraps to two lines set solid (line-height 1),
 *   so "Request Submitted" sat on top of "Successfully";
 * - on /admin-login at 1280 px no header link was marked as the current page: every other page's link is
 *   (aria-current and a tinted background), but the Admin Login link was a plain link.
 */

test("the request dialog's title, wrapped on a 375 px phone, has room between its lines and the dialog fits", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, "/", "#request-form form");
  const form = page.locator("#request-form form");
  await form.getByLabel("Full Name").fill(`Efua Mensah ${Date.now()}`);
  await form.getByLabel("Institution").fill("University of Cape Coast");
  await form.getByLabel("Phone Number").fill("+233 20 555 0101");
  await form.getByLabel("Project Type").selectOption({ label: "Project Work" });
  await form.getByRole("button", { name: "Submit Request" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Submitted Successfully" });
  await expect(dialog).toBeVisible();
  const title = dialog.getByRole("heading", { name: "Request Submitted Successfully" });
  const m = await title.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = [...new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)))].sort((a, b) => a - b);
    const s = getComputedStyle(el);
    return { tops, fontSize: parseFloat(s.fontSize) };
  });
  expect(m.tops.length, "the title wraps at 375 px (what this test is about)").toBeGreaterThan(1);
  expect(m.tops[1]! - m.tops[0]!, "the title's lines touch").toBeGreaterThanOrEqual(m.fontSize * 1.2);
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(box.y + box.height).toBeLessThanOrEqual(800);
});

test("the header marks Admin Login as the current page on /admin-login, as it marks every other page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const header = page.getByRole("banner");
  for (const [path, name] of [
    ["/services", "Services"],
    ["/admin-login", "Admin Login"],
  ] as const) {
    await page.goto(path);
    const link = header.getByRole("link", { name, exact: true });
    await expect(link).toHaveAttribute("aria-current", "page");
    const background = await link.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background, `the current-page tint of ${name}`).not.toBe("rgba(0, 0, 0, 0)");
    await expect(header.locator('[aria-current="page"]')).toHaveCount(1);
  }
});
