import { expect, test, type Locator, type Page } from "@playwright/test";
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

/**
 * How much the pixels just outside `target`'s left edge (6 px wide, at mid-height) change when it gets keyboard focus:
 * the contrast ratio of the most changed pixel, unfocused against focused.
 */
async function focusRingContrast(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const clip = { x: Math.round(box.x) - 6, y: Math.round(box.y + box.height / 2) - 2, width: 6, height: 4 };
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const before = await page.screenshot({ clip });
  await target.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(target).toBeFocused();
  expect(await target.evaluate((el) => el.matches(":focus-visible"))).toBe(true);
  await page.waitForTimeout(300); // colour transitions
  const after = await page.screenshot({ clip });
  return page.evaluate(
    async ([a, b]) => {
      const pixels = async (png: string) => {
        const img = new Image();
        img.src = `data:image/png;base64,${png}`;
        await img.decode();
        const canvas = new OffscreenCanvas(img.width, img.height);
        const ctx = canvas.getContext("2d")!;
        ctx.drawImage(img, 0, 0);
        return ctx.getImageData(0, 0, img.width, img.height).data;
      };
      const lum = (r: number, g: number, b: number) => {
        const f = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
      };
      const [p, q] = [await pixels(a!), await pixels(b!)];
      let best = 1;
      for (let i = 0; i < p.length; i += 4) {
        const [l1, l2] = [lum(p[i]!, p[i + 1]!, p[i + 2]!), lum(q[i]!, q[i + 1]!, q[i + 2]!)];
        best = Math.max(best, (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05));
      }
      return best;
    },
    [before.toString("base64"), after.toString("base64")],
  );
}

// WCAG 2.4.13 / 1.4.11: a focus indicator that differs from the unfocused state by at least 3:1.
test("the home hero's two buttons show a focus ring that stands out from the blue behind them", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/");
  for (const name of ["Learn More", "Submit a Request"]) {
    const button = page.locator("section").first().getByRole("link", { name: new RegExp(`^${name}`) });
    expect(await focusRingContrast(page, button), `the focus ring of ${name} against the hero's blue`).toBeGreaterThanOrEqual(3);
  }
});

test("the footer's logo link shows a focus ring on the dark footer, like the footer's other links", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/contact");
  const footer = page.getByRole("contentinfo");
  expect(await focusRingContrast(page, footer.getByRole("link", { name: "Academic Excellence Hub" })), "the logo link's focus ring").toBeGreaterThanOrEqual(3);
  expect(await focusRingContrast(page, footer.getByRole("link", { name: "Services" })), "a quick link's focus ring").toBeGreaterThanOrEqual(3);
});
