import { expect, test, type Locator, type Page } from "@playwright/test";
import { gotoHydrated, loginAs } from "./helpers";

/**
 * The 3 px focus ring (ring-ring/70, 4.07:1 on white) as a keyboard user sees it at 1280 px:
 * - no scrolling box (overflow other than visible) cuts it off: the dashboard's Name sort button sat 4 px outside the
 *   client table's sideways-scroll box, so the left side of the button and of its ring was not drawn;
 * - controls drawn outside the shared classes wear the same ring: the request form's native Turnitin checkbox and the
 *   universities' "Search on Google" links showed Chrome's own thin outline instead (pale blue on the checkbox).
 */
const ADMIN = { email: "admin@example.com", password: "correct-horse-battery" };
const RING = 3;

test.use({ viewport: { width: 1280, height: 900 } });

/** Tabs through the page (up to `max` stops) and returns each focused control whose ring a scrolling box cuts. */
async function cutRings(page: Page, max: number) {
  const cut: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const found = await page.evaluate((ring) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const r = el.getBoundingClientRect();
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
      for (let p = el.parentElement; p; p = p.parentElement) {
        const s = getComputedStyle(p);
        const x = s.overflowX !== "visible";
        const y = s.overflowY !== "visible";
        if (!x && !y) continue;
        const b = p.getBoundingClientRect();
        const left = b.left + p.clientLeft;
        const top = b.top + p.clientTop;
        const sides = [
          x && r.left - ring < left - 0.5 && "left",
          x && r.right + ring > left + p.clientWidth + 0.5 && "right",
          y && r.top - ring < top - 0.5 && "top",
          y && r.bottom + ring > top + p.clientHeight + 0.5 && "bottom",
        ].filter(Boolean);
        if (sides.length) return `${name}: ${sides.join(", ")} cut by ${p.tagName.toLowerCase()}.${p.className.toString().split(" ").slice(0, 3).join(".")}`;
      }
      return "";
    }, RING);
    if (found) cut.push(found);
  }
  return cut;
}

test("no focus ring is cut off by a scrolling box (public pages and admin, 1280 px)", async ({ page }) => {
  test.setTimeout(180_000);
  const cut: string[] = [];
  for (const path of ["/", "/contact", "/humanizer", "/plagiarism-checker", "/admin-login"]) {
    await gotoHydrated(page, path);
    cut.push(...(await cutRings(page, 40)).map((c) => `${path} ${c}`));
  }
  await loginAs(page, ADMIN);
  for (const path of ["/dashboard", "/universities", "/requests", "/prompts", "/library"]) {
    await page.goto(path);
    await page.locator("main h1").first().waitFor();
    cut.push(...(await cutRings(page, 40)).map((c) => `${path} ${c}`));
  }
  expect([...new Set(cut)]).toEqual([]);
});

/** The colour and width of the ring (the box-shadow with a spread and no blur) once its transition has ended. */
async function ringOf(control: Locator) {
  let last = "";
  await expect
    .poll(async () => {
      const ring = await control.evaluate((el) => /([a-z]+\([^)]*\)|#[0-9a-f]+) 0px 0px 0px ([1-9]\d*)px/.exec(getComputedStyle(el).boxShadow)?.slice(1).join(" ") ?? "none");
      const settled = ring === last;
      last = ring;
      return settled && ring;
    })
    .not.toBe(false);
  return last;
}

test("the request form's Turnitin checkbox and the universities' search links wear the same ring as a text field", async ({ page }) => {
  await gotoHydrated(page, "/", "form");
  const name = page.getByRole("textbox", { name: /^Full Name/ });
  await name.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  const fieldRing = await ringOf(name);
  expect(fieldRing, "a focused text field shows no ring").toMatch(/ 3$/);

  const turnitin = page.getByRole("checkbox", { name: /Turnitin/ });
  await turnitin.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(turnitin).toBeFocused();
  expect(await ringOf(turnitin), "the Turnitin checkbox's focus ring").toBe(fieldRing);

  await loginAs(page, ADMIN);
  await page.goto("/universities");
  const link = page.getByRole("link", { name: /Search on Google/ }).first();
  await link.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(link).toBeFocused();
  expect(await ringOf(link), "the Search on Google link's focus ring").toBe(fieldRing);
});
