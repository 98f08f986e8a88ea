import { z } from "@hono/zod-openapi";

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

/** The `security` of a route that needs the caller's API token. */
export const SECURED = [{ [API_TOKEN_SECURITY_SCHEME]: [] }];

/** A JSON response of a route, for its `responses`. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { "application/json": { schema } } });

/** A required JSON request body, to spread into a route's `request`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: { "application/json": { schema } } } });

/** The standard error responses, to spread into a route's `responses`. */
export const errorResponses = {
  400: json(ErrorEnvelopeSchema, "Bad input"),
} as const;

export const unauthorizedResponses = {
  401: json(ErrorEnvelopeSchema, "Missing or rejected token"),
} as const;

export const notFoundResponses = {
  404: json(ErrorEnvelopeSchema, "Nothing by that name"),
} as const;

/** The `region` query parameter some reads take, overriding the region header. */
export const regionQuery = z.string().max(10).optional().openapi({ description: "Region id or code; overrides the region header" });
