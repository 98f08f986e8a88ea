import openapiTS, { astToString } from "openapi-typescript";
import { format } from "prettier";
import { createApp } from "./app";

/**
 * The browser's half of the shop API's contract (ADR 0025): the TypeScript types
 * of every path, request and answer, generated from the OpenAPI document the
 * routes' zod schemas produce. `npm run api:contract` writes them to
 * lib/api/contract.gen.ts; a test fails when the file no longer matches the routes.
 */

export const CONTRACT_FILE = "lib/api/contract.gen.ts";

const HEADER = `// Generated from the shop API's OpenAPI document by \`npm run api:contract\`; do not edit.
// server/http/contract.test.ts fails when this file no longer matches the routes' schemas.
`;

type OpenApiDocument = { paths?: Record<string, unknown> } & Record<string, unknown>;

/** The document the API serves at /api/openapi.json. */
export async function apiDocument(): Promise<OpenApiDocument> {
  const response = await createApp().request("/api/openapi.json");
  if (!response.ok) throw new Error(`The OpenAPI document answered ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}

/**
 * Paths relative to the API's base (the ApiService adds "/api"), so a call reads
 * `api.get("/v1/orders/{number}", ...)` exactly as the route declares it.
 */
function relativeToBase(document: OpenApiDocument): OpenApiDocument {
  const paths = Object.fromEntries(Object.entries(document.paths ?? {}).map(([path, item]) => [path.replace(/^\/api(?=\/)/, ""), item]));
  return { ...document, paths };
}

export async function contractSource(): Promise<string> {
  const document = relativeToBase(await apiDocument());
  // A field with a default may be left out of a request; the answer's fields are required by their schemas anyway.
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0], { defaultNonNullable: false, alphabetize: true, silent: true });
  // Formatted as the rest of the tree, so the formatter's check and this file's own test agree.
  return format(HEADER + astToString(ast), { parser: "typescript", printWidth: 160 });
}
