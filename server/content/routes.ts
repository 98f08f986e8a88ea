import { createRoute, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { contactMessages } from "@/server/db/schema";
import { fileResponseHeaders } from "@/server/files/serve";
import { findFile, readStoredVariant } from "@/server/files/service";
import { notFound } from "@/server/http/errors";
import { createRouter } from "@/server/http/router";
import { ErrorEnvelopeSchema, SECURED, errorResponses, json, jsonBody, notFoundResponses, unauthorizedResponses } from "@/server/http/schemas";
import { consume, tooManyAttempts } from "@/server/security/rate-limit";
import { clientAddress, requireManager, requireUser } from "@/server/users/auth";
import { MAX_CONTACT_FILES, receiveContactMessage } from "./contact";
import { SIGNUP_LIMIT, signUpForNewsletter } from "./newsletter";

/** The contact form's messages and newsletter sign-ups. */

const tags = ["Content"];
const line = (max: number) => z.string().trim().min(1).max(max);
const rateLimited = { 429: json(ErrorEnvelopeSchema, "Too many messages or sign-ups in a short time (rate_limited, details.retry_after_seconds)") };

const NewContactMessageSchema = z
  .object({
    name: line(200),
    email: z.email().max(320),
    company: z.string().trim().max(200).nullable().optional(),
    subject: line(200),
    message: z.string().trim().min(1).max(10_000),
    file_ids: z.array(z.string().min(1).max(100)).max(MAX_CONTACT_FILES).optional(),
    website: z.string().max(500).optional().openapi({ description: "The honeypot: left empty by people. Filled, the message is answered as received and dropped." }),
    locale: z.enum(LOCALES).optional(),
  })
  .strict()
  .openapi("NewContactMessage");

const ReceivedSchema = z.object({ received: z.literal(true) }).openapi("ContactMessageReceived");

const NewsletterSignupSchema = z
  .object({
    email: z.email().max(320),
    newsletter: z.literal(true).openapi({ description: "The newsletter consent; signing up means granting it" }),
    marketing: z.boolean().openapi({ description: "The marketing consent, granted or declined" }),
    website: z.string().max(500).optional().openapi({ description: "The honeypot: left empty by people" }),
    locale: z.enum(LOCALES).optional(),
  })
  .strict()
  .openapi("NewsletterSignup");

const createContactRoute = createRoute({
  method: "post",
  path: "/v1/contact_messages",
  tags,
  security: SECURED,
  summary: "Send a message through the contact form; attachments are the sender's uploads with purpose contact (POST files)",
  request: jsonBody(NewContactMessageSchema),
  responses: { 201: json(ReceivedSchema, "The message arrived"), ...errorResponses, ...unauthorizedResponses, ...rateLimited },
});

const contactFileRoute = createRoute({
  method: "get",
  path: "/v1/contact_messages/{id}/files/{fileId}",
  tags,
  security: SECURED,
  summary: "An attachment of a contact message, for staff (order managers)",
  request: { params: z.object({ id: z.coerce.number().int().positive(), fileId: z.string().min(1).max(100) }) },
  responses: { 200: { description: "The file as uploaded" }, ...errorResponses, ...unauthorizedResponses, 403: json(ErrorEnvelopeSchema, "Not staff (not_a_manager)"), ...notFoundResponses },
});

const newsletterRoute = createRoute({
  method: "post",
  path: "/v1/newsletter_signups",
  tags,
  security: SECURED,
  summary:
    "Sign an address up for the storefront's newsletter with the newsletter and marketing consents; any address but the signed-in caller's own confirmed one joins only after opening a confirmation mail's link; signing up again is harmless",
  request: jsonBody(NewsletterSignupSchema),
  responses: {
    201: json(
      z.object({
        subscribed: z.literal(true),
        pending: z.boolean().openapi({ description: "True when the address must open the confirmation mail's link first (any address but the caller's own confirmed one)" }),
      }),
      "Signed up, or a confirmation mail sent",
    ), ...errorResponses, ...unauthorizedResponses, ...rateLimited },
});

export const contentRoutes = createRouter()
  .openapi(createContactRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const body = c.req.valid("json");
    const region = c.get("region");
    await receiveContactMessage(db, { userId: user.id, address: clientAddress(c) }, region, {
      name: body.name,
      email: body.email,
      company: body.company || null,
      subject: body.subject,
      message: body.message,
      fileIds: body.file_ids ?? [],
      website: body.website ?? "",
      locale: (body.locale ?? region.locale) as Locale,
    });
    return c.json({ received: true as const }, 201);
  })
  .openapi(contactFileRoute, async (c) => {
    const { db } = await requireManager(c);
    const { id, fileId } = c.req.valid("param");
    const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    const file = message?.fileIds.includes(fileId) ? await findFile(db, fileId) : null;
    const found = file ? await readStoredVariant(file, "source") : null;
    if (!file || !found) throw notFound("No such attachment");
    return c.body(found.bytes as Uint8Array<ArrayBuffer>, 200, fileResponseHeaders(file.originalName, found.contentType, found.bytes.byteLength));
  })
  .openapi(newsletterRoute, async (c) => {
    const { db, user } = await requireUser(c);
    const body = c.req.valid("json");
    const region = c.get("region");
    // A filled honeypot is answered like a sign-up that waits for confirmation, and changes nothing.
    let pending = true;
    if ((body.website ?? "").trim() === "") {
      const limit = await consume(db, { key: `newsletter:address:${clientAddress(c)}`, limit: SIGNUP_LIMIT.address, windowSeconds: SIGNUP_LIMIT.windowSeconds });
      if (!limit.allowed) throw tooManyAttempts(limit.retryAfterSeconds);
      ({ pending } = await signUpForNewsletter(db, user, region, clientAddress(c), { email: body.email, region: region.id, locale: (body.locale ?? region.locale) as Locale, marketing: body.marketing }));
    }
    return c.json({ subscribed: true as const, pending }, 201);
  });
