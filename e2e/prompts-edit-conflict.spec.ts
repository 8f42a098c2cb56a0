import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations, loginAs, seedAdmin, withE2eSql } from "./helpers";

/**
 * Two staff editing the same prompt, in two browsers: A opens Edit, B saves new content, A saves a name fix. A's save
 * is refused with a message, A's typing stays in the form (and can be copied), and B's content is kept; after "Reload
 * latest text" A's fix saves on top of B's content. Before versions, A's stale copy silently replaced B's content
 * and A was told "Prompt updated successfully".
 */
const ADMIN = { email: "prompt-conflict-e2e@example.com", password: "correct-horse-battery", code: "5731" };
const CHANGED = "This prompt was changed by someone else. Reload to see the latest text before saving.";
const NAME = "Conflict outlne";
const FIXED = "Conflict outline";

const rowOf = (id: string) => withE2eSql(async (sql) => (await sql`select prompt_name, prompt_content from prompts where id = ${id}`)[0]);

test.beforeAll(async () => {
  await withE2eSql((sql) => seedAdmin(ADMIN, sql));
});

async function promptsPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] })).newPage();
  await loginAs(page, ADMIN);
  await page.goto("/prompts");
  return page;
}

async function openEdit(page: Page) {
  await page.getByRole("article", { name: NAME }).getByRole("button", { name: `Edit ${NAME}` }).click();
  const form = page.getByRole("dialog", { name: "Edit Prompt" });
  await expect(form.getByLabel("Prompt Content")).toHaveValue("Outline in five parts.");
  return form;
}

test("A's stale save is refused, keeps A's typing and B's content; A saves after reloading", async ({ browser }) => {
  const id = await withE2eSql(async (sql) => {
    await sql`delete from prompts where prompt_name in (${NAME}, ${FIXED})`;
    const [row] = await sql`insert into prompts (prompt_name, prompt_content) values (${NAME}, 'Outline in five parts.') returning id`;
    return row!.id as string;
  });
  const a = await promptsPage(browser);
  const b = await promptsPage(browser);

  // A opens Edit and fixes the name (not saved yet); B saves new content.
  const formA = await openEdit(a);
  await formA.getByLabel("Prompt Name").fill(FIXED);
  const formB = await openEdit(b);
  await formB.getByLabel("Prompt Content").fill("Outline in seven parts.");
  await formB.getByRole("button", { name: "Save" }).click();
  await expect(b.getByText("Prompt updated successfully")).toBeVisible();

  // A saves: refused, with the message in the form; what A typed stays; B's content stays.
  await formA.getByRole("button", { name: "Save" }).click();
  const conflict = formA.getByTestId("prompt-form-conflict");
  await expect(conflict).toContainText(CHANGED);
  await expect(formA.getByLabel("Prompt Name")).toHaveValue(FIXED);
  await expect(formA.getByLabel("Prompt Content")).toHaveValue("Outline in five parts.");
  await expect(a.getByText("Prompt updated successfully")).toHaveCount(0);
  expect(await rowOf(id)).toEqual({ prompt_name: NAME, prompt_content: "Outline in seven parts." });
  await expectNoAxeViolations(a, { exclude: ["[data-sonner-toaster]"] });
  // Saving again from the same form is still refused: the version is the one its fields came from. (Waits for the
  // action's answer: the message from the first refusal is still on screen.)
  await Promise.all([
    a.waitForResponse((r) => r.request().method() === "POST" && Boolean(r.request().headers()["next-action"])),
    formA.getByRole("button", { name: "Save" }).click(),
  ]);
  await expect(conflict).toContainText(CHANGED);
  expect((await rowOf(id))?.prompt_content).toBe("Outline in seven parts.");
  await conflict.getByRole("button", { name: "Copy my content" }).click();
  await expect.poll(() => a.evaluate(() => navigator.clipboard.readText())).toBe("Outline in five parts.");

  // Reload: the latest text replaces the form; A's fix then saves on top of B's content.
  await conflict.getByRole("button", { name: "Reload latest text" }).click();
  await expect(formA.getByLabel("Prompt Content")).toHaveValue("Outline in seven parts.");
  await expect(formA.getByLabel("Prompt Name")).toHaveValue(NAME);
  await expect(formA.getByTestId("prompt-form-conflict")).toHaveCount(0);
  await formA.getByLabel("Prompt Name").fill(FIXED);
  await formA.getByRole("button", { name: "Save" }).click();
  await expect(a.getByText("Prompt updated successfully")).toBeVisible();
  expect(await rowOf(id)).toEqual({ prompt_name: FIXED, prompt_content: "Outline in seven parts." });

  await a.context().close();
  await b.context().close();
});
