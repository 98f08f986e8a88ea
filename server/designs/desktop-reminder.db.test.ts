import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REGIONS } from "@/regions";
import { appUrl, siteConfigFromEnv } from "@/regions/urls";
import { database } from "@/server/db";
import { mailOutbox } from "@/server/db/schema";
import { latestMail } from "@/test/outbox";
import { account, api, createDesign, MAILER, mailerDocument, unique, visitor } from "./testing";

/**
 * The "designing is easier on a bigger screen" mail (ADR 0042): the link in it opens
 * the design the shopper was working on, on the computer they read the mail on.
 */

const PASSWORD = "Kartonowa-Wstega-72";
const editorBase = appUrl(REGIONS.eu, "/box/design", siteConfigFromEnv());

const remind = (token: string, body: Record<string, unknown>) =>
  api.post(
    "/api/box_designs/remind_on_desktop",
    { locale: "en", sku: MAILER, quantity: 30, ...body },
    { token, headers: { "x-forwarded-for": unique("net") } },
  );

async function mailsTo(recipient: string) {
  const db = await database();
  return (await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient))).filter((mail) => mail.kind !== "confirm_email");
}

describe("the desktop reminder of a design in progress", () => {
  it("links to that design, which the account opens on another device once signed in, with the work done on the phone", async () => {
    const shopper = await account();
    const design = await createDesign(shopper.token, { quantity: 60, document: mailerDocument([], "#f6c90e") });
    const sent = await remind(shopper.token, { email: shopper.email, design_id: design.id, quantity: 60 });
    expect(sent.status).toBe(202);

    const mail = (await latestMail(shopper.email))!;
    expect(mail.kind).toBe("design_reminder");
    const link = new URL(mail.link);
    expect(`${link.origin}${link.pathname}`).toBe(editorBase);
    // The design, not a new blank one of its product; and no token: the link alone opens nothing.
    expect(Object.fromEntries(link.searchParams)).toEqual({ design_id: String(design.id) });
    expect(mail.text).toContain("Full-colour mailer boxes 200x150x70, quantity 60");

    // The computer: a new visitor, then signed in to the same account, as the editor's sign-in link does.
    const desktop = await visitor();
    expect((await api.get(`/api/box_designs/${design.id}`, { token: desktop.token })).status).toBe(404);
    const signedIn = await api.post("/api/sign_in", { email: shopper.email, password: PASSWORD }, { token: desktop.token });
    expect(signedIn.status).toBe(200);
    const opened = await api.get(`/api/box_designs/${link.searchParams.get("design_id")}`, { token: signedIn.body.token as string });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ id: design.id, sku: MAILER, quantity: 60, shared: false });
    expect(opened.body.document.sides.front.background).toBe("#f6c90e");
  });

  it("carries a design begun anonymously on the phone once the shopper signs in there", async () => {
    const shopper = await account();
    const phone = await visitor();
    const design = await createDesign(phone.token, { document: mailerDocument([], "#2e933c") });
    const signedIn = await api.post("/api/sign_in", { email: shopper.email, password: PASSWORD }, { token: phone.token });
    expect(signedIn.status).toBe(200);
    expect((await remind(signedIn.body.token as string, { email: shopper.email, design_id: design.id })).status).toBe(202);
    expect(new URL((await latestMail(shopper.email))!.link).searchParams.get("design_id")).toBe(String(design.id));
  });

  it("refuses someone else's design without mailing anything", async () => {
    const owner = await visitor();
    const theirs = await createDesign(owner.token);
    const shopper = await account();
    const refused = await remind(shopper.token, { email: shopper.email, design_id: theirs.id });
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe("not_found");
    expect(await mailsTo(shopper.email)).toHaveLength(0);
    expect((await remind(shopper.token, { email: shopper.email, design_id: "5" })).status).toBe(400);
    expect(await mailsTo(shopper.email)).toHaveLength(0);
  });

  it("still goes only to the caller's own confirmed address, design or not", async () => {
    const anonymous = await visitor();
    const design = await createDesign(anonymous.token);
    const stranger = `${unique("someone")}@example.com`;
    const refused = await remind(anonymous.token, { email: stranger, design_id: design.id });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("confirmation_required");
    expect(await mailsTo(stranger)).toHaveLength(0);
  });
});
