import { eq } from "drizzle-orm";
import QRCode from "qrcode";
import { BOX_MODELS, EDITOR_PATHS, editorFlavourOf, modelForProduct, type BoxModel, type EditorFlavour } from "@/lib/dielines";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { findRegion } from "@/regions";
import type { Region } from "@/regions/schema";
import { appUrl, siteConfigFromEnv } from "@/regions/urls";
import { translatedNames } from "@/server/catalog/service";
import { findSku } from "@/server/catalog/variants";
import type { Database } from "@/server/db/client";
import { boxDesigns } from "@/server/db/schema";
import { deliverMail, queueMail, renderMail, sendMail } from "@/server/mail/service";
import { confirmationRequired, isOwnConfirmedAddress, quotedNote, requireConfirmedSender } from "@/server/mail/third-party";
import { consumeAll } from "@/server/security/rate-limit";
import { hashSecret, newSecret } from "@/server/security/tokens";
import type { UserRow } from "@/server/users/serialize";
import type { DesignRow } from "./serialize";
import { designableSku, ownedDesign } from "./service";

/**
 * Links to the editor sent elsewhere: a design's share link (with its QR code,
 * optionally mailed) and the reminder to go on designing on a computer. Mails go
 * to addresses the caller types in (ADR 0033): a share mail only from a confirmed
 * account, a reminder only to the caller's own confirmed address, each counted per
 * user, per client address and per recipient before any work.
 */

/** Share mails: 10 per user, 20 per client address and 3 per recipient an hour. */
export const SHARE_MAIL_LIMITS = { user: 10, address: 20, recipient: 3, windowSeconds: 60 * 60 };
/** Desktop reminders: 5 per user, 10 per client address and 3 per recipient an hour. */
export const REMINDER_LIMITS = { user: 5, address: 10, recipient: 3, windowSeconds: 60 * 60 };

function limitsFor(kind: string, limits: typeof SHARE_MAIL_LIMITS, user: UserRow, address: string, recipient: string) {
  const windowSeconds = limits.windowSeconds;
  return [
    { key: `${kind}:user:${user.id}`, limit: limits.user, windowSeconds },
    { key: `${kind}:address:${address}`, limit: limits.address, windowSeconds },
    { key: `${kind}:recipient:${recipient}`, limit: limits.recipient, windowSeconds },
  ];
}

/** The storefront a user shops in: links they receive or pass on lead there. */
function regionOfUser(user: UserRow, fallback: Region): Region {
  return findRegion(user.region) ?? fallback;
}

/**
 * The editor that designs a product: its model's (ADR 0037), else the model the
 * saved document names (a product since gone from the catalogue), else the box
 * editor. Linking straight there spares the reader the editor's own redirect.
 */
function editorOf(sku: string, document?: Record<string, unknown>): EditorFlavour {
  const variant = findSku(sku);
  const named = document?.model;
  const model = (variant && modelForProduct(variant.product)) ?? (BOX_MODELS.includes(named as BoxModel) ? (named as BoxModel) : null);
  return model ? editorFlavourOf(model) : "box";
}

/** An editor on the region's app host (its prefix and translated segments, /pudelko/design in pl), with the given query. */
export function editorLink(region: Region, editor: EditorFlavour, query: Record<string, string>): string {
  return `${appUrl(region, EDITOR_PATHS[editor], siteConfigFromEnv())}?${new URLSearchParams(query)}`;
}

/** The product and size a sku names, as a shopper reads it in a language ("Mailer box, full colour 200x150x70"). */
async function productName(sku: string, locale: Locale): Promise<string> {
  const variant = findSku(sku);
  if (!variant) return sku;
  const name = (await translatedNames()).get(variant.product.slug)?.[locale] ?? variant.product.slug;
  return `${name} ${variant.size.code}`;
}

export interface ShareRequest {
  email?: string;
  /** The recipient's language; the sender's when absent. */
  locale?: Locale;
  message?: string;
}

export interface ShareLink {
  url: string;
  share_token: string;
  qr_svg: string;
}

/**
 * A new share link for the owner's design; the link before it stops working. Only
 * the token's hash is kept, so the link cannot be shown again, only replaced.
 */
export async function shareDesign(db: Database, user: UserRow, id: number, request: ShareRequest, requestRegion: Region, address: string): Promise<ShareLink> {
  const design = await ownedDesign(db, user, id);
  const recipient = request.email?.toLowerCase();
  // Whoever may not mail still gets the link to pass on themselves, but only without an address.
  const sender = recipient ? requireConfirmedSender(user) : null;
  if (recipient) await consumeAll(db, limitsFor("design_share", SHARE_MAIL_LIMITS, user, address, recipient));
  const token = newSecret();
  // Sharing is not an edit: updated_at stays, so the owner's open editor is not made stale.
  await db
    .update(boxDesigns)
    .set({ shareTokenHash: hashSecret(token) })
    .where(eq(boxDesigns.id, design.id));
  const region = regionOfUser(user, requestRegion);
  const url = editorLink(region, editorOf(design.sku, design.document), { design_id: String(design.id), share_token: token });
  const qrSvg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  if (recipient && sender)
    await mailShareLink(
      db,
      sender,
      design,
      recipient,
      request.locale ?? (isLocale(user.locale) ? user.locale : region.locale),
      url,
      request.message,
      region.id,
    );
  return { url, share_token: token, qr_svg: qrSvg };
}

/**
 * The fixed share mail: the shop speaks in the subject and body and names only the
 * product; the sender is their confirmed address, and their note is a quote under a
 * line saying they wrote it. The design's own name is the sender's words too, so it
 * is left out.
 */
async function mailShareLink(
  db: Database,
  sender: string,
  design: DesignRow,
  to: string,
  locale: Locale,
  url: string,
  message: string | undefined,
  region: string,
) {
  const mail = { to, kind: "design_shared" as const, locale, link: url, values: { sender, product: await productName(design.sku, locale) } };
  const note = await quotedNote("design_shared", locale, sender, message ?? "");
  const content = await renderMail(mail.kind, mail.locale, mail.link, mail.values, { region, block: note });
  await deliverMail(db, await queueMail(db, mail, content));
}

export interface DesktopReminder {
  email: string;
  locale: Locale;
  sku: string;
  quantity: number;
  /** The design in progress; it must be the caller's own. */
  design_id?: number;
}

/**
 * Mails a link for a shopper on a phone to go on at a computer: to the design in
 * progress when one is named (ADR 0042), else to a new design of the product and
 * quantity. The link carries only the design's id, no token: the mail goes only to
 * the caller's own confirmed address (ADR 0033), so the reader is that account's
 * holder, who opens the design by signing in to it; a forwarded or leaked mail
 * opens nothing.
 */
export async function remindOnDesktop(db: Database, user: UserRow, reminder: DesktopReminder, requestRegion: Region, address: string): Promise<void> {
  const region = regionOfUser(user, requestRegion);
  designableSku(reminder.sku, region);
  const recipient = reminder.email.toLowerCase();
  // A reminder is for oneself: only to the caller's own confirmed address. An anonymous
  // shopper has no address the shop knows is theirs, so the editor offers the link instead.
  if (!isOwnConfirmedAddress(user, recipient)) throw confirmationRequired();
  // Someone else's design (or none) answers 404 like every other design route, before anything is counted or sent.
  const design = reminder.design_id === undefined ? null : await ownedDesign(db, user, reminder.design_id);
  await consumeAll(db, limitsFor("design_reminder", REMINDER_LIMITS, user, address, recipient));
  const sku = design?.sku ?? reminder.sku;
  const quantity = design?.quantity ?? reminder.quantity;
  await sendMail(db, {
    to: recipient,
    kind: "design_reminder",
    locale: reminder.locale,
    region: region.id,
    link: editorLink(region, editorOf(sku, design?.document), design ? { design_id: String(design.id) } : { sku, quantity: String(quantity) }),
    values: { product: await productName(sku, reminder.locale), quantity: String(quantity) },
  });
}
