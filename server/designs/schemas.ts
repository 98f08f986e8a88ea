import { z } from "@hono/zod-openapi";
import { DESIGN_STATUSES } from "@/server/db/schema";
import { MAX_LINE_QUANTITY } from "@/server/orders/schemas";

/** What the designs API reads and answers with. */

export const MAX_DESIGN_NAME = 120;
export const MAX_SHARE_MESSAGE = 1000;
/** The largest request body a design route reads: documents refer to images by id, so they stay small. */
export const MAX_DESIGN_BODY_BYTES = 2 * 1024 * 1024;

const quantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);
const name = z.string().trim().max(MAX_DESIGN_NAME);
/** A design document as sent: checked by lib/design, not here, so its problems come back as 422 with their paths. */
const document = z.unknown().openapi({ type: "object", additionalProperties: true, description: "A design document (lib/design), version 1 or 2" });
const fileId = z.string().min(1).max(100);

export const designIdParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: "id", in: "path" } }),
});

export const shareQuery = z.object({
  share_token: z.string().min(1).max(200).optional().openapi({ description: "The token of the design's share link, for viewers who do not own it" }),
});

export const NewDesignSchema = z
  .object({
    box_design: z
      .object({
        sku: z.string().trim().min(1).max(100),
        quantity: quantity.optional(),
        name: name.optional(),
        document: document.optional(),
        /** Opens the shopper's latest draft of this sku when there is one (answered 200 with resumed: true) instead of a new blank one. */
        resume_draft: z.boolean().optional(),
      })
      .strict(),
  })
  .strict()
  .openapi("NewBoxDesign");

export const DesignChangeSchema = z
  .object({
    box_design: z
      .object({
        name: name.optional(),
        quantity: quantity.nullable().optional(),
        document: document.optional(),
        design_status: z.enum(DESIGN_STATUSES).optional(),
        thumbnail_file_id: fileId.nullable().optional(),
        base_updated_at: z.iso
          .datetime({ offset: true })
          .optional()
          .openapi({ description: "The updated_at the editor last read; a design changed since then is not overwritten (409 design_changed)" }),
      })
      .strict(),
  })
  .strict()
  .openapi("BoxDesignChange");

export const ConvertSchema = z.object({ document: document }).strict().openapi("BoxDesignConversion");

export const ShareRequestSchema = z
  .object({
    email: z.string().trim().max(254).email().optional(),
    locale: z.string().max(10).optional().openapi({ description: "Language tag or locale of the mail; the sender's language by default" }),
    message: z.string().trim().max(MAX_SHARE_MESSAGE).optional(),
  })
  .strict()
  .openapi("BoxDesignShareRequest");

export const ShareLinkSchema = z
  .object({
    url: z.string(),
    share_token: z.string(),
    qr_svg: z.string().openapi({ description: "The url as an SVG QR code" }),
  })
  .openapi("BoxDesignShareLink");

export const ReminderSchema = z
  .object({
    email: z.string().trim().max(254).email(),
    locale: z.string().max(10),
    sku: z.string().trim().min(1).max(100),
    quantity,
  })
  .strict()
  .openapi("DesktopReminder");

export const AssignSchema = z.object({ id: z.number().int().positive() }).strict().openapi("BoxDesignAssignment");

export const assignHeaders = z.object({
  "design-token": z.string().optional().openapi({ description: "The API token of the anonymous user who made the design" }),
  "access-token": z.string().optional().openapi({ description: "The API token of the signed-in user who takes the design" }),
});

export const DesignSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    sku: z.string(),
    quantity: z.number().int().nullable(),
    design_status: z.enum(DESIGN_STATUSES),
    thumbnail_url: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("BoxDesignSummary");

export const DesignSchema = DesignSummarySchema.extend({
  document: z.record(z.string(), z.unknown()),
  document_version: z.number().int(),
  /** True when read through a share link: the viewer may look, not change. */
  shared: z.boolean(),
  /** Owner only. */
  thumbnail_file_id: z.string().nullable().optional(),
  /** Owner only: whether a share link is out. */
  has_share_link: z.boolean().optional(),
}).openapi("BoxDesign");

/** The draft the shopper left for the sku, opened again instead of a new one. */
export const ResumedDesignSchema = DesignSchema.extend({ resumed: z.literal(true) }).openapi("ResumedBoxDesign");
