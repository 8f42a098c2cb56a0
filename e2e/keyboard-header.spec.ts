import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./helpers";

/**
 * WCAG 2.2 focus not obscured: tabbing backwards (Shift+Tab) scrolls each control just into view at the top of the
 * window, where the sticky site header (64 px) covered it whole: on a 375 px phone the home page's Program / Course
 * field, a service link, the contact form's Email field and the footer's logo link took the focus out of sight.
 */
test.use({ viewport: { width: 375, height: 700 } });

for (const path of ["/", "/contact"]) {
  test(`Shift+Tab through ${path} at 375 px never leaves the focus hidden under the sticky header`, async ({ page }) => {
    await gotoHydrated(page, path, "main form");
    await page.locator("footer a").last().focus();
    const hidden: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Shift+Tab");
      const found = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const header = document.querySelector("body header");
        if (!el || el === document.body || !header || header.contains(el)) return "header";
        const box = el.getBoundingClientRect();
        const under = box.bottom <= header.getBoundingClientRect().bottom;
        return under ? `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? el.id).trim().slice(0, 40) || el.id}"` : "";
      });
      if (found === "header") break;
      if (found) hidden.push(found);
    }
    expect(hidden).toEqual([]);
  });
}
