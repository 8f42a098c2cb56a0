import { expect, test } from "@playwright/test";
import { e2eSql, expectNoAxeViolations, gotoHydrated } from "./helpers";

const pages = [
  { path: "/", title: /Academic Excellence Hub/, h1: "Academic Excellence Made Simple" },
  { path: "/services", title: "Our Services | Academic Excellence Hub", h1: "Our Services" },
  { path: "/about-us", title: "About Us | Academic Excellence Hub", h1: "About Us" },
  { path: "/contact", title: "Contact Us | Academic Excellence Hub", h1: "Contact Us" },
  { path: "/humanizer", title: "AI Text Humanizer | Academic Excellence Hub", h1: "Advanced AI Text Humanizer & Multi-Detector" },
];

test.describe("public pages", () => {
  for (const p of pages) {
    test(`${p.path} loads with its title, h1, SEO tags and no axe violations`, async ({ page }) => {
      const response = await page.goto(p.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(p.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.h1);
      await expect(page.locator("h1")).toHaveCount(1);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname).toBe(p.path);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Academic Excellence Hub/);
      expect(new URL((await page.locator('meta[property="og:url"]').getAttribute("content"))!).pathname).toBe(p.path);
      await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute("content", /Academic Excellence Hub/);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: "+233 24 000 0001" })).toHaveAttribute("href", "tel:+233240000001");
      await expect(footer.getByRole("link", { name: "+233 20 000 0002" })).toHaveAttribute("href", "tel:+233200000002");
      await expectNoAxeViolations(page);
    });
  }

  test("home: JSON-LD describes the business and its four services", async ({ page }) => {
    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((b) => JSON.parse(b));
    const business = data.find((d) => Array.isArray(d["@type"]) && d["@type"].includes("LocalBusiness"));
    expect(business).toMatchObject({ name: "Academic Excellence Hub", telephone: "+233 24 000 0001" });
    expect(business["@type"]).toContain("EducationalOrganization");
    const services = data.find((d) => d["@type"] === "ItemList");
    expect(services.itemListElement).toHaveLength(4);
  });

  test("home hero: Learn More goes to /services, Submit a Request scrolls to the form", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Submit a Request" }).click();
    await expect(page).toHaveURL(/#request-form$/);
    await expect(page.locator("#request-form")).toBeInViewport();
    await expect(page.getByRole("heading", { name: "Submit Your Request" })).toBeVisible();
    await page.getByRole("link", { name: "Learn More" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
  });

  test("header links navigate and the Tools panel lists both tools", async ({ page }) => {
    await gotoHydrated(page, "/", "header");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, path, h1] of [
      ["Services", "/services", "Our Services"],
      ["About Us", "/about-us", "About Us"],
      ["Contact", "/contact", "Contact Us"],
      ["Home", "/", "Academic Excellence Made Simple"],
    ] as const) {
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/" : path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "Admin Login" })).toHaveAttribute("href", "/admin-login");

    await page.getByRole("button", { name: "Tools" }).click();
    const panel = page.getByRole("dialog", { name: "Tools" });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: /AI Text Humanizer/ })).toHaveAttribute("href", "/humanizer");
    await expect(panel.getByRole("link", { name: /Plagiarism Checker/ })).toHaveAttribute("href", "/plagiarism-checker");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Tools" })).toBeFocused();
  });

  test("unknown URLs get the 404 page with a link home", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectNoAxeViolations(page);
    await page.getByRole("main").getByRole("link", { name: /home/i }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Academic Excellence Made Simple");
  });

  // contain-intrinsic-size sizes the content box, so a padded section reserves its value plus its padding while
  // skipped: the values in components/site/offscreen.ts must leave the padding out, or the page shrinks as the
  // visitor scrolls and in-page jumps land low. The service blocks share one value across blocks of different lengths.
  for (const width of [412, 1280]) {
    test(`skipped sections reserve their real height at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ["/", "/about-us", "/services", "/plagiarism-checker"]) {
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        const sections = await page.evaluate(() => {
          const skipped = [...document.querySelectorAll<HTMLElement>("*")].filter((el) => getComputedStyle(el).contentVisibility === "auto");
          const reserved = skipped.map((el) => {
            const cs = getComputedStyle(el);
            const box = [cs.paddingTop, cs.paddingBottom, cs.borderTopWidth, cs.borderBottomWidth].reduce((sum, v) => sum + parseFloat(v), 0);
            return parseFloat(cs.containIntrinsicHeight.split(" ").pop()!) + box;
          });
          for (const el of skipped) el.style.contentVisibility = "visible";
          return skipped.map((el, i) => ({ name: el.getAttribute("aria-labelledby") ?? el.tagName, block: el.tagName === "ARTICLE", reserved: reserved[i]!, real: el.getBoundingClientRect().height }));
        });
        expect(sections.length, path).toBeGreaterThan(0);
        for (const s of sections) expect(Math.abs(s.reserved - s.real), `${path} ${s.name}: reserved ${s.reserved}, real ${s.real}`).toBeLessThanOrEqual(s.block ? 32 : 1);
      }
    });
  }

  test("every public page links the Open Graph image, a 1200x630 PNG rendered at build time", async ({ request }) => {
    const meta = (html: string, attr: string, name: string) => html.match(new RegExp(`<meta ${attr}="${name}" content="([^"]+)"`))?.[1];
    let image = "";
    for (const path of [...pages.map((p) => p.path), "/plagiarism-checker"]) {
      const html = await (await request.get(path)).text();
      const og = meta(html, "property", "og:image");
      expect(og, path).toMatch(/^https?:\/\/[^/]+\/opengraph-image\b/);
      expect(meta(html, "name", "twitter:image"), path).toBe(og);
      expect(meta(html, "property", "og:image:width"), path).toBe("1200");
      expect(meta(html, "property", "og:image:alt"), path).toBe("Academic Excellence Hub: Academic help in Accra, Ghana");
      image = new URL(og!).pathname + new URL(og!).search;
    }
    const response = await request.get(image);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    // Static: the PNG `next build` prerendered (a HIT of the build's cache), not one rendered per request (no-store).
    expect(response.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(response.headers()["cache-control"]).not.toContain("no-store");
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test("robots.txt keeps admin routes out and sitemap.xml lists the public pages", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    for (const path of ["/dashboard", "/prompts", "/universities", "/requests", "/clients", "/admin-login", "/api"]) {
      expect(robots).toContain(`Disallow: ${path}`);
    }
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/services", "/about-us", "/contact", "/humanizer", "/plagiarism-checker"]) expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).not.toContain("dashboard");
  });
});

test.describe("contact form", () => {
  test("shows every missing field, then stores the message and confirms with a toast", async ({ page }) => {
    await gotoHydrated(page, "/contact", "main form");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter your full name.")).toBeVisible();
    await expect(page.getByText("Please enter your email address.")).toBeVisible();
    await expect(page.getByText("Please enter a subject.")).toBeVisible();
    await expect(page.getByText("Please enter your message.")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    const subject = `E2E subject ${Date.now()}`;
    await page.getByLabel("Full Name").fill("Abena Owusu");
    await page.getByRole("textbox", { name: "Email" }).fill("not-an-email");
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("Message").fill("Can you help with my project proposal?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await page.getByRole("textbox", { name: "Email" }).fill("abena@example.com");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    await expect(page.getByLabel("Subject")).toHaveValue("");

    const sql = e2eSql();
    try {
      const rows = await sql`select full_name, email, message, is_read from contact_messages where subject = ${subject}`;
      expect(rows).toEqual([{ full_name: "Abena Owusu", email: "abena@example.com", message: "Can you help with my project proposal?", is_read: false }]);
    } finally {
      await sql.end();
    }
  });
});

// /services' "Submit a Request" lands with the form's top at its scroll margin (scroll-mt-20, 80 px) at every width:
// a skipped section above it that renders after the jump would push it down (70 px at 375 px, 140 at 768).
for (const width of [360, 375, 768, 1280]) {
  test(`Submit a Request on /services lands on the form at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await gotoHydrated(page, "/services", "header");
    await page.getByRole("main").getByRole("link", { name: "Submit a Request" }).click();
    await expect(page).toHaveURL(/\/#request-form$/);
    await expect(page.getByRole("heading", { name: "Submit Your Request" })).toBeInViewport();
    // give a late layout (fonts, a section rendered near the viewport) the time to move the form
    await page.waitForTimeout(500);
    const top = await page.locator("#request-form").evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(top - 80)).toBeLessThanOrEqual(4);
  });
}

for (const width of [360, 412, 768]) {
  test(`the home page's service links land on their /services block at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto("/");
    const hrefs = await page.locator('section[aria-labelledby="services-heading"] a[href*="/services#"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    expect(hrefs).toHaveLength(4);
    for (const href of hrefs) {
      await gotoHydrated(page, "/", "header");
      await page.locator(`a[href="${href}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${href.replace("/", "\\/")}$`));
      await page.waitForTimeout(500);
      const top = await page.locator(`#${href.split("#")[1]}`).evaluate((el) => el.getBoundingClientRect().top);
      expect(Math.abs(top - 80), `${href} at ${width} px: top ${top}`).toBeLessThanOrEqual(4);
    }
  });
}

// WCAG 2.5.8: footer links at least 24 px tall, easy to tap with a thumb.
for (const width of [375, 1280]) {
  test(`footer links are tap targets of 24 px or more at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/services");
    const links = page.getByRole("contentinfo").getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(9);
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.height, `${await link.innerText()}`).toBeGreaterThanOrEqual(24);
    }
  });
}

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("no page overflows horizontally and the menu panel navigates", async ({ page }) => {
    for (const path of [...pages.map((p) => p.path), "/no-such-page"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
    }
    await gotoHydrated(page, "/", "header");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog");
    await expect(menu.getByRole("link", { name: "Admin Login" })).toHaveAttribute("href", "/admin-login");
    await expect(menu.getByRole("link", { name: "AI Text Humanizer" })).toBeVisible();
    await expectNoAxeViolations(page);
    await menu.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  });
});

test("/favicon.ico, which browsers and crawlers ask for whatever the page declares, leads to the site's icon", async ({ request }) => {
  const first = await request.get("/favicon.ico", { maxRedirects: 0 });
  expect(first.status()).toBe(308);
  expect(first.headers()["location"]).toBe("/icon.svg");
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toContain("image/svg+xml");
});
