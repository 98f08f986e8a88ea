import { randomInt } from "node:crypto";
import { and, desc, eq, inArray, ne } from "drizzle-orm";
import { QUOTE_MODES, type QuoteMode, type QuoteRequestState } from "@/lib/b2b/states";
import type { InterfaceLocale } from "@/lib/i18n/locales";
import type { Region } from "@/regions/schema";
import { regionUrl, siteConfigFromEnv } from "@/regions/urls";
import { productsInRegion } from "@/server/catalog/service";
import { companyIdOf, seesCompanyRecord } from "@/server/companies/access";
import type { Database } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { offers, quoteRequests, uploadedFiles } from "@/server/db/schema";
import { badRequest, notFound } from "@/server/http/errors";
import { sendMail } from "@/server/mail/service";
import { consume, consumeAll } from "@/server/security/rate-limit";
import { isManager } from "@/server/users/auth";
import type { UserRow } from "@/server/users/serialize";

/**
 * Quote requests: what a buyer asks a price for. A request is written once per
 * idempotency key, so a double click or a retried submit answers the first
 * request; its attachments must be the buyer's own uploads for quotes.
 */

export type QuoteRequestRow = typeof quoteRequests.$inferSelect;

export interface NewQuoteRequest {
  mode: QuoteMode;
  email: string;
  name: string;
  companyName: string | null;
  phone: string | null;
  productSlug: string | null;
  quantity: number | null;
  dimensions: string | null;
  message: string;
  details: Record<string, string>;
  fileIds: string[];
  idempotencyKey: string;
  locale: InterfaceLocale;
  /** The client's network address, for the rate limit. */
  address: string;
}

/**
 * New quote requests: 10 per user and 30 per network address an hour. A buyer asks
 * for a handful; a retried request with the same idempotency key does not count.
 * The receipt goes to the address typed in, so at most `recipient` receipts an hour
 * go to one address (ADR 0033); a request beyond that is still taken, unmailed.
 */
export const QUOTE_REQUEST_LIMITS = { user: 10, address: 30, recipient: 5, windowSeconds: 60 * 60 };

function quoteRequestNumber(): string {
  return `QR${randomInt(10_000_000, 100_000_000)}`;
}

function checkModeFields(input: NewQuoteRequest, region: Region): void {
  if (input.mode === QUOTE_MODES.qr) {
    if (!input.productSlug) throw badRequest("product_required", "A quick quote request names a product", { field: "product_slug" });
    if (!productsInRegion(region).some((product) => product.slug === input.productSlug)) {
      throw badRequest("invalid_product", `No product ${input.productSlug} in the ${region.id} storefront`, { field: "product_slug" });
    }
    if (!input.quantity) throw badRequest("quantity_required", "A quick quote request needs a quantity", { field: "quantity" });
  } else if (input.message.trim().length < 10) {
    throw badRequest("message_required", "A brief describes what is needed in at least 10 characters", { field: "message" });
  }
}

async function checkAttachments(db: Database, user: UserRow, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  const found = await db
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.userId, user.id), eq(uploadedFiles.purpose, "quote"), inArray(uploadedFiles.id, [...fileIds])));
  const known = new Set(found.map((row) => row.id));
  const missing = fileIds.filter((id) => !known.has(id));
  if (missing.length > 0) throw badRequest("file_not_found", "Attach files uploaded for this quote request", { field: "file_ids", file_ids: missing });
}

async function byKey(db: Database, user: UserRow, key: string): Promise<QuoteRequestRow | null> {
  const [row] = await db
    .select()
    .from(quoteRequests)
    .where(and(eq(quoteRequests.userId, user.id), eq(quoteRequests.idempotencyKey, key)));
  return row ?? null;
}

/** Records a request and mails the buyer its number; `created` is false when the key had been used already. */
export async function createQuoteRequest(
  db: Database,
  user: UserRow,
  region: Region,
  input: NewQuoteRequest,
): Promise<{ request: QuoteRequestRow; created: boolean }> {
  const earlier = await byKey(db, user, input.idempotencyKey);
  if (earlier) return { request: earlier, created: false };
  checkModeFields(input, region);
  await consumeAll(db, [
    { key: `quote_request:user:${user.id}`, limit: QUOTE_REQUEST_LIMITS.user, windowSeconds: QUOTE_REQUEST_LIMITS.windowSeconds },
    { key: `quote_request:address:${input.address}`, limit: QUOTE_REQUEST_LIMITS.address, windowSeconds: QUOTE_REQUEST_LIMITS.windowSeconds },
  ]);
  const fileIds = [...new Set(input.fileIds)];
  await checkAttachments(db, user, fileIds);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [request] = await db
        .insert(quoteRequests)
        .values({
          number: quoteRequestNumber(),
          userId: user.id,
          mode: input.mode,
          region: region.id,
          locale: input.locale,
          email: input.email.toLowerCase(),
          name: input.name,
          companyName: input.companyName,
          phone: input.phone,
          productSlug: input.mode === QUOTE_MODES.qr ? input.productSlug : input.productSlug || null,
          quantity: input.quantity,
          dimensions: input.dimensions,
          message: input.message,
          details: input.details,
          fileIds,
          idempotencyKey: input.idempotencyKey,
          companyId: await companyIdOf(db, user),
        })
        .returning();
      const receipt = await consume(db, {
        key: `quote_request:recipient:${request!.email}`,
        limit: QUOTE_REQUEST_LIMITS.recipient,
        windowSeconds: QUOTE_REQUEST_LIMITS.windowSeconds,
      });
      if (!receipt.allowed) return { request: request!, created: true };
      await sendMail(db, {
        to: request!.email,
        kind: "quote_request_received",
        locale: input.locale,
        region: region.id,
        link: regionUrl(region, `/account/quote_requests/${request!.number}`, siteConfigFromEnv()),
        values: { number: request!.number, name: request!.name },
      });
      return { request: request!, created: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same key written by a concurrent submit: that request is the answer.
      const concurrent = await byKey(db, user, input.idempotencyKey);
      if (concurrent) return { request: concurrent, created: false };
      if (attempt >= 4) throw error;
    }
  }
}

/** The caller's requests, newest first. */
export async function quoteRequestsOf(db: Database, user: UserRow): Promise<QuoteRequestRow[]> {
  return db.select().from(quoteRequests).where(eq(quoteRequests.userId, user.id)).orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id));
}

/** The managers' inbox, newest first, optionally in one state. */
export async function quoteRequestInbox(db: Database, state?: QuoteRequestState): Promise<QuoteRequestRow[]> {
  return db
    .select()
    .from(quoteRequests)
    .where(state ? eq(quoteRequests.state, state) : undefined)
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id));
}

/** A request by number or numeric id, for its maker or a manager; anyone else finds nothing. */
export async function readableQuoteRequest(db: Database, user: UserRow, reference: string): Promise<QuoteRequestRow> {
  // Digits beyond a safe integer are no id of ours (and no bigint the database would take).
  const byId = /^\d+$/.test(reference) && Number.isSafeInteger(Number(reference));
  const [row] = await db
    .select()
    .from(quoteRequests)
    .where(byId ? eq(quoteRequests.id, Number(reference)) : eq(quoteRequests.number, reference.toUpperCase()));
  // A company's approvers and admins see its members' requests too (ADR 0055).
  if (!row || (row.userId !== user.id && !isManager(user) && !(await seesCompanyRecord(db, user, row))))
    throw notFound("No such quote request", { id: reference });
  return row;
}

/** A manager moves a request on; taking it makes them its manager. */
export async function changeQuoteRequestState(db: Database, manager: UserRow, reference: string, state: QuoteRequestState): Promise<QuoteRequestRow> {
  const request = await readableQuoteRequest(db, manager, reference);
  const [row] = await db
    .update(quoteRequests)
    .set({ state, managerId: request.managerId ?? manager.id, updatedAt: new Date() })
    .where(eq(quoteRequests.id, request.id))
    .returning();
  return row!;
}

/** The offers made for requests, as the buyer may see them (drafts are the manager's business). */
export async function offersForRequests(db: Database, requestIds: readonly number[], includeDrafts: boolean) {
  if (requestIds.length === 0) return [];
  return db
    .select({
      id: offers.id,
      quoteRequestId: offers.quoteRequestId,
      token: offers.token,
      state: offers.state,
      region: offers.region,
      validUntil: offers.validUntil,
    })
    .from(offers)
    .where(and(inArray(offers.quoteRequestId, [...requestIds]), includeDrafts ? undefined : ne(offers.state, "draft")))
    .orderBy(desc(offers.id));
}

/** The attachments of requests, by id. */
export async function attachmentsOf(db: Database, fileIds: readonly string[]) {
  if (fileIds.length === 0) return [];
  return db
    .select()
    .from(uploadedFiles)
    .where(inArray(uploadedFiles.id, [...new Set(fileIds)]));
}
