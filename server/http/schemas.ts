import { z } from "@hono/zod-openapi";
import { API_TOKEN_HEADER, REGION_HEADER } from "@/lib/api/headers";

/** Schemas shared by every domain's OpenAPI routes. */

export const ErrorEnvelopeSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: "invalid_request" }),
      message: z.string().openapi({ example: "The request is not valid" }),
      details: z.unknown().openapi({ description: "What exactly was wrong, when there is more to say" }),
    }),
  })
  .openapi("ErrorEnvelope");

export const API_TOKEN_SECURITY_SCHEME = "apiToken";

/** The standard error responses, to spread into a route's `responses`. */
export const errorResponses = {
  400: { description: "Bad input", content: { "application/json": { schema: ErrorEnvelopeSchema } } },
} as const;

export const HEADER_DESCRIPTIONS = {
  [REGION_HEADER]: "The storefront the call is made for (eu, de, pl ...). Defaults to eu.",
  [API_TOKEN_HEADER]: "The user's API token (anonymous or signed in).",
};
