import { z } from "zod";
import { CountryIsoSchema, PHONE_PATTERN } from "@/lib/addresses/country";

/**
 * The order's details as the checkout sends them (PUT orders/{number}): read by
 * the orders API and checked by the details form before it sends.
 */

export const OrderAddressRequestSchema = z
  .object({
    first_name: z.string().trim().min(1).max(100),
    last_name: z.string().trim().min(1).max(100),
    company_name: z.string().trim().max(150).nullable().optional(),
    street: z.string().trim().min(1).max(200),
    city: z.string().trim().min(1).max(100),
    zip_code: z.string().trim().min(1).max(20),
    // Aliases (UK and EN for GB, CS for CZ, EL for GR) become the ISO code here.
    country_iso: CountryIsoSchema,
    state_id: z.number().int().positive().nullable().optional(),
    phone: z.string().trim().max(30).regex(PHONE_PATTERN).nullable().optional(),
  })
  .strict();

/** What an order change may set; the details form sends all but the shipment type. */
export const OrderFieldsRequestSchema = z
  .object({
    email: z.string().trim().max(254).email().optional(),
    customer_type: z.enum(["b2b", "b2c"]).optional(),
    vat_id: z.string().trim().max(20).nullable().optional(),
    invoice_type: z.enum(["proforma", "normal"]).optional(),
    /** The buyer's reference printed on the invoice (a purchase order number, a cost centre). */
    invoice_reference: z.string().trim().max(100).nullable().optional(),
    ship_address: OrderAddressRequestSchema.optional(),
    bill_address: OrderAddressRequestSchema.optional(),
    shipment_type: z.string().max(40).nullable().optional(),
  })
  .strict();

export const OrderChangeRequestSchema = z.object({ order: OrderFieldsRequestSchema }).strict();
