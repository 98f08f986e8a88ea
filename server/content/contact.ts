import { and, eq, inArray } from "drizzle-orm";
import type { Locale } from "@/lib/i18n/locales";
import type { Region } from "@/regions/schema";
import type { Database } from "@/server/db/client";
import { contactMessages, uploadedFiles } from "@/server/db/schema";
import { badRequest } from "@/server/http/errors";
import { linksMailBlock } from "@/server/mail/link-block";
import { deliverMail, queueMail, renderMail, type OutgoingMail } from "@/server/mail/service";
import { regionOrigin, siteConfigFromEnv } from "@/regions/urls";
import { consumeAll } from "@/server/security/rate-limit";

/**
 * Messages from the contact form: stored, then mailed to the staff address. Spam
 * is held off twice: a honeypot field people never see (a filled one gets the
 * usual answer, and nothing is stored or mailed) and rate limits per user and
 * per address, counted like sign-in attempts.
 */

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** Attachments a message may carry. */
export const MAX_CONTACT_FILES = 5;
/** Messages per user in ten minutes, and per network address in an hour. */
export const CONTACT_LIMITS = { user: 5, userWindowSeconds: 10 * 60, address: 20, addressWindowSeconds: 60 * 60 };

export const DEFAULT_CONTACT_EMAIL = "support@boxwright.com";

/** Where contact messages go: CONTACT_EMAIL, or the support address. */
export function contactEmail(env: Record<string, string | undefined> = process.env): string {
  return env.CONTACT_EMAIL?.trim() || DEFAULT_CONTACT_EMAIL;
}

export interface NewContactMessage {
  name: string;
  email: string;
  company: string | null;
  subject: string;
  message: string;
  fileIds: string[];
  /** The honeypot: empty from people. */
  website: string;
  locale: Locale;
}

async function checkAttachments(db: Database, userId: number, fileIds: readonly string[]) {
  if (fileIds.length === 0) return [];
  const found = await db
    .select({ id: uploadedFiles.id, name: uploadedFiles.originalName })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.userId, userId), eq(uploadedFiles.purpose, "contact"), inArray(uploadedFiles.id, [...fileIds])));
  const missing = fileIds.filter((id) => !found.some((file) => file.id === id));
  if (missing.length > 0) throw badRequest("file_not_found", "Attach files uploaded for the contact form", { field: "file_ids", file_ids: missing });
  return fileIds.map((id) => found.find((file) => file.id === id)!);
}

/** Stores the message and mails staff; null when the honeypot was filled (nothing stored, nothing sent). */
export async function receiveContactMessage(
  db: Database,
  sender: { userId: number; address: string },
  region: Region,
  input: NewContactMessage,
): Promise<ContactMessageRow | null> {
  if (input.website.trim() !== "") return null;
  await consumeAll(db, [
    { key: `contact:user:${sender.userId}`, limit: CONTACT_LIMITS.user, windowSeconds: CONTACT_LIMITS.userWindowSeconds },
    { key: `contact:address:${sender.address}`, limit: CONTACT_LIMITS.address, windowSeconds: CONTACT_LIMITS.addressWindowSeconds },
  ]);
  const fileIds = [...new Set(input.fileIds)];
  const files = await checkAttachments(db, sender.userId, fileIds);
  const [row] = await db
    .insert(contactMessages)
    .values({
      userId: sender.userId,
      region: region.id,
      locale: input.locale,
      name: input.name,
      email: input.email.toLowerCase(),
      company: input.company,
      subject: input.subject,
      message: input.message,
      fileIds,
    })
    .returning();
  const signature = `${input.name}${input.company ? `, ${input.company}` : ""}`;
  const mail: OutgoingMail = {
    to: contactEmail(),
    kind: "contact_message",
    // Staff read the shop's mail in English; the mail names the storefront the message came from.
    locale: "en-US",
    region: region.id,
    link: `mailto:${row!.email}?subject=${encodeURIComponent(`Re: ${input.subject}`)}`,
    values: {
      name: signature,
      email: row!.email,
      region: region.id,
      subject: input.subject,
      message: input.message,
      attachments: files.length > 0 ? files.map((file) => file.name).join(", ") : "–",
    },
  };
  // Staff open the files from their mail program: whole addresses at the storefront's origin, where they are signed in.
  const origin = regionOrigin(region, siteConfigFromEnv());
  const links = files.map((file) => ({ label: file.name, href: `${origin}/api/v1/contact_messages/${row!.id}/files/${file.id}` }));
  const content = await renderMail(mail.kind, mail.locale, mail.link, mail.values, { region: region.id, ...(links.length > 0 ? { block: linksMailBlock(links) } : {}) });
  await deliverMail(db, await queueMail(db, mail, content));
  return row!;
}
