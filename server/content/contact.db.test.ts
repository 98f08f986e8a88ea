import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "@/server/db";
import { consents, contactMessages, mailOutbox, newsletterSignups } from "@/server/db/schema";
import { POSTSCRIPT_AI, pagePdf, solidJpeg, solidPng, zipWithText } from "@/server/files/test-files";
import { apiClient } from "@/test/api";
import { anonymousUser, orderManager, uploadFile } from "@/test/b2b";
import { CONTACT_LIMITS, DEFAULT_CONTACT_EMAIL } from "./contact";

const api = apiClient();

function message(values: Record<string, unknown> = {}) {
  return { name: "Ada Buyer", email: "Ada@Example.com", company: "Kartonowo", subject: "Mailer boxes for a shop", message: "Could you print 300 mailer boxes in two colours?", ...values };
}

async function staffMails() {
  const db = await database();
  return db.select().from(mailOutbox).where(eq(mailOutbox.recipient, DEFAULT_CONTACT_EMAIL)).orderBy(desc(mailOutbox.id));
}

async function storedMessages() {
  return (await database()).select().from(contactMessages).orderBy(desc(contactMessages.id));
}

/** Every test sends from its own address: the limits count per network address too. */
const from = (address: string) => ({ headers: { "x-forwarded-for": address } });

describe("contact messages", () => {
  it("are stored with their attachments and mailed to staff, who can download the files", async () => {
    const token = await anonymousUser(api);
    const files = await Promise.all([
      uploadFile(api, token, await pagePdf(200, 200), "brief.pdf", "contact"),
      uploadFile(api, token, POSTSCRIPT_AI, "logo.ai", "contact"),
      uploadFile(api, token, zipWithText("notes.txt", "kraft, one colour"), "files.zip", "contact"),
      uploadFile(api, token, await solidPng(20, 20), "photo.png", "contact"),
    ]);
    expect(files.map((file) => file.status)).toEqual([201, 201, 201, 201]);

    const sent = await api.post("/api/v1/contact_messages", message({ file_ids: files.map((file) => file.body.id) }), { token, region: "pl", ...from("198.51.100.1") });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ received: true });

    const [stored] = await storedMessages();
    expect(stored).toMatchObject({ region: "pl", locale: "pl-PL", email: "ada@example.com", company: "Kartonowo", subject: "Mailer boxes for a shop", fileIds: files.map((file) => file.body.id) });

    const [mail] = await staffMails();
    expect(mail).toMatchObject({ kind: "contact_message", subject: "Contact form: Mailer boxes for a shop" });
    expect(mail!.text).toContain("Could you print 300 mailer boxes in two colours?");
    expect(mail!.text).toContain("Ada Buyer, Kartonowo (ada@example.com)");
    expect(mail!.text).toContain("brief.pdf");
    expect(mail!.text).toContain("mailto:ada@example.com");

    const manager = await orderManager(api);
    const url = `/api/v1/contact_messages/${stored!.id}/files/${files[2]!.body.id}`;
    const download = await api.raw(url, { headers: { "X-Api-Token": manager.token } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/zip");
    expect((await api.raw(url, { headers: { "X-Api-Token": token } })).status).toBe(403);
  });

  it("refuse a disallowed file type at upload with the error envelope, and files not uploaded for contact", async () => {
    const token = await anonymousUser(api);
    const jpeg = await uploadFile(api, token, await solidJpeg(10, 10), "photo.png", "contact");
    expect(jpeg.status).toBe(415);
    expect(jpeg.body.error).toMatchObject({ code: "unsupported_file_type" });
    expect(jpeg.body.error.details.accepted).toEqual(expect.arrayContaining(["pdf", "ai", "eps", "zip", "png"]));

    const design = await uploadFile(api, token, await solidPng(10, 10), "logo.png", "design");
    const refused = await api.post("/api/v1/contact_messages", message({ file_ids: [design.body.id] }), { token, ...from("198.51.100.2") });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: "file_not_found", details: { file_ids: [design.body.id] } });

    const invalid = await api.post("/api/v1/contact_messages", message({ email: "not an address", message: "" }), { token, ...from("198.51.100.2") });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.code).toBeTruthy();
  });

  it("answer a filled honeypot as received but store and mail nothing", async () => {
    const token = await anonymousUser(api);
    const [before, mailsBefore] = [await storedMessages(), await staffMails()];
    const sent = await api.post("/api/v1/contact_messages", message({ website: "https://spam.example" }), { token, ...from("198.51.100.3") });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ received: true });
    expect((await storedMessages()).length).toBe(before.length);
    expect((await staffMails()).length).toBe(mailsBefore.length);
  });

  it("are rate limited per sender", async () => {
    const token = await anonymousUser(api);
    for (let i = 0; i < CONTACT_LIMITS.user; i += 1) {
      expect((await api.post("/api/v1/contact_messages", message({ subject: `Question ${i}` }), { token, ...from("198.51.100.4") })).status).toBe(201);
    }
    const limited = await api.post("/api/v1/contact_messages", message(), { token, ...from("198.51.100.4") });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("rate_limited");
    expect(limited.body.error.details.retry_after_seconds).toBeGreaterThan(0);
    // Someone else is not held up.
    expect((await api.post("/api/v1/contact_messages", message(), { token: await anonymousUser(api), ...from("198.51.100.5") })).status).toBe(201);
  });

  it("need a token", async () => {
    expect((await api.post("/api/v1/contact_messages", message())).status).toBe(401);
  });
});

describe("newsletter sign-ups", () => {
  it("store the address once per storefront and record the newsletter and marketing consents once the address confirms them (double opt-in)", async () => {
    const token = await anonymousUser(api);
    const body = { email: "News@Example.com", newsletter: true, marketing: false };
    expect((await api.post("/api/v1/newsletter_signups", body, { token, region: "de", ...from("198.51.100.6") })).status).toBe(201);
    expect((await api.post("/api/v1/newsletter_signups", { ...body, marketing: true }, { token, region: "de", ...from("198.51.100.6") })).status).toBe(201);

    const db = await database();
    const signups = () => db.select().from(newsletterSignups).where(eq(newsletterSignups.email, "news@example.com"));
    // Nobody has shown the address is theirs yet: nothing is recorded, the address only gets the links.
    expect(await signups()).toHaveLength(0);
    expect(await db.select().from(consents).where(eq(consents.email, "news@example.com"))).toHaveLength(0);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, "news@example.com")).orderBy(mailOutbox.id);
    expect(mails.map((mail) => [mail.kind, mail.locale])).toEqual([
      ["consent_confirmation", "de-DE"],
      ["consent_confirmation", "de-DE"],
    ]);
    for (const mail of mails) {
      const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
      expect(link.pathname).toContain("/auth/confirm_consents/");
      expect((await api.post("/api/v1/emails/confirm_consents", { token: link.searchParams.get("token") })).status).toBe(200);
    }

    expect(await signups()).toHaveLength(1);
    expect((await signups())[0]).toMatchObject({ region: "de", locale: "de-DE" });
    const given = await db.select().from(consents).where(eq(consents.email, "news@example.com")).orderBy(desc(consents.id));
    expect(given.slice(0, 2).map((row) => [row.type, row.status]).sort()).toEqual([
      ["marketing", "granted"],
      ["newsletter", "granted"],
    ]);
    expect(given.find((row) => row.type === "marketing" && row.status === "declined")).toBeTruthy();
  });

  it("refuse a sign-up without the newsletter consent, drop a filled honeypot and limit sign-ups per address", async () => {
    const token = await anonymousUser(api);
    const refused = await api.post("/api/v1/newsletter_signups", { email: "a@example.com", newsletter: false, marketing: true }, { token, ...from("198.51.100.7") });
    expect(refused.status).toBe(400);

    const bot = await api.post("/api/v1/newsletter_signups", { email: "bot@example.com", newsletter: true, marketing: true, website: "x" }, { token, ...from("198.51.100.7") });
    expect(bot.status).toBe(201);
    const db = await database();
    expect(await db.select().from(newsletterSignups).where(eq(newsletterSignups.email, "bot@example.com"))).toEqual([]);

    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await api.post("/api/v1/newsletter_signups", { email: `n${i}@example.com`, newsletter: true, marketing: false }, { token, ...from("198.51.100.8") })).status);
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
