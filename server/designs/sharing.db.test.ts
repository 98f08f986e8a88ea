import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REGIONS } from "@/regions";
import { appUrl, siteConfigFromEnv } from "@/regions/urls";
import { database } from "@/server/db";
import { boxDesigns, mailOutbox, uploadedFiles } from "@/server/db/schema";
import { latestMail } from "@/test/outbox";
import { REMINDER_LIMITS, SHARE_MAIL_LIMITS } from "./sharing";
import { account, api, createDesign, MAILER, mailerDocument, PLAIN_MAILER, unique, upload, visitor } from "./testing";

const editorBase = (region: keyof typeof REGIONS) => appUrl(REGIONS[region], "/box/design", siteConfigFromEnv());

/** Each call from a network address of its own unless one is named, so per-address limits bite only where a test means them to. */
async function share(designId: number, token: string, body: Record<string, unknown> = {}, from = unique("net")) {
  return api.post(`/api/box_designs/${designId}/share`, body, { token, headers: { "x-forwarded-for": from } });
}

async function mailsTo(recipient: string) {
  const db = await database();
  // The sign-up's own confirmation mail is not one the caller had sent.
  return (await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient))).filter((mail) => mail.kind !== "confirm_email");
}

describe("share links", () => {
  it("open the design read-only for whoever holds them, and a new link replaces the old one", async () => {
    const owner = await visitor();
    const design = await createDesign(owner.token, { name: "Party boxes" });
    const shared = await share(design.id, owner.token);
    expect(shared.status).toBe(200);
    const url = new URL(shared.body.url);
    expect(`${url.origin}${url.pathname}`).toBe(editorBase("eu"));
    expect(Object.fromEntries(url.searchParams)).toEqual({ design_id: String(design.id), share_token: shared.body.share_token });
    expect(shared.body.qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const token = shared.body.share_token as string;

    // Only the hash is kept, and sharing is not an edit.
    const row = (await (await database()).select().from(boxDesigns).where(eq(boxDesigns.id, design.id)))[0]!;
    expect(row.shareTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.shareTokenHash).not.toContain(token);
    expect(row.updatedAt.toISOString()).toBe(design.updated_at);

    const viewer = await visitor();
    const seen = await api.get(`/api/box_designs/${design.id}?share_token=${token}`, { token: viewer.token });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ id: design.id, name: "Party boxes", shared: true, document: design.document });
    expect(seen.body).not.toHaveProperty("thumbnail_file_id");
    expect(seen.body).not.toHaveProperty("has_share_link");
    // Without any account token, too: the link is all it takes.
    expect((await api.get(`/api/box_designs/${design.id}?share_token=${token}`)).body.shared).toBe(true);
    // The owner still reads it as the owner.
    expect((await api.get(`/api/box_designs/${design.id}?share_token=${token}`, { token: owner.token })).body).toMatchObject({
      shared: false,
      has_share_link: true,
    });

    // Read-only: the viewer's writes find nothing.
    expect((await api.put(`/api/box_designs/${design.id}?share_token=${token}`, { box_design: { name: "Mine now" } }, { token: viewer.token })).status).toBe(
      404,
    );
    expect((await api.delete(`/api/box_designs/${design.id}?share_token=${token}`, { token: viewer.token })).status).toBe(404);
    expect((await share(design.id, viewer.token)).status).toBe(404);
    expect((await api.post(`/api/box_designs/${design.id}/duplicate?share_token=${token}`, undefined, { token: viewer.token })).status).toBe(404);
    expect((await api.get(`/api/box_designs/${design.id}`, { token: owner.token })).body.name).toBe("Party boxes");

    // Another design's link, or a made-up one, opens nothing.
    const otherDesign = await createDesign(owner.token);
    expect((await api.get(`/api/box_designs/${otherDesign.id}?share_token=${token}`, { token: viewer.token })).status).toBe(404);
    expect((await api.get(`/api/box_designs/${design.id}?share_token=guess`)).status).toBe(404);

    const replaced = await share(design.id, owner.token);
    expect(replaced.body.share_token).not.toBe(token);
    expect((await api.get(`/api/box_designs/${design.id}?share_token=${token}`, { token: viewer.token })).status).toBe(404);
    expect((await api.get(`/api/box_designs/${design.id}?share_token=${replaced.body.share_token}`, { token: viewer.token })).status).toBe(200);
  });

  it("lead to the editor of the owner's storefront", async () => {
    const owner = await visitor("pl");
    const design = await createDesign(owner.token);
    const url = new URL((await share(design.id, owner.token)).body.url);
    expect(`${url.origin}${url.pathname}`).toBe(editorBase("pl"));
    expect(url.pathname).toBe("/pudelko/design");
  });

  it("are mailed in a fixed template: the shop names itself and the product, the sender is their confirmed address, their note a marked quote", async () => {
    // A display name chosen to look like the shop never reaches the mail.
    const owner = await account("Boxwright Security Team");
    const design = await createDesign(owner.token, { name: "Reset your password now" });
    const recipient = `${unique("friend")}@example.com`;
    const note = "Your account is locked. Sign in at https://boxwright-login.example/reset or www.evil.example now";
    const shared = await share(design.id, owner.token, { email: recipient, locale: "de", message: note });
    expect(shared.status).toBe(200);
    const mail = (await latestMail(recipient))!;
    expect(mail).toMatchObject({ kind: "design_shared", locale: "de-DE", subject: "Auf Boxwright wurde ein Verpackungsdesign mit Ihnen geteilt" });
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain("Security Team");
      expect(part).not.toContain("Reset your password");
    }
    expect(mail.text).toContain(
      `Guten Tag,\n\nein Boxwright-Kunde mit der bestätigten E-Mail-Adresse ${owner.email} hat ein Verpackungsdesign mit Ihnen geteilt:`,
    );
    expect(mail.text).toContain(`Nachricht von ${owner.email}, verfasst vom Absender und nicht von Boxwright:\n> Your account is locked.`);
    // The sender's links are quoted, never clickable: no scheme or domain a mail program would turn into a link.
    expect(mail.text).toContain("https[:]//boxwright-login[.]example/reset or www[.]evil[.]example now");
    expect(mail.text).not.toContain("boxwright-login.example");
    expect(mail.html).not.toContain("boxwright-login.example");
    expect(mail.html).toContain("<blockquote");
    expect(mail.html.match(/<a /g)).toHaveLength(1);
    expect(mail.html).toContain(`href="${shared.body.url.replace(/&/g, "&amp;")}"`);
    expect(mail.text).toContain(shared.body.url);

    // Without a note: no quote.
    const second = `${unique("friend")}@example.com`;
    const polishOwner = await account();
    const unnamed = await createDesign(polishOwner.token);
    await share(unnamed.id, polishOwner.token, { email: second, locale: "pl" });
    const polish = (await latestMail(second))!;
    expect(polish).toMatchObject({ locale: "pl-PL", subject: "Ktoś udostępnił Ci projekt pudełka w Boxwright" });
    expect(polish.text).toContain("Pudełka fasonowe z pełnokolorowym nadrukiem 200x150x70");
    expect(polish.text).not.toContain("Wiadomość od");
  });

  it("are mailed only from a registered account with a confirmed address; anyone else still gets the link to pass on", async () => {
    const refusedBy = async (token: string) => {
      const design = await createDesign(token);
      const recipient = `${unique("target")}@example.com`;
      const refused = await share(design.id, token, { email: recipient, message: "Urgent: https://phish.example" });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe("confirmation_required");
      expect(await mailsTo(recipient)).toHaveLength(0);
      // The link without a mail is still theirs to copy.
      expect((await share(design.id, token)).status).toBe(200);
    };
    await refusedBy((await visitor()).token);
    await refusedBy((await account("Ada", { confirmed: false })).token);
  });

  it("are mailed a few times an hour at most, per recipient and per network address, also when asked for all at once", async () => {
    const owners = await Promise.all(Array.from({ length: 6 }, () => account()));
    const designs = await Promise.all(owners.map((owner) => createDesign(owner.token)));
    const recipient = `${unique("friend")}@example.com`;
    // Many senders, one mailbox, all at once: no more than the recipient's limit gets through.
    const answers = await Promise.all(
      owners.map((owner, index) => share(designs[index]!.id, owner.token, { email: index % 2 ? recipient.toUpperCase() : recipient })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(SHARE_MAIL_LIMITS.recipient);
    const limited = answers.find((answer) => answer.status === 429)!;
    expect(limited.body.error.code).toBe("rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await mailsTo(recipient)).toHaveLength(SHARE_MAIL_LIMITS.recipient);

    // One network address, fresh accounts and fresh recipients each time: the address's limit holds.
    const office = unique("net");
    const senders = await Promise.all(Array.from({ length: SHARE_MAIL_LIMITS.address + 3 }, () => account()));
    const theirDesigns = await Promise.all(senders.map((sender) => createDesign(sender.token)));
    const fromOne = await Promise.all(
      senders.map((sender, index) => share(theirDesigns[index]!.id, sender.token, { email: `${unique("someone")}@example.com` }, office)),
    );
    expect(fromOne.filter((answer) => answer.status === 200)).toHaveLength(SHARE_MAIL_LIMITS.address);
    expect(fromOne.filter((answer) => answer.status === 429)).toHaveLength(3);
  });

  it("refuse a limited share without changing the link, and refuse bad input", async () => {
    const owner = await account();
    const design = await createDesign(owner.token);
    const recipient = `${unique("friend")}@example.com`;
    let last = "";
    for (let attempt = 0; attempt < SHARE_MAIL_LIMITS.recipient; attempt += 1) {
      const answer = await share(design.id, owner.token, { email: recipient });
      expect(answer.status).toBe(200);
      last = answer.body.share_token;
    }
    const limited = await share(design.id, owner.token, { email: recipient.toUpperCase() });
    expect(limited.status).toBe(429);
    // A refused share leaves the link as it was.
    expect((await api.get(`/api/box_designs/${design.id}?share_token=${last}`)).status).toBe(200);
    expect(await mailsTo(recipient)).toHaveLength(SHARE_MAIL_LIMITS.recipient);

    expect((await share(design.id, owner.token, { email: "not an address" })).status).toBe(400);
    expect((await share(design.id, owner.token, { email: `${unique("x")}@example.com`, locale: "xx" })).body.error.code).toBe("unknown_language");
    expect((await share(design.id, owner.token, { message: "x".repeat(1001) })).status).toBe(400);
    expect((await api.post(`/api/box_designs/${design.id}/share`, {})).status).toBe(401);
    expect((await api.get(`/api/box_designs/${design.id}?share_token=${last}`)).status).toBe(200);
  });
});

describe("pictures of a design", () => {
  it("are served to share-link holders: only the uploads the document shows, and its thumbnail", async () => {
    const owner = await visitor();
    const [shown, thumbnail, unused] = await Promise.all([upload(owner.token), upload(owner.token, "#0000ff"), upload(owner.token, "#00ff00")]);
    const design = await createDesign(owner.token, { document: mailerDocument([shown]) });
    const saved = await api.put(`/api/box_designs/${design.id}`, { box_design: { thumbnail_file_id: thumbnail } }, { token: owner.token });
    const token = (await share(design.id, owner.token)).body.share_token as string;

    const asset = await api.raw(`/api/box_designs/${design.id}/assets/${shown}/thumbnail?share_token=${token}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toBe("image/png");
    expect(asset.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await asset.arrayBuffer()).subarray(1, 4)).toEqual(new Uint8Array([0x50, 0x4e, 0x47]));
    const etag = asset.headers.get("etag")!;
    expect(etag).not.toContain(shown);
    expect((await api.raw(`/api/box_designs/${design.id}/assets/${shown}/thumbnail?share_token=${token}`, { headers: { "If-None-Match": etag } })).status).toBe(
      304,
    );

    expect((await api.raw(`/api/box_designs/${design.id}/assets/${unused}/thumbnail?share_token=${token}`)).status).toBe(404);
    expect((await api.raw(`/api/box_designs/${design.id}/assets/${shown}/no_such_variant?share_token=${token}`)).status).toBe(404);
    expect((await api.raw(`/api/box_designs/${design.id}/assets/${shown}/thumbnail?share_token=wrong`)).status).toBe(404);
    expect((await api.raw(`/api/box_designs/${design.id}/assets/${shown}/thumbnail`)).status).toBe(401);
    const stranger = await visitor();
    expect((await api.raw(`/api/box_designs/${design.id}/assets/${shown}/thumbnail`, { headers: { "X-Api-Token": stranger.token } })).status).toBe(404);
    expect((await api.raw(`/api/box_designs/${design.id}/assets/${shown}/original`, { headers: { "X-Api-Token": owner.token } })).status).toBe(200);

    // The thumbnail: through the share link, and for the owner's <img> tags by the token cookie.
    const viewerUrl = (await api.get(`/api/box_designs/${design.id}?share_token=${token}`)).body.thumbnail_url as string;
    expect(viewerUrl).toContain(`share_token=${token}`);
    expect((await api.raw(viewerUrl)).status).toBe(200);
    const ownerUrl = saved.body.thumbnail_url as string;
    expect(ownerUrl).not.toContain("share_token");
    const byCookie = await api.raw(ownerUrl, { headers: { Cookie: `api-token=${owner.token}` } });
    expect(byCookie.status).toBe(200);
    expect(byCookie.headers.get("content-type")).toBe("image/png");
    expect((await api.raw(ownerUrl, { headers: { Cookie: `api-token=${stranger.token}` } })).status).toBe(404);
    expect((await api.raw(ownerUrl)).status).toBe(401);

    // A replaced link shows nothing any more.
    await share(design.id, owner.token);
    expect((await api.raw(viewerUrl)).status).toBe(404);
    expect((await api.raw(`/api/box_designs/${design.id}/assets/${shown}/thumbnail?share_token=${token}`)).status).toBe(404);
  });

  it("answer 404 for a design without a thumbnail", async () => {
    const owner = await visitor();
    const design = await createDesign(owner.token);
    expect((await api.raw(`/api/box_designs/${design.id}/thumbnail`, { headers: { "X-Api-Token": owner.token } })).status).toBe(404);
  });
});

describe("reminders to design on a computer", () => {
  const remind = (body: Record<string, unknown>, token?: string, from = unique("net"), region?: string) =>
    api.post(
      "/api/box_designs/remind_on_desktop",
      { locale: "en", sku: MAILER, quantity: 30, ...body },
      { token, region, headers: { "x-forwarded-for": from } },
    );

  it("mail the editor link for the product and quantity to the caller's own confirmed address, in the language asked for", async () => {
    const shopper = await account();
    const sent = await remind({ email: shopper.email.toUpperCase(), locale: "pl", quantity: 60 }, shopper.token, undefined, "pl");
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ sent: true });
    const mail = (await latestMail(shopper.email))!;
    expect(mail).toMatchObject({ kind: "design_reminder", locale: "pl-PL", subject: "Dokończ projekt pudełka na komputerze" });
    expect(mail.link).toBe(`${editorBase("eu")}?sku=${MAILER}&quantity=60`);
    expect(mail.text).toContain("Pudełka fasonowe z pełnokolorowym nadrukiem 200x150x70, 60 szt.");

    await remind({ email: shopper.email, locale: "en-US" }, shopper.token);
    // English asked on the EU storefront is written as it writes it: British (ADR 0068).
    expect((await latestMail(shopper.email))!).toMatchObject({ locale: "en-GB", subject: "Carry on designing your box on a computer" });
  });

  it("mail nobody else: not for anonymous shoppers, not for unconfirmed accounts, not to another address", async () => {
    const stranger = `${unique("target")}@example.com`;
    const confirmed = await account();
    const unconfirmed = await account(undefined, { confirmed: false });
    for (const [email, token] of [
      [stranger, (await visitor()).token],
      [stranger, confirmed.token],
      [unconfirmed.email, unconfirmed.token],
    ] as const) {
      const refused = await remind({ email }, token);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe("confirmation_required");
    }
    expect(await mailsTo(stranger)).toHaveLength(0);
    expect(await mailsTo(unconfirmed.email)).toHaveLength(0);
  });

  it("are limited per recipient and per network address, also when asked for all at once, and refuse bad input without mailing", async () => {
    const shopper = await account();
    const answers = await Promise.all(Array.from({ length: REMINDER_LIMITS.recipient + 3 }, () => remind({ email: shopper.email }, shopper.token)));
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(REMINDER_LIMITS.recipient);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(3);
    expect(await mailsTo(shopper.email)).toHaveLength(REMINDER_LIMITS.recipient);

    const office = unique("net");
    const colleagues = await Promise.all(Array.from({ length: REMINDER_LIMITS.address + 2 }, () => account()));
    const fromOne = await Promise.all(colleagues.map((colleague) => remind({ email: colleague.email }, colleague.token, office)));
    expect(fromOne.filter((answer) => answer.status === 202)).toHaveLength(REMINDER_LIMITS.address);
    expect(fromOne.filter((answer) => answer.status === 429)).toHaveLength(2);

    const other = await account();
    expect((await remind({ email: other.email, sku: PLAIN_MAILER }, other.token)).body.error.code).toBe("not_designable");
    expect((await remind({ email: other.email, sku: "no-such-sku" }, other.token)).body.error.code).toBe("unknown_sku");
    expect((await remind({ email: other.email, locale: "klingon" }, other.token)).body.error.code).toBe("unknown_language");
    expect((await remind({ email: other.email, quantity: 0 }, other.token)).status).toBe(400);
    expect((await remind({ email: "phone" }, other.token)).status).toBe(400);
    expect((await remind({ email: other.email })).status).toBe(401);
    expect(await mailsTo(other.email)).toHaveLength(0);
  });
});

describe("handing a design to the account signed in to", () => {
  const assign = (id: unknown, headers: Record<string, string>) => api.post("/api/v3/users/me/designs", { id }, { headers });

  it("moves the design and the uploads it shows from the anonymous user to the account", async () => {
    const before = await visitor();
    const [image, thumbnail] = await Promise.all([upload(before.token), upload(before.token, "#123456")]);
    const design = await createDesign(before.token, { document: mailerDocument([image]) });
    await api.put(`/api/box_designs/${design.id}`, { box_design: { thumbnail_file_id: thumbnail } }, { token: before.token });
    const signedIn = await account();

    const moved = await assign(design.id, { "design-token": before.token, "access-token": signedIn.token });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: design.id, shared: false, thumbnail_file_id: thumbnail });
    expect((await api.get("/api/box_designs/mine", { token: signedIn.token })).body.box_designs.map((d: { id: number }) => d.id)).toEqual([design.id]);
    expect((await api.get("/api/box_designs/mine", { token: before.token })).body.box_designs).toEqual([]);
    expect((await api.get(`/api/box_designs/${design.id}`, { token: before.token })).status).toBe(404);

    // The account can go on saving the design with its pictures.
    const saved = await api.put(`/api/box_designs/${design.id}`, { box_design: { document: mailerDocument([image], "#abcdef") } }, { token: signedIn.token });
    expect(saved.status).toBe(200);
    const db = await database();
    const files = await db.select({ id: uploadedFiles.id, userId: uploadedFiles.userId }).from(uploadedFiles).where(eq(uploadedFiles.id, image));
    expect(files[0]!.userId).toBe(signedIn.id);
  });

  it("refuses wrong tokens, an anonymous account and someone else's design, moving nothing", async () => {
    const maker = await visitor();
    const design = await createDesign(maker.token);
    const signedIn = await account();
    const otherMaker = await visitor();

    const missing = await assign(design.id, { "access-token": signedIn.token });
    expect(missing.status).toBe(401);
    expect((await assign(design.id, { "design-token": maker.token })).status).toBe(401);
    expect((await assign(design.id, {})).status).toBe(401);
    expect((await assign(design.id, { "design-token": "made-up", "access-token": signedIn.token })).body.error.code).toBe("invalid_token");
    expect((await assign(design.id, { "design-token": maker.token, "access-token": "made-up" })).status).toBe(401);
    const anonymousAccount = await assign(design.id, { "design-token": maker.token, "access-token": (await visitor()).token });
    expect(anonymousAccount.status).toBe(403);
    expect(anonymousAccount.body.error.code).toBe("account_required");
    expect((await assign(design.id, { "design-token": otherMaker.token, "access-token": signedIn.token })).status).toBe(404);
    expect((await assign("x", { "design-token": maker.token, "access-token": signedIn.token })).status).toBe(400);

    const db = await database();
    const [row] = await db
      .select({ id: boxDesigns.id })
      .from(boxDesigns)
      .where(and(eq(boxDesigns.id, design.id), eq(boxDesigns.userId, maker.id!)));
    expect(row).toBeDefined();
  });
});
