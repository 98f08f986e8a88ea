import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import de from "../messages/de-DE.json" with { type: "json" };
import { en, enUS } from "./messages";
import pl from "../messages/pl-PL.json" with { type: "json" };
import { MAIL_SINK_URL } from "../playwright.config";
import { storefrontPath } from "../regions/paths";

/**
 * The content pages in four storefronts, each in its own language and with its
 * own paths; the contact form with attachments; help search.
 */

const port = Number(process.env.PORT || 3100);
const origin = (host: string) => `http://${host}:${port}`;

interface Storefront {
  id: "eu" | "de" | "pl" | "us";
  host: string;
  prefix: string;
  /** The content folder it reads: British English on the EU storefront, American on us (docs/adr/0072). */
  locale: "en-US" | "en-GB" | "de-DE" | "pl-PL";
  /** The page's <html lang>: the storefront's hreflang (docs/adr/0068-region-formats.md). */
  lang: string;
  messages: typeof en;
}

const STOREFRONTS: Storefront[] = [
  { id: "eu", host: "localhost", prefix: "", locale: "en-GB", lang: "en", messages: en },
  { id: "de", host: "de.localhost", prefix: "", locale: "de-DE", lang: "de-DE", messages: de },
  { id: "pl", host: "pl.localhost", prefix: "", locale: "pl-PL", lang: "pl-PL", messages: pl },
  { id: "us", host: "localhost", prefix: "/en-us", locale: "en-US", lang: "en-US", messages: enUS },
];

const url = (storefront: Storefront, canonicalPath: string) => origin(storefront.host) + storefrontPath(storefront.id, storefront.prefix, canonicalPath);
const content = (locale: string, file: string) => JSON.parse(readFileSync(path.join("content", locale, file), "utf8"));
const heading = (locale: string, file: string): string => content(locale, file).heading;

/** Every page type: its canonical path and the h1 it shows in a language. */
function pages(storefront: Storefront): [string, string][] {
  const { locale } = storefront;
  const categories = content(locale, "help-categories.json").categories;
  return [
    ["/about", heading(locale, "pages/about.json")],
    ["/shop", heading(locale, "pages/shop.json")],
    ["/careers", heading(locale, "pages/careers.json")],
    ["/contact", heading(locale, "pages/contact.json")],
    ["/enterprise", heading(locale, "pages/enterprise.json")],
    ["/i", heading(locale, "pages/industries.json")],
    ["/i/cosmetics", heading(locale, "industries/cosmetics.json")],
    ["/pro/features", heading(locale, "pages/pro-features.json")],
    ["/pro/for-suppliers", heading(locale, "pages/pro-for-suppliers.json")],
    ["/pro/terms-conditions", heading(locale, "pages/pro-terms-conditions.json")],
    ["/terms", heading(locale, "pages/terms.json")],
    ["/privacy", heading(locale, "pages/privacy.json")],
    ["/imprint", heading(locale, "pages/imprint.json")],
    ["/cookies", heading(locale, "pages/cookies.json")],
    ["/blog", heading(locale, "pages/blog.json")],
    ["/blog/page/2", heading(locale, "pages/blog.json")],
    ["/blog/dielines-and-bleed", heading(locale, "blog/dielines-and-bleed.json")],
    ["/help", heading(locale, "pages/help.json")],
    ["/help/categories/delivery", categories.delivery.name],
    ["/help/bleed-and-safe-zone", heading(locale, "help/bleed-and-safe-zone.json")],
    ["/help/search?q=bleed", storefront.messages.Pages.help.resultsFor.replace("{query}", "bleed")],
  ];
}

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

for (const storefront of STOREFRONTS) {
  test(`every content page opens in the ${storefront.id} storefront in its language`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchConsole(page);
    for (const [canonicalPath, h1] of pages(storefront)) {
      const response = await page.goto(url(storefront, canonicalPath));
      expect(response?.status(), canonicalPath).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", storefront.lang);
      await expect(page.locator("html")).toHaveAttribute("data-region", storefront.id);
      await expect(page.getByRole("heading", { level: 1 }), canonicalPath).toHaveText(h1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url(storefront, canonicalPath.split("?")[0]!));
    }
    expect(errors).toEqual([]);
  });
}

test("Polish pages have Polish paths, and the legal pages name the seller with no template notice", async ({ page }) => {
  const pl_ = STOREFRONTS[2]!;
  expect(url(pl_, "/about")).toBe(`${origin("pl.localhost")}/o-nas`);
  await page.goto(`${origin("pl.localhost")}/regulamin`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("pl-PL", "pages/terms.json"));
  await expect(page.getByRole("note")).toHaveCount(0);
  await expect(page.getByRole("article")).not.toContainText("{seller.");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: pl.Pages.links.help })).toHaveAttribute("href", "/pomoc");
});

test("a language chosen with ?locale= shows its own text on pages rendered on first request", async ({ page }) => {
  await page.goto(`${origin("localhost")}/help/bleed-and-safe-zone?locale=fr`);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("fr-FR", "help/bleed-and-safe-zone.json"));
  await page.goto(`${origin("localhost")}/i/fashion`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("fr-FR", "industries/fashion.json"));
  expect((await page.goto(`${origin("localhost")}/blog/no-such-post`))?.status()).toBe(404);
});

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

test("the contact form sends a message with an attachment and refuses a disallowed file type", async ({ page }) => {
  const errors = watchConsole(page);
  const t = en.Contact;
  const subject = `Mailer boxes ${Date.now()}`;
  await page.goto(url(STOREFRONTS[0]!, "/contact"));
  await page.getByLabel(t.name, { exact: true }).fill("Ada Buyer");
  await page.getByLabel(t.email, { exact: true }).fill("ada@example.com");
  await page.getByLabel(t.subject, { exact: true }).fill(subject);
  await page.getByLabel(t.message, { exact: true }).fill("Could you print 300 boxes in two colours?");

  const files = page.getByLabel(t.files, { exact: true }).and(page.locator("input[type=file]"));
  // The form takes files once the visitor's session has its token.
  await expect(files).toBeEnabled();
  await files.setInputFiles([
    { name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not really a photo") },
    { name: "fake-logo.png", mimeType: "image/png", buffer: Buffer.from("text pretending to be a PNG") },
    { name: "logo.png", mimeType: "image/png", buffer: PNG },
  ]);
  await expect(page.getByText(t.errors.fileType.replace("{name}", "photo.jpg"))).toBeVisible();
  await expect(page.getByText(t.errors.fileType.replace("{name}", "fake-logo.png"))).toBeVisible();
  await expect(page.getByText(t.uploaded)).toHaveCount(1);

  await page.getByRole("button", { name: t.send }).click();
  await expect(page.getByRole("status")).toHaveText(t.sent);

  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${MAIL_SINK_URL}/messages?to=${encodeURIComponent("support@boxwright.com")}`)).json()) as {
        subject: string;
        text: string;
      }[];
      return mails.find((mail) => mail.subject.includes(subject))?.text ?? "";
    })
    .toContain("logo.png");
  // The refused uploads answer 415, which the browser logs as a failed resource.
  expect(errors.filter((error) => !/415/.test(error))).toEqual([]);
});

test("help search finds an article by a word in its body, in the storefront's language", async ({ page }) => {
  await page.goto(url(STOREFRONTS[0]!, "/help"));
  await page.getByRole("searchbox", { name: en.Pages.help.searchLabel }).fill("carrier");
  await page.getByRole("button", { name: en.Pages.help.searchButton }).click();
  await expect(page).toHaveURL(/\/help\/search\?q=carrier$/);
  await expect(page.getByRole("link", { name: heading("en-GB", "help/delivery-times.json") })).toBeVisible();

  await page.goto(url(STOREFRONTS[2]!, "/help"));
  await page.getByRole("searchbox", { name: pl.Pages.help.searchLabel }).fill("przewoźnika");
  await page.getByRole("button", { name: pl.Pages.help.searchButton }).click();
  await expect(page).toHaveURL(/\/pomoc\/szukaj\?q=/);
  await expect(page.getByRole("link", { name: heading("pl-PL", "help/delivery-times.json") })).toBeVisible();
  // The English word finds nothing in Polish.
  await page.goto(`${url(STOREFRONTS[2]!, "/help/search")}?q=carrier`);
  await expect(page.getByText(pl.Pages.help.noResults.replace("{query}", "carrier"))).toBeVisible();
});
