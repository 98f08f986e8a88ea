import { describe, expect, it } from "vitest";
import { MAIL_KINDS, renderMail } from "./render";

/**
 * A mail is written as the storefront it comes from writes its language
 * (docs/adr/0072-one-voice-per-language.md): the shop stores a buyer's language
 * as one of the 11 (de-DE, en-US), and the storefront makes it Swiss German
 * (ss for ß) on ch and British English on gb and eu.
 */

const VALUES: Record<string, string> = {
  number: "R123456789",
  total: "CHF 1’234.56",
  paid: "CHF 0.00",
  due: "CHF 1’234.56",
  amount: "CHF 1’234.56",
  sender: "anna@example.ch",
  product: "Versandkarton",
  quantity: "250",
  name: "Anna Beispiel",
  manager: "Olga Manager",
  hasManager: "yes",
  validUntil: "31. Dezember 2026",
  note: "Innen bedruckt.",
  hasNote: "yes",
  email: "anna@example.ch",
  region: "ch",
  subject: "Versandkartons",
  message: "300 Stück?",
  attachments: "brief.pdf",
  inviter: "Anna Beispiel",
  company: "Kartonwerk AG",
  buyer: "Ben Käufer",
  reason: "Budget",
  position: "2",
  date: "Donnerstag, 31. Dezember",
};

const everyMail = (region: string) =>
  Promise.all(MAIL_KINDS.map(async (kind) => ({ kind, mail: await renderMail(kind, "de-DE", "https://www.boxwright.ch/x", VALUES, { region }) })));

describe("mails in the storefront's own spelling", () => {
  it("a German mail from the ch storefront has no ß in its subject, text or HTML, and says it is de-CH", async () => {
    for (const { kind, mail } of await everyMail("ch")) {
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`, kind).not.toMatch(/[ßẞ]/);
      expect(mail.html, kind).toContain('lang="de-CH"');
    }
  });

  it("the same mails from Germany and Austria keep ß where German writes it", async () => {
    for (const region of ["de", "at"]) {
      const withSharpS = (await everyMail(region)).filter(({ mail }) => mail.text.includes("ß"));
      expect(withSharpS.length, region).toBeGreaterThan(0);
    }
  });

  it("an English mail is British from gb and American from us", async () => {
    const british = await renderMail("confirm_email", "en-US", "https://www.boxwright.co.uk/x", VALUES, { region: "gb" });
    const american = await renderMail("confirm_email", "en-US", "https://www.boxwright.com/x", VALUES, { region: "us" });
    expect(british.html).toContain('lang="en-GB"');
    expect(american.html).toContain('lang="en-US"');
  });
});
