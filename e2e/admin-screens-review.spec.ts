import { randomBytes } from "node:crypto";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { loginAs, withE2eSql } from "./helpers";

/**
 * Findings of the QA review of /prompts, /requests and /universities, each checked the way staff meet it:
 * keyboard focus after a dialog closes, the tables at tablet and laptop widths (the side menu takes 256 px from 768 px
 * on), and the filters' Reset button. Logs in with the admin the e2e server bootstraps.
 */
const ADMIN = { email: "admin@example.com", password: "correct-horse-battery" };

test.describe.configure({ mode: "serial" });

const sql = withE2eSql;

async function session(browser: Browser, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await loginAs(page, ADMIN);
  return { context, page };
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el && el !== document.body ? el.getAttribute("aria-label") || el.id || (el.textContent ?? "").trim() : "body";
  });

/** Opens a dialog from a focused button with Enter, closes it with Escape, and expects focus back on that button. */
async function escapeReturnsFocus(page: Page, button: string, dialog: Locator) {
  await page.getByRole("button", { name: button }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect.poll(() => focused(page)).toBe(button);
}

async function seedRequests(names: string[]) {
  await sql(async (db) => {
    await db`delete from client_requests`;
    for (const name of names) {
      await db`insert into client_requests (name, institution, program, email, phone, project_type, details, turnitin_submission, submission_key)
        values (${name}, 'University of Ghana', 'BSc Nursing', '', '+233 24 000 1111', 'thesis', 'Chapter two.', 'No', ${randomBytes(12).toString("hex")})`;
    }
  });
}

test.describe("focus goes back where the keyboard user was when a dialog closes", () => {
  test("prompts: viewer, add, edit (also from the viewer), delete cancelled and confirmed", async ({ browser }) => {
    await sql((db) => db`delete from prompts`);
    await sql((db) => db`insert into prompts (prompt_name, prompt_content) values ('Essay outline', 'Outline an essay on ...'), ('Cover letter', 'Write a cover letter ...')`);
    const { context, page } = await session(browser);
    try {
      await page.goto("/prompts");
      await expect(page.locator('[data-live="open"]')).toBeVisible();

      await escapeReturnsFocus(page, "View Essay outline", page.getByRole("dialog", { name: "Prompt Viewer" }));

      await escapeReturnsFocus(page, "Add New Prompt", page.getByRole("dialog", { name: "Add New Prompt" }));

      // Edit from the card, saved by keyboard: back on the card's Edit button.
      await page.getByRole("button", { name: "Edit Cover letter" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("dialog", { name: "Edit Prompt" })).toBeVisible();
      await page.getByRole("textbox", { name: "Prompt Content" }).fill("Write a one-page cover letter ...");
      await page.getByRole("textbox", { name: "Prompt Content" }).press("Tab");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect(page.getByText("Prompt updated successfully")).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect.poll(() => focused(page)).toBe("Edit Cover letter");

      // Viewer -> Edit -> Escape: back on the View button that opened the viewer.
      await page.getByRole("button", { name: "View Essay outline" }).focus();
      await page.keyboard.press("Enter");
      await page.getByRole("dialog", { name: "Prompt Viewer" }).getByRole("button", { name: "Edit" }).click();
      await expect(page.getByRole("dialog", { name: "Edit Prompt" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect.poll(() => focused(page)).toBe("View Essay outline");

      await escapeReturnsFocus(page, "Delete Essay outline", page.getByRole("alertdialog"));

      // The card is gone after a confirmed delete: focus goes to the main region, not to the top of the document.
      await page.getByRole("button", { name: "Delete Essay outline" }).focus();
      await page.keyboard.press("Enter");
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText("Prompt deleted successfully")).toBeVisible();
      await expect(page.getByRole("article", { name: "Essay outline" })).toHaveCount(0);
      await expect.poll(() => focused(page)).toBe("admin-main");
    } finally {
      await context.close();
    }
  });

  test("prompts at 375 px: the bottom drawer gives focus back too", async ({ browser }) => {
    const { context, page } = await session(browser, 375);
    try {
      await page.goto("/prompts");
      await escapeReturnsFocus(page, "Add New Prompt", page.getByRole("dialog", { name: "Add New Prompt" }));
    } finally {
      await context.close();
    }
  });

  test("requests: the details sheet, and after a delete the main region", async ({ browser }) => {
    await seedRequests(["Ama Owusu", "Yaw Darko"]);
    const { context, page } = await session(browser);
    try {
      await page.goto("/requests");
      await escapeReturnsFocus(page, "View request from Yaw Darko", page.getByRole("dialog", { name: "Request Details" }));

      await page.getByRole("button", { name: "View request from Ama Owusu" }).focus();
      await page.keyboard.press("Enter");
      await page.getByRole("dialog", { name: "Request Details" }).getByRole("button", { name: "Delete" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText("Request deleted successfully")).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByTestId("request-row")).toHaveCount(1);
      await expect.poll(() => focused(page)).toBe("admin-main");
    } finally {
      await context.close();
    }
  });
});

test("universities: Reset filters hands focus to the search field (it disables itself, and focus had fallen to the page)", async ({ browser }) => {
  const { context, page } = await session(browser);
  try {
    await page.goto("/universities");
    const search = page.getByRole("searchbox", { name: "Search" });
    await search.fill("legon");
    await expect(page.getByText(/^Showing \d+ of 37$/)).not.toHaveText("Showing 37 of 37");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Reset filters" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Showing 37 of 37")).toBeVisible();
    await expect(page.getByRole("button", { name: "Reset filters" })).toBeDisabled();
    await expect(search).toBeFocused();
    await expect(search).toHaveValue("");
  } finally {
    await context.close();
  }
});

test("prompts: a save cut off by the end of the session keeps what was typed; the form opens again after logging in", async ({ browser }) => {
  await sql((db) => db`delete from prompts`);
  await sql((db) => db`insert into prompts (prompt_name, prompt_content) values ('Exam revision', 'Make a revision timetable.')`);
  const content = Array.from({ length: 100 }, (_, i) => `Step ${i + 1}: explain the idea, give an example.`).join("\n").slice(0, 5000);
  const { context, page } = await session(browser);
  try {
    // A new prompt: the session ends while the form is open (logged out elsewhere, or 8 hours idle).
    await page.goto("/prompts");
    await page.getByRole("button", { name: "Add New Prompt" }).click();
    await page.getByRole("textbox", { name: "Prompt Name" }).fill("Literature review plan");
    await page.getByRole("textbox", { name: "Prompt Content" }).fill(content);
    await context.clearCookies();
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/\?error=login-required/);
    expect(await sql((db) => db`select count(*)::int as n from prompts where prompt_name = 'Literature review plan'`)).toEqual([{ n: 0 }]);

    await loginAs(page, ADMIN);
    await page.goto("/prompts");
    const dialog = page.getByRole("dialog", { name: "Add New Prompt" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Prompt Name" })).toHaveValue("Literature review plan");
    await expect(dialog.getByRole("textbox", { name: "Prompt Content" })).toHaveValue(content);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Prompt added successfully")).toBeVisible();
    expect(await sql((db) => db`select prompt_content from prompts where prompt_name = 'Literature review plan'`)).toEqual([{ prompt_content: content }]);

    // An edit: the form opens again on the same prompt with the changed text; once saved, nothing opens by itself.
    await page.getByRole("button", { name: "Edit Exam revision" }).click();
    await page.getByRole("textbox", { name: "Prompt Content" }).fill("Make a two-week revision timetable.");
    await context.clearCookies();
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/\?error=login-required/);
    await loginAs(page, ADMIN);
    await page.goto("/prompts");
    const edit = page.getByRole("dialog", { name: "Edit Prompt" });
    await expect(edit.getByRole("textbox", { name: "Prompt Content" })).toHaveValue("Make a two-week revision timetable.");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Prompt updated successfully")).toBeVisible();
    expect(await sql((db) => db`select prompt_content from prompts where prompt_name = 'Exam revision'`)).toEqual([{ prompt_content: "Make a two-week revision timetable." }]);
    await page.reload();
    await expect(page.getByRole("article", { name: "Exam revision" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test("an action refused because the session ended says only 'Please log in', never 'NEXT_REDIRECT' or a failure", async ({ browser }) => {
  await seedRequests(["Esi Quaye"]);
  await sql((db) => db`delete from prompts`);
  await sql((db) => db`insert into prompts (prompt_name, prompt_content) values ('Abstract helper', 'Summarise ...')`);
  await sql((db) => db`delete from accra_university_statuses`);
  const steps: [string, (page: Page) => Promise<void>][] = [
    ["/universities", (page) => page.getByRole("checkbox", { name: /^Visited: / }).first().click()],
    ["/requests", (page) => page.getByRole("dialog", { name: "Request Details" }).getByRole("button", { name: "Approve" }).click()],
    ["/prompts", (page) => page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click()],
  ];
  const { context, page } = await session(browser);
  try {
    for (const [path, act] of steps) {
      await page.goto(path);
      if (path === "/requests") await page.getByRole("button", { name: "View request from Esi Quaye" }).click();
      if (path === "/prompts") await page.getByRole("button", { name: "Delete Abstract helper" }).click();
      // Every toast shown from here on (the move to the login page is a client-side navigation: same document).
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { seenToasts: string[] }).seenToasts = seen;
        new MutationObserver(() => {
          for (const el of document.querySelectorAll("[data-sonner-toast]")) {
            const text = el.textContent ?? "";
            if (!seen.includes(text)) seen.push(text);
          }
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      await context.clearCookies();
      await act(page);
      await page.waitForURL(/\/\?error=login-required/);
      await expect(page.getByText("Please log in to access the dashboard.")).toBeVisible();
      await page.waitForTimeout(1500);
      expect(await page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts), path).toEqual(["Please log in to access the dashboard."]);
      await loginAs(page, ADMIN);
    }
    // Nothing was saved by the refused calls.
    expect(await sql((db) => db`select count(*)::int as n from accra_university_statuses`)).toEqual([{ n: 0 }]);
    expect(await sql((db) => db`select status from client_requests`)).toEqual([{ status: "pending" }]);
    expect(await sql((db) => db`select count(*)::int as n from prompts`)).toEqual([{ n: 1 }]);
  } finally {
    await context.close();
  }
});

test("prompts: a new prompt closed by Escape, a click outside or Cancel keeps what was typed until it is added", async ({ browser }) => {
  await sql((db) => db`delete from prompts`);
  const content = "Rewrite the paragraph below in plain English.\n".repeat(110).slice(0, 5000);
  for (const width of [1280, 375]) {
    const { context, page } = await session(browser, width);
    try {
      await page.goto("/prompts");
      const add = page.getByRole("button", { name: "Add New Prompt" });
      const name = page.getByRole("textbox", { name: "Prompt Name" });
      const body = page.getByRole("textbox", { name: "Prompt Content" });
      await add.click();
      await name.fill(`Plain English ${width}`);
      await body.fill(content);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await add.click();
      await expect(name).toHaveValue(`Plain English ${width}`);
      await expect(body).toHaveValue(content);
      await page.getByRole("button", { name: "Cancel" }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await add.click();
      await expect(body).toHaveValue(content);
      await page.mouse.click(5, 5);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await add.click();
      await expect(body).toHaveValue(content);
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Prompt added successfully")).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await add.click();
      await expect(name).toHaveValue("");
      await expect(body).toHaveValue("");
    } finally {
      await context.close();
    }
  }
  expect(await sql((db) => db`select prompt_name, length(prompt_content)::int as n from prompts order by prompt_name`)).toEqual([
    { prompt_name: "Plain English 1280", n: content.trim().length },
    { prompt_name: "Plain English 375", n: content.trim().length },
  ]);
});

test("universities: with a status filter on, a row that leaves the table hands focus to the same control of the next row", async ({ browser }) => {
  await sql((db) => db`delete from accra_university_statuses`);
  const { context, page } = await session(browser);
  try {
    await page.goto("/universities");
    await page.getByRole("combobox", { name: "Status", exact: true }).click();
    await page.getByRole("option", { name: "Yet to Visit" }).click();
    await expect(page.getByText("Showing 37 of 37")).toBeVisible();
    const rows = page.getByTestId("university-row");
    const [first, second, third] = await Promise.all([0, 1, 2].map((i) => rows.nth(i).getAttribute("data-university-id")));

    // Space on the first row's Visited checkbox: the row leaves "Yet to Visit", focus lands on the next row's checkbox.
    await rows.nth(0).getByRole("checkbox").focus();
    await page.keyboard.press("Space");
    await expect(page.getByText("Showing 36 of 37")).toBeVisible();
    await expect(page.locator(`[data-university-id="${second}"]`).getByRole("checkbox")).toBeFocused();

    // The status select, by keyboard: that row leaves too, focus goes to the next row's select.
    await page.keyboard.press("Tab");
    await expect(page.locator(`[data-university-id="${second}"]`).getByRole("combobox")).toBeFocused();
    await page.keyboard.press("Enter");
    await page.getByRole("option", { name: "Planned Visit" }).press("Enter");
    await expect(page.getByText("Showing 35 of 37")).toBeVisible();
    await expect(page.locator(`[data-university-id="${third}"]`).getByRole("combobox")).toBeFocused();

    await expect
      .poll(() => sql((db) => db`select university_id, status from accra_university_statuses order by status desc`))
      .toEqual([
        { university_id: first, status: "visited" },
        { university_id: second, status: "planned" },
      ]);
  } finally {
    await context.close();
  }
});
