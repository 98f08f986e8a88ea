import { eq } from "drizzle-orm";
import QRCode from "qrcode";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { findRegion } from "@/regions";
import type { Region } from "@/regions/schema";
import { appUrl, siteConfigFromEnv } from "@/regions/urls";
import { translatedNames } from "@/server/catalog/service";
import { findSku } from "@/server/catalog/variants";
import type { Database } from "@/server/db/client";
import { boxDesigns } from "@/server/db/schema";
import { sendMail } from "@/server/mail/service";
import { consume, tooManyAttempts, type RateLimit } from "@/server/security/rate-limit";
import { hashSecret, newSecret } from "@/server/security/tokens";
import type { UserRow } from "@/server/users/serialize";
import type { DesignRow } from "./serialize";
import { designableSku, ownedDesign } from "./service";

/**
 * Links to the editor sent elsewhere: a design's share link (with its QR code,
 * optionally mailed) and the reminder to go on designing on a computer. Mails go
 * to addresses the caller types in, so both are rate-limited per user and per
 * recipient.
 */

/** Share mails: 10 per user and 3 per recipient an hour. */
export const SHARE_MAIL_LIMITS = { user: 10, recipient: 3, windowSeconds: 60 * 60 };
/** Desktop reminders: 5 per user and 3 per recipient an hour. */
export const REMINDER_LIMITS = { user: 5, recipient: 3, windowSeconds: 60 * 60 };

async function withinLimits(db: Database, limits: RateLimit[]): Promise<void> {
  for (const limit of limits) {
    const state = await consume(db, limit);
    if (!state.allowed) throw tooManyAttempts(state.retryAfterSeconds);
  }
}

/** The storefront a user shops in: links they receive or pass on lead there. */
function regionOfUser(user: UserRow, fallback: Region): Region {
  return findRegion(user.region) ?? fallback;
}

/** The box editor on the region's app host, with the given query. */
export function editorLink(region: Region, query: Record<string, string>): string {
  return `${appUrl(region, "/box/design", siteConfigFromEnv())}?${new URLSearchParams(query)}`;
}

/** The product and size a sku names, as a shopper reads it in a language ("Mailer box, full colour 200x150x70"). */
async function productName(sku: string, locale: Locale): Promise<string> {
  const variant = findSku(sku);
  if (!variant) return sku;
  const name = (await translatedNames()).get(variant.product.slug)?.[locale] ?? variant.product.slug;
  return `${name} ${variant.size.code}`;
}

function senderName(user: UserRow): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email || "";
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
export async function shareDesign(db: Database, user: UserRow, id: number, request: ShareRequest, requestRegion: Region): Promise<ShareLink> {
  const design = await ownedDesign(db, user, id);
  const recipient = request.email?.toLowerCase();
  if (recipient) {
    await withinLimits(db, [
      { key: `design_share:user:${user.id}`, limit: SHARE_MAIL_LIMITS.user, windowSeconds: SHARE_MAIL_LIMITS.windowSeconds },
      { key: `design_share:recipient:${recipient}`, limit: SHARE_MAIL_LIMITS.recipient, windowSeconds: SHARE_MAIL_LIMITS.windowSeconds },
    ]);
  }
  const token = newSecret();
  // Sharing is not an edit: updated_at stays, so the owner's open editor is not made stale.
  await db
    .update(boxDesigns)
    .set({ shareTokenHash: hashSecret(token) })
    .where(eq(boxDesigns.id, design.id));
  const region = regionOfUser(user, requestRegion);
  const url = editorLink(region, { design_id: String(design.id), share_token: token });
  const qrSvg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  if (recipient)
    await mailShareLink(db, user, design, recipient, request.locale ?? (isLocale(user.locale) ? user.locale : region.locale), url, request.message);
  return { url, share_token: token, qr_svg: qrSvg };
}

async function mailShareLink(db: Database, user: UserRow, design: DesignRow, to: string, locale: Locale, url: string, message: string | undefined) {
  const sender = senderName(user);
  const note = message?.trim() ?? "";
  await sendMail(db, {
    to,
    kind: "design_shared",
    locale,
    link: url,
    values: {
      sender,
      hasSender: sender ? "yes" : "no",
      design: design.name || (await productName(design.sku, locale)),
      note,
      hasNote: note ? "yes" : "no",
    },
  });
}

export interface DesktopReminder {
  email: string;
  locale: Locale;
  sku: string;
  quantity: number;
}

/** Mails a link that opens the editor for the product and quantity, for a shopper on a phone to go on at a computer. */
export async function remindOnDesktop(db: Database, user: UserRow, reminder: DesktopReminder, requestRegion: Region): Promise<void> {
  const region = regionOfUser(user, requestRegion);
  designableSku(reminder.sku, region);
  const recipient = reminder.email.toLowerCase();
  await withinLimits(db, [
    { key: `design_reminder:user:${user.id}`, limit: REMINDER_LIMITS.user, windowSeconds: REMINDER_LIMITS.windowSeconds },
    { key: `design_reminder:recipient:${recipient}`, limit: REMINDER_LIMITS.recipient, windowSeconds: REMINDER_LIMITS.windowSeconds },
  ]);
  await sendMail(db, {
    to: recipient,
    kind: "design_reminder",
    locale: reminder.locale,
    link: editorLink(region, { sku: reminder.sku, quantity: String(reminder.quantity) }),
    values: { product: await productName(reminder.sku, reminder.locale), quantity: String(reminder.quantity) },
  });
}
