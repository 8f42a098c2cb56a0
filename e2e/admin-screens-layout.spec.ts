import { randomBytes } from "node:crypto";
import { expect, test, type Browser } from "@playwright/test";
import { e2eSql, loginAs } from "./helpers";

/**
 * The /requests and /universities tables beside the admin side menu (256 px from 768 px on): every row's View button
 * and status select must be on screen without swiping the table sideways, at the widths of tablets and small laptops.
 */
const ADMIN = { email: "admin@example.com", password: "correct-horse-battery" };
const WIDTHS = [375, 640, 768, 900, 1024, 1180, 1280];

test.describe.configure({ mode: "serial" });

async function session(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await loginAs(page, ADMIN);
  return { context, page };
}

test("requests: the View button of every row is on screen and the table does not scroll sideways", async ({ browser }) => {
  const db = e2eSql();
  try {
    await db`delete from client_requests`;
    for (const name of ["Nana Akua Addo-Mensah Boakye", "Kojo Antwi"]) {
      await db`insert into client_requests (name, institution, program, email, phone, project_type, details, turnitin_submission, submission_key)
        values (${name}, 'Ghana Institute of Management and Public Administration', 'MBA', '', '0241112222', 'study-plan', 'Plan.', 'Yes', ${randomBytes(12).toString("hex")})`;
    }
  } finally {
    await db.end();
  }
  const { context, page } = await session(browser);
  try {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/requests");
      await expect(page.getByTestId("request-row")).toHaveCount(2);
      const frame = page.locator('[data-slot="table-container"]', { has: page.getByRole("table", { name: "Recent Requests" }) });
      expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth), `table scrolls sideways at ${width} px`).toBeLessThanOrEqual(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `page scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
      for (const button of await page.getByRole("button", { name: /^View request from/ }).all()) {
        const box = (await button.boundingBox())!;
        expect(box.x + box.width, `View button off-screen at ${width} px`).toBeLessThanOrEqual(width);
      }
      // The date and project type are always readable: in their columns, or under the name where the table is narrow.
      await expect(page.getByText(/Study Plan/).locator("visible=true")).toHaveCount(2);
    }
  } finally {
    await context.close();
  }
});

test("universities: the status select of every row is on screen and the table does not scroll sideways", async ({ browser }) => {
  const { context, page } = await session(browser);
  try {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/universities");
      await expect(page.getByTestId("university-row").first()).toBeVisible();
      const frame = page.locator('[data-slot="table-container"]');
      expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth), `table scrolls sideways at ${width} px`).toBeLessThanOrEqual(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `page scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
      for (const row of (await page.getByTestId("university-row").all()).slice(0, 8)) {
        const select = (await row.getByRole("combobox").boundingBox())!;
        expect(select.x + select.width, `status select off-screen at ${width} px`).toBeLessThanOrEqual(width);
        const link = row.getByRole("link", { name: /Search on Google/ });
        await expect(link).toBeVisible();
        const box = (await link.boundingBox())!;
        expect(box.x + box.width, `search link off-screen at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
  } finally {
    await context.close();
  }
});

test("universities: the search, the three filters and Reset never overlap, even with the longest choice selected", async ({ browser }) => {
  const { context, page } = await session(browser);
  try {
    for (const width of [375, 768, 1024, 1100, 1180, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/universities");
      for (const category of [null, "Chartered private universities"]) {
        if (category) {
          await page.getByRole("combobox", { name: "Category", exact: true }).click();
          await page.getByRole("option", { name: category }).click();
          await expect(page.getByRole("combobox", { name: "Category", exact: true })).toHaveText(category);
        }
        const boxes = await Promise.all(
          [page.getByRole("searchbox", { name: "Search" }), ...["Status", "Category", "Sort by"].map((name) => page.getByRole("combobox", { name, exact: true })), page.getByRole("button", { name: "Reset filters" })].map(
            async (l) => (await l.boundingBox())!,
          ),
        );
        for (let i = 0; i < boxes.length; i++) {
          const a = boxes[i]!;
          expect(a.x + a.width, `control ${i} off-screen at ${width} px`).toBeLessThanOrEqual(width);
          for (let j = i + 1; j < boxes.length; j++) {
            const b = boxes[j]!;
            const overlap = a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;
            expect(overlap, `controls ${i} and ${j} overlap at ${width} px (${category ?? "defaults"})`).toBe(false);
          }
        }
      }
    }
  } finally {
    await context.close();
  }
});

test("a long unbroken word (a link, an e-mail address) wraps: cards, the request sheet and contact messages stay on a 375 px screen", async ({ browser }) => {
  const link = `https://drive.google.com/file/d/${"a1B2c3D4".repeat(30)}/view?usp=sharing`;
  const db = e2eSql();
  try {
    await db`delete from prompts`;
    await db`insert into prompts (prompt_name, prompt_content) values (${`Source_${"x".repeat(120)}`}, ${`Summarise ${link} in 200 words.`})`;
    await db`delete from client_requests`;
    await db`insert into client_requests (name, institution, program, email, phone, project_type, details, turnitin_submission, submission_key)
      values (${`Kwabena${"Q".repeat(100)}`}, ${`Institute${"I".repeat(140)}`}, 'MPhil', ${`${"k".repeat(60)}@example.com`}, '0241231234', 'other', ${`My files: ${link}`}, 'No', ${randomBytes(12).toString("hex")})`;
    await db`delete from contact_messages`;
    await db`insert into contact_messages (full_name, email, subject, message) values ('Adjoa Asante', ${`${"a".repeat(60)}@example.com`}, ${`Re_${"s".repeat(100)}`}, ${`See ${link}`})`;
  } finally {
    await db.end();
  }
  const { context, page } = await session(browser);
  try {
    await page.setViewportSize({ width: 375, height: 800 });
    const noSideways = async (what: string) =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} scrolls sideways`).toBeLessThanOrEqual(375);

    await page.goto("/prompts");
    await expect(page.getByTestId("prompt-card")).toHaveCount(1);
    await noSideways("/prompts");
    const remove = (await page.getByRole("button", { name: /^Delete Source_/ }).boundingBox())!;
    expect(remove.x + remove.width).toBeLessThanOrEqual(375);

    await page.goto("/requests");
    await noSideways("/requests");
    await page.getByRole("button", { name: /^View request from Kwabena/ }).click();
    const sheet = page.getByRole("dialog", { name: "Request Details" });
    await expect(sheet.getByText(link)).toBeVisible();
    expect(await sheet.evaluate((el) => el.scrollWidth - el.clientWidth), "the request sheet scrolls sideways").toBeLessThanOrEqual(1);
    await page.keyboard.press("Escape");

    await page.getByRole("tab", { name: /Contact Messages/ }).click();
    await expect(page.getByTestId("contact-message")).toHaveCount(1);
    await noSideways("the contact messages tab");
    const del = (await page.getByRole("button", { name: "Delete message from Adjoa Asante" }).boundingBox())!;
    expect(del.x + del.width).toBeLessThanOrEqual(375);

    // a reference document whose title has no space (a file name): the library table keeps its Delete on screen
    const title = `Thesis_${"Chapter".repeat(20)}`;
    const added = await page.request.post("/api/admin/library", {
      headers: { origin: new URL(page.url()).origin },
      multipart: { title, file: { name: "long.txt", mimeType: "text/plain", buffer: Buffer.from("A reference document with a very long title. ".repeat(20)) } },
    });
    expect(added.status()).toBe(200);
    await page.goto("/library");
    await expect(page.getByText(title)).toBeVisible();
    await noSideways("/library");
    const delButton = page.getByRole("button", { name: `Delete ${title}` });
    const delDoc = (await delButton.boundingBox())!;
    expect(delDoc.x + delDoc.width, "the document's Delete button is off screen").toBeLessThanOrEqual(375);
    // its confirmation names the title and stays on screen too; deleting it leaves the library as the other specs expect
    await delButton.click();
    const confirmDelete = page.getByRole("alertdialog", { name: "Are you sure?" });
    await expect(confirmDelete).toContainText(title);
    expect(await confirmDelete.evaluate((el) => el.scrollWidth - el.clientWidth), "the confirmation scrolls sideways").toBeLessThanOrEqual(1);
    const action = (await confirmDelete.getByRole("button", { name: "Delete" }).boundingBox())!;
    expect(action.x + action.width).toBeLessThanOrEqual(375);
    await confirmDelete.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText(title)).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test("prompts: cards beside the side menu are wide enough for the date on one line next to the four buttons", async ({ browser }) => {
  const db = e2eSql();
  try {
    await db`delete from prompts`;
    for (const n of [1, 2, 3]) await db`insert into prompts (prompt_name, prompt_content) values (${`Prompt ${n}`}, 'Content of the prompt.')`;
  } finally {
    await db.end();
  }
  const { context, page } = await session(browser);
  try {
    for (const width of [375, 640, 768, 900, 1024, 1280, 1536]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/prompts");
      await expect(page.getByTestId("prompt-card")).toHaveCount(3);
      // measured again until it holds: in one CI run a card's date had no box when first measured (at 1536 px, and at
      // 768 px in the retry: transient, not a layout), which did not reproduce locally; a layout that really wraps or
      // overflows still fails after 10 s
      await expect(async () => {
        for (const card of await page.getByTestId("prompt-card").all()) {
          const date = await card.locator("time").boundingBox();
          expect(date, `date not rendered at ${width} px`).not.toBeNull();
          expect(date!.height, `date wraps at ${width} px`).toBeLessThan(24);
          const box = (await card.boundingBox())!;
          const del = (await card.getByRole("button", { name: /^Delete / }).boundingBox())!;
          expect(del.x + del.width, `Delete outside its card at ${width} px`).toBeLessThanOrEqual(box.x + box.width);
        }
      }).toPass({ timeout: 10_000 });
    }
  } finally {
    await context.close();
  }
});
