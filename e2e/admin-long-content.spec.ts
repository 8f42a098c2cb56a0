import { randomBytes } from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { loginAs, withE2eSql } from "./helpers";

/**
 * What a screenshot sweep of the admin with realistic data found cut off at the right edge:
 * - the Request Details sheet of a request whose attached file has a long name: the file button does not wrap, the
 *   fields' column grew to its width, and every field (name, details, the button) ran past the sheet's edge, at
 *   375 px and at 1280 px alike;
 * - the reference library at 375 px: a document's source URL (cut with an ellipsis) still set the title column's
 *   width, so the Type badge and the Delete button were off screen and the table had to be swiped sideways.
 */
const ADMIN = { email: "admin@example.com", password: "correct-horse-battery" };
const FILE_NAME = "Chapter_3_Methodology_Final_Version_Revised_After_Supervisor_Comments_v12_Kwame_Nkrumah_University.pdf";
const DETAILS = "I need help with chapter three of my thesis on mobile money adoption among market women in Makola.";
const REQUESTER = "Nana Akosua Serwaa Boatemaa-Agyemang Owusu-Ansah";
const DOC_TITLE = "Mobile money and informal credit";
const DOC_URL = `https://library.example.org/articles/2024/${"mobile-money-adoption-among-market-women-".repeat(3)}makola`;

/** The right edge of `inner` is inside `outer` (less its right padding and scrollbar). */
async function expectInside(inner: Locator, outer: Locator, what: string) {
  const innerBox = (await inner.boundingBox())!;
  const right = await outer.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.left + el.clientLeft + el.clientWidth - parseFloat(getComputedStyle(el).paddingRight);
  });
  expect(innerBox.x + innerBox.width, `${what} runs past the right edge`).toBeLessThanOrEqual(right + 0.5);
}

async function session(page: Page) {
  await loginAs(page, ADMIN);
}

test("request details: a long attached file name is cut inside the sheet and no field runs past its edge", async ({ page }) => {
  await withE2eSql(async (db) => {
    await db`delete from client_requests where name = ${REQUESTER}`;
    await db`insert into client_requests (name, institution, program, email, phone, project_type, details, file_path, file_name, turnitin_submission, submission_key)
      values (${REQUESTER}, 'University of Ghana, Legon', 'BSc Business Administration (Accounting option)', '', '0241112222', 'thesis', ${DETAILS},
        ${`project_guidelines/${Date.now()}-long.pdf`}, ${FILE_NAME}, 'Yes', ${randomBytes(12).toString("hex")})`;
  });
  await session(page);
  try {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/requests");
      await page.getByRole("button", { name: `View request from ${REQUESTER}` }).click();
      const sheet = page.getByRole("dialog", { name: "Request Details" });
      const file = sheet.getByRole("link", { name: FILE_NAME });
      await expect(file).toBeVisible();
      expect(await sheet.evaluate((el) => el.scrollWidth - el.clientWidth), `the sheet scrolls sideways at ${width} px`).toBeLessThanOrEqual(1);
      await expectInside(file, sheet, `the attached file button at ${width} px`);
      await expectInside(sheet.getByText(DETAILS), sheet, `the details at ${width} px`);
      await expectInside(sheet.getByText(REQUESTER), sheet, `the client name at ${width} px`);
      await page.keyboard.press("Escape");
      await expect(sheet).toHaveCount(0);
    }
  } finally {
    await withE2eSql((db) => db`delete from client_requests where name = ${REQUESTER}`);
  }
});

test("reference library at 375 px: a long source URL leaves Type and Delete on screen, no sideways scrolling", async ({ page }) => {
  await session(page);
  const added = await page.request.post("/api/admin/library", {
    headers: { origin: new URL(page.url()).origin },
    multipart: {
      title: DOC_TITLE,
      url: DOC_URL,
      file: { name: "mobile-money.txt", mimeType: "text/plain", buffer: Buffer.from("Market women in Makola use mobile money for credit. ".repeat(20)) },
    },
  });
  expect(added.status()).toBe(200);
  try {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/library");
    const row = page.getByRole("row").filter({ hasText: DOC_TITLE });
    await expect(row.getByText(DOC_URL)).toBeVisible();
    const frame = page.locator('[data-slot="table-container"]');
    expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth), "the library table scrolls sideways").toBeLessThanOrEqual(1);
    for (const [what, control] of [
      ["the Type badge", row.getByText("Reference", { exact: true })],
      ["the Delete button", row.getByRole("button", { name: `Delete ${DOC_TITLE}` })],
    ] as const) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width, `${what} is off screen`).toBeLessThanOrEqual(375);
    }
  } finally {
    await withE2eSql((db) => db`delete from plagiarism_documents where title = ${DOC_TITLE}`);
  }
});

test("reference library: the upload form's labels stay on one line beside the side menu (768-1536 px)", async ({ page }) => {
  await session(page);
  for (const width of [768, 1024, 1280, 1536]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/library");
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Add to library" }) });
    for (const label of ["Reference file (PDF, DOCX, TXT)", "Title (optional)", "Source URL (optional)"]) {
      const lines = await form.getByText(label, { exact: true }).evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
      });
      expect(lines, `"${label}" wraps at ${width} px`).toBe(1);
    }
    const right = await form.evaluate((el) => el.getBoundingClientRect().right);
    for (const control of [form.getByLabel("Reference file (PDF, DOCX, TXT)"), form.getByLabel("Title (optional)"), form.getByLabel("Source URL (optional)"), form.getByRole("button", { name: "Add to library" })]) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width, `a control leaves the form at ${width} px`).toBeLessThanOrEqual(right);
    }
  }
});

test("requests at 320 and 375 px: each row's date and project type are shown whole under the name, View on screen", async ({ page }) => {
  const names = ["Kwabena Oppong-Nkansah Darko", "Abdul-Rahman Iddrisu Mahama Alhassan Zakaria"];
  await withE2eSql(async (db) => {
    await db`delete from client_requests where name in ${db(names)}`;
    // 22:22 in Accra: the longest time ("10:22 PM"), with the longest type labels
    for (const [name, type] of [
      [names[0]!, "research"],
      [names[1]!, "study-plan"],
    ] as const) {
      await db`insert into client_requests (name, institution, program, email, phone, project_type, details, turnitin_submission, submission_key, created_at)
        values (${name}, 'University of Ghana', 'BSc', '', '0241112222', ${type}, 'Details.', 'No', ${randomBytes(12).toString("hex")}, '2026-11-26T22:22:00Z')`;
    }
  });
  await session(page);
  try {
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/requests");
      const frame = page.locator('[data-slot="table-container"]', { has: page.getByRole("table", { name: "Recent Requests" }) });
      expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth), `the table scrolls sideways at ${width} px`).toBeLessThanOrEqual(1);
      for (const [name, label] of [
        [names[0]!, "Research Paper"],
        [names[1]!, "Study Plan"],
      ] as const) {
        const row = page.getByTestId("request-row").filter({ has: page.getByRole("button", { name: `View request from ${name}` }) });
        for (const part of ["Nov 26", "10:22 PM", label]) {
          const shown = await row.evaluate((tr, text) => {
            // the visible cell that holds the text, and where the text itself is drawn
            const cell = Array.from(tr.querySelectorAll("td")).find((td) => td.getClientRects().length > 0 && td.textContent?.includes(text));
            if (!cell) return null;
            const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const at = node.textContent!.indexOf(text);
              if (at < 0) continue;
              const range = document.createRange();
              range.setStart(node, at);
              range.setEnd(node, at + text.length);
              const r = range.getBoundingClientRect();
              const c = cell.getBoundingClientRect();
              return { textRight: r.right, cellRight: c.right - parseFloat(getComputedStyle(cell).paddingRight) };
            }
            return null;
          }, part);
          expect(shown, `"${part}" is not shown for ${name}`).not.toBeNull();
          expect(shown!.textRight, `"${part}" is cut off for ${name} at ${width} px`).toBeLessThanOrEqual(shown!.cellRight + 0.5);
        }
        const view = (await page.getByRole("button", { name: `View request from ${name}` }).boundingBox())!;
        expect(view.x + view.width, `View is off screen at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
  } finally {
    await withE2eSql((db) => db`delete from client_requests where name in ${db(names)}`);
  }
});

test("universities at 320, 375, 768 and 1280 px: no sideways scrolling, every row's checkbox, status select and link fully on screen", async ({ page }) => {
  await session(page);
  for (const width of [320, 375, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/universities");
    const rows = page.getByTestId("university-row");
    await expect(rows).toHaveCount(37);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
    const frame = page.locator('[data-slot="table-container"]', { has: page.getByRole("table", { name: "Universities" }) });
    expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth), `the table scrolls sideways at ${width} px`).toBeLessThanOrEqual(1);
    // every row (37 of them, measured in one go): each visible control lies whole inside the table and the window
    const off = await frame.evaluate((el, w) => {
      const f = el.getBoundingClientRect();
      const out: string[] = [];
      for (const row of el.querySelectorAll<HTMLElement>("[data-university-id]")) {
        const controls = [...row.querySelectorAll<HTMLElement>('[role="checkbox"], [role="combobox"], a')].filter((c) => c.getClientRects().length > 0);
        const roles = controls.map((c) => c.getAttribute("role") ?? "link").sort().join(",");
        if (roles !== "checkbox,combobox,link") out.push(`${row.dataset.universityId}: shows ${roles}`);
        for (const c of controls) {
          const r = c.getBoundingClientRect();
          if (r.left < Math.max(0, f.left) - 0.5 || r.right > Math.min(w, f.right) + 0.5)
            out.push(`${row.dataset.universityId} ${c.getAttribute("role") ?? "link"}: ${Math.round(r.left)}-${Math.round(r.right)} px`);
        }
      }
      return out;
    }, width);
    expect(off, `controls off screen or missing at ${width} px`).toEqual([]);
    // the first row's select is usable where it is: pick a status and put it back
    const first = rows.first();
    const select = first.getByRole("combobox");
    await expectInside(select, frame, `the status select at ${width} px`);
    await select.click();
    await page.getByRole("option", { name: "Planned Visit" }).click();
    await expect(first).toHaveAttribute("data-status", "planned");
    await select.click();
    await page.getByRole("option", { name: "Yet to Visit" }).click();
    await expect(first).toHaveAttribute("data-status", "not_visited");
  }
});
