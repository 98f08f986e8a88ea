import { writeFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { VARIANTS } from "@/server/catalog/variants";
import { database } from "@/server/db";
import { orders } from "@/server/db/schema";
import { pagePdf, solidPng } from "@/server/files/test-files";
import { issueToken } from "@/server/users/auth";
import { signUp } from "@/test/accounts";
import { apiClient } from "@/test/api";
import { anonymousUser, orderManager, uploadFile } from "@/test/b2b";
import { operationsOf, requests, type Auth, type FuzzRequest, type Hints, type Operation } from "@/test/openapi-fuzz";
import { userData } from "@/test/user-data";
import { createApp } from "./app";
import { ErrorEnvelopeSchema } from "./schemas";

/**
 * Every operation of /api/openapi.json driven with generated requests, valid and
 * broken, as a signed-up user A, an anonymous visitor and nobody. Whatever comes
 * in, the API never answers 5xx, refuses with the error envelope, and leaves the
 * data of user B (an order with a line, an address, a design with a share link, an
 * upload, a quote request and a wallet) exactly as it was.
 *
 * Bounded for CI: a fixed seed and FUZZ_RUNS runs per operation (bench/fuzz.mjs
 * runs it longer).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
/** Per operation; bench/fuzz.mjs lifts it (0: none) for its long runs. */
const TIMEOUT = Number(process.env.FUZZ_TIMEOUT ?? 60_000) || 24 * 60 * 60 * 1000;
const PASSWORD = "Cardboard-Castle-42";
const MAILER = "mailer-box-full-color-200x150x70";
const ECO = "mailer-box-eco-200x150x70";

/** Every sku of the catalogue, so that generated lines reach the dearest products too. */
const SKUS = [...new Set(VARIANTS.map((variant) => variant.sku))];

const app = createApp();
const api = apiClient();
const document = await (await app.request("/api/openapi.json")).json();
const operations = operationsOf(document);

/**
 * Who sends the generated requests, by weight: mostly A, so they get past the token
 * checks, then an anonymous visitor, nobody, a token nobody has and a malformed one.
 */
const AUTHS: readonly Auth[] = [
  "user",
  "user",
  "user",
  "user",
  "user",
  "user",
  "anonymous",
  "anonymous",
  "anonymous",
  "none",
  "none",
  "unknown-token",
  "malformed-token",
];

/** Paths the app serves outside the OpenAPI document, each checked below with broken requests. */
const UNDOCUMENTED = [
  "POST /api/webhooks/stripe (signed by Stripe: without the signature nothing gets past the check)",
  "GET /api/openapi.json",
  "GET /api/docs",
];

interface Owner {
  email: string;
  token: string;
  userId: number;
  orderNumber: string;
  orderId: number;
  lineItemId: number;
  addressId: number;
  designId: number;
  shareToken: string | null;
  fileId: string;
  quoteNumber: string;
  quoteId: number;
}

let counter = 0;
const prefixFree = () => `fuzz${(counter += 1)}`;

/** A signed-up user with one of everything the shop keeps for its users. */
async function owner(prefix: string): Promise<Owner> {
  const email = `${prefix}${Date.now()}${(counter += 1)}@example.com`;
  const signedUp = await signUp(api, { email, password: PASSWORD }, { path: "/api/v2/users" });
  const token = signedUp.body.token as string;
  const userId = (await api.get("/api/users/current", { token })).body.id as number;
  const order = await api.post("/api/v2/orders", {}, { token });
  const withLine = await api.post(`/api/v2/orders/${order.body.number}/line_item`, { sku: MAILER, quantity: 60 }, { token });
  const address = await api.post(
    `/api/v2/users/${userId}/addresses`,
    {
      kind: "delivery",
      first_name: "Ada",
      last_name: "Box",
      street: "Kartonowa 1",
      city: "Warszawa",
      zip_code: "00-001",
      country_iso: "PL",
      phone: "+48 600 000 000",
    },
    { token },
  );
  const design = await api.post("/api/box_designs", { box_design: { sku: MAILER, quantity: 60, name: `${prefix} design` } }, { token });
  const shared = await api.post(`/api/box_designs/${design.body.id}/share`, {}, { token });
  const file = await uploadFile(api, token, await pagePdf(100, 100), "artwork.pdf", "quote");
  const quote = await api.post(
    "/api/v2/quote_requests",
    {
      mode: 0,
      email,
      name: "Ada Box",
      product_slug: "mailer-box-eco",
      quantity: 500,
      dimensions: "200 x 150 x 70 mm",
      idempotency_key: `${prefix}-quote`,
      file_ids: [file.body.id],
    },
    { token },
  );
  await api.put("/api/v1/wallet", { currency: "EUR", use_for_orders: false }, { token });
  expect([order.status, withLine.status, address.status, design.status, file.status, quote.status]).toEqual([201, 200, 201, 201, 201, 201]);
  return {
    email,
    token,
    userId,
    orderNumber: order.body.number,
    orderId: order.body.id,
    lineItemId: withLine.body.line_items[0].id,
    addressId: address.body.id ?? address.body.address?.id,
    designId: design.body.id,
    shareToken: shared.body.share_token ?? shared.body.token ?? null,
    fileId: file.body.id,
    quoteNumber: quote.body.quote_request.number,
    quoteId: quote.body.quote_request.id,
  };
}

let a: Owner;
let b: Owner;
let anonymousToken: string;
let hints: Hints;
let bBefore: string;
let managerToken: string;

beforeAll(async () => {
  a = await owner("fuzz-a");
  b = await owner("fuzz-b");
  anonymousToken = await anonymousUser(api);
  const known: Record<string, (string | number | null)[]> = {
    number: [a.orderNumber, b.orderNumber],
    order_number: [a.orderNumber, b.orderNumber],
    order_id: [a.orderNumber, b.orderNumber, a.orderId, b.orderId],
    userId: [a.userId, b.userId],
    addressId: [a.addressId, b.addressId],
    itemId: [a.lineItemId, b.lineItemId],
    parent_id: [a.lineItemId, b.lineItemId],
    fileId: [a.fileId, b.fileId],
    file_id: [a.fileId, b.fileId],
    thumbnail_file_id: [a.fileId, b.fileId],
    "file_ids[]": [a.fileId, b.fileId],
    "line_item_ids[]": [b.lineItemId],
    box_design_id: [a.designId, b.designId],
    quote_request_id: [a.quoteId, b.quoteId],
    share_token: [b.shareToken],
    sku: SKUS,
    product: ["mailer-box-eco", "mailer-box-full-color"],
    product_slug: ["mailer-box-eco"],
    slug: ["mailer-box-eco"],
    variant: ["original", "thumbnail"],
    provider: ["stripe", "local"],
    region: ["eu", "pl", "de"],
    locale: ["en-US", "pl-PL"],
    currency: ["EUR", "PLN"],
    country_iso: ["PL", "DE"],
    email: [a.email, `${prefixFree()}@example.com`],
  };
  // An {id} means something else on each path: the user's, the design's, the file's ...
  const ids: [RegExp, (string | number)[]][] = [
    [/^\/api\/(v2\/)?users\//, [a.userId, b.userId]],
    [/^\/api\/box_designs\//, [a.designId, b.designId]],
    [/^\/api\/files\//, [a.fileId, b.fileId]],
    [/^\/api\/quote_requests\//, [a.quoteNumber, b.quoteNumber, a.quoteId, b.quoteId]],
    [/^\/api\/v2\/(line_items|quantity_options)\//, [a.lineItemId, b.lineItemId]],
  ];
  hints = (name, path) => {
    if (name === "id") return ids.find(([pattern]) => pattern.test(path ?? ""))?.[1];
    return known[name]?.filter((value): value is string | number => value !== null);
  };
  bBefore = await userData(b.userId);
});

function tokenFor(auth: Auth): string | undefined {
  switch (auth) {
    case "user":
      return a.token;
    case "manager":
      return managerToken;
    case "anonymous":
      return anonymousToken;
    case "unknown-token":
      return "a".repeat(43);
    case "malformed-token":
      return "not a token";
    case "none":
      return undefined;
  }
}

async function send(method: string, request: FuzzRequest) {
  const headers = new Headers();
  const token = tokenFor(request.auth);
  if (token) headers.set("X-Api-Token", token);
  if (request.region) headers.set("X-Region", request.region);
  if (request.contentType) headers.set("Content-Type", request.contentType);
  const withBody = method !== "GET" && method !== "HEAD";
  const response = await app.request(request.path, { method, headers, body: withBody ? request.body : undefined });
  const text = await response.text();
  return { status: response.status, text, contentType: response.headers.get("content-type") ?? "" };
}

/** What is wrong with the answer, if anything. */
function problem(answer: { status: number; text: string; contentType: string }): string | null {
  if (answer.status >= 500) return `${answer.status} ${answer.text.slice(0, 200)}`;
  if (answer.status < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `${answer.status} without JSON: ${answer.text.slice(0, 200)}`;
  }
  return ErrorEnvelopeSchema.safeParse(body).success ? null : `${answer.status} without the error envelope: ${answer.text.slice(0, 200)}`;
}

const shorten = (text: string | undefined) => (text && text.length > 1000 ? `${text.slice(0, 1000)}... (${text.length} chars)` : text);

/**
 * Gives A and the anonymous visitor a token again when a generated sign-out took
 * theirs away (signing in again could be rate limited by then: the fuzzer tries
 * A's e-mail address with random passwords).
 */
async function keepSignedIn() {
  if ((await api.get("/api/users/current", { token: a.token })).status !== 200) a.token = await issueToken(await database(), a.userId);
  if ((await api.get("/api/users/current", { token: anonymousToken })).status !== 200) anonymousToken = await anonymousUser(api);
}

const operationName = (operation: Operation) => `${operation.method} ${operation.path}`;

/** How often each operation answered each status: how deep the generated requests got. */
const statuses = new Map<string, Map<number, number>>();

function count(operation: Operation, status: number) {
  const name = operationName(operation);
  const seen = statuses.get(name) ?? new Map<number, number>();
  seen.set(status, (seen.get(status) ?? 0) + 1);
  statuses.set(name, seen);
}

/** One line per operation: its statuses with their counts, most successful first (FUZZ_STATS names the file). */
function statusReport(): string {
  const lines = [...statuses].map(([name, seen]) => {
    const succeeded = [...seen].filter(([status]) => status < 300).reduce((sum, [, times]) => sum + times, 0);
    return {
      succeeded,
      line: `${name}\t${[...seen]
        .sort(([x], [y]) => x - y)
        .map(([status, times]) => `${status}x${times}`)
        .join(" ")}`,
    };
  });
  return `${lines
    .sort((x, y) => y.succeeded - x.succeeded)
    .map(({ line }) => line)
    .join("\n")}\n`;
}

/** Runs the operation's generated requests; answers what went wrong, a few examples at most. */
async function fuzz(operation: Operation, hintsFor: Hints, auths: readonly Auth[], seed: number): Promise<string[]> {
  const failures = new Map<string, string>();
  await fc.assert(
    fc.asyncProperty(requests(operation, hintsFor, auths), async (request) => {
      const answer = await send(operation.method, request);
      count(operation, answer.status);
      const found = problem(answer);
      if (found && failures.size < 5 && !failures.has(found.slice(0, 60))) {
        const body = typeof request.body === "string" ? shorten(request.body) : request.body ? "(form)" : "";
        failures.set(
          found.slice(0, 60),
          `${found}\n    as ${request.auth}, region ${request.region}, ${request.contentType}: ${shorten(request.path)} ${body}`,
        );
      }
    }),
    { numRuns: RUNS, seed },
  );
  return [...failures.values()];
}

describe("every operation of the OpenAPI document, fuzzed", () => {
  it("covers a known number of operations", () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it.each(operations.map((operation, index) => [operationName(operation), operation, index] as const))(
    "%s",
    async (_name, operation, index) => {
      await keepSignedIn();
      expect(await fuzz(operation, hints, AUTHS, SEED + index)).toEqual([]);
      expect(await userData(b.userId), "user B's data changed").toBe(bBefore);
    },
    TIMEOUT,
  );
});

/** A path of the operation with its parameters filled by escapes that do not decode, or one appended when it has none. */
function malformedPaths(operation: Operation): string[] {
  const withParameters = (value: string) => operation.path.replace(/\{[^}]+\}/g, value);
  const escapes = operation.path.includes("{") ? [withParameters("%FF"), withParameters("%")] : [`${operation.path}/%C0%AF`, `${operation.path}/%`];
  return [...escapes, `${withParameters("1")}?q=%E0%A4%A`];
}

describe("every operation of the OpenAPI document, sent broken addresses and unknown methods", () => {
  it.each(operations.map((operation) => [operationName(operation), operation] as const))("%s", async (_name, operation) => {
    await keepSignedIn();
    const headers = { "X-Api-Token": a.token };
    for (const path of malformedPaths(operation)) {
      const response = await app.request(path, { method: operation.method.toUpperCase(), headers });
      expect(response.status, `${operation.method} ${path}`).toBe(400);
      expect((await response.json()).error.code, `${operation.method} ${path}`).toBe("invalid_request");
    }
    const path = operation.path.replace(/\{[^}]+\}/g, "1");
    for (const method of ["PROPFIND", "PURGE"]) {
      const response = await app.request(path, { method, headers });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get("allow"), `${method} ${path}`).toContain(operation.method.toUpperCase());
      expect(ErrorEnvelopeSchema.safeParse(await response.json()).success, `${method} ${path}`).toBe(true);
    }
  });
});

/**
 * The order managers' paths: the pass above reaches only their refusal, so they are
 * fuzzed again as a manager whose customer is A (A's placed order, quote request and
 * an offer drafted for A). A manager may change any customer's order or request, and
 * generated ids can name B's, so this pass checks the answers only.
 */
const MANAGER_PATHS =
  /^\/api\/(manager\/|managers\/|qa_|offers($|\/\{token\}$)|v2\/offer_line_items|quote_requests|v1\/analytics_events|v1\/contact_messages\/|v2\/promotions)/;
const MANAGER_AUTHS: readonly Auth[] = ["manager", "manager", "manager", "manager", "user", "none"];

describe("the order managers' operations, fuzzed as a manager", () => {
  let managerHints: Hints;

  beforeAll(async () => {
    const manager = await orderManager(api);
    managerToken = manager.token;
    const placed = await api.post("/api/v2/orders", {}, { token: a.token });
    await api.post(`/api/v2/orders/${placed.body.number}/line_item`, { sku: ECO, quantity: 100 }, { token: a.token });
    const db = await database();
    await db
      .update(orders)
      .set({ state: "complete", completedAt: new Date(), paymentState: "OK", email: a.email })
      .where(eq(orders.number, placed.body.number));
    const proof = await uploadFile(api, manager.token, await solidPng(40, 30), "proof.png", "approval");
    const offer = await api.post(
      "/api/offers",
      {
        email: a.email,
        region: "eu",
        valid_until: new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString(),
        line_items: [{ sku: ECO, quantity: 500, unit_price: 123 }],
      },
      { token: manager.token },
    );
    expect([placed.status, proof.status, offer.status]).toEqual([201, 201, 201]);
    const known: Record<string, (string | number)[]> = {
      number: [placed.body.number],
      order_number: [placed.body.number],
      "file_ids[]": [proof.body.id],
      offer_id: [offer.body.offer.id],
      quote_request_id: [a.quoteId],
      token: [offer.body.offer.token],
      email: [a.email],
      sku: SKUS,
      region: ["eu", "pl", "de"],
    };
    const ids: [RegExp, (string | number)[]][] = [
      [/^\/api\/manager\/offers\//, [offer.body.offer.id]],
      [/^\/api\/v2\/offer_line_items\//, [offer.body.offer.line_items[0].id]],
      [/^\/api\/quote_requests\//, [a.quoteNumber, a.quoteId]],
    ];
    managerHints = (name, path) => (name === "id" ? ids.find(([pattern]) => pattern.test(path ?? ""))?.[1] : known[name]);
  });

  const managed = operations
    .map((operation, index) => [operationName(operation), operation, index] as const)
    .filter(([name]) => MANAGER_PATHS.test(name.split(" ")[1] ?? ""));

  it("are the ones a signed-up user is refused", () => {
    expect(managed.length).toBeGreaterThan(15);
  });

  it.each(managed)(
    "%s",
    async (_name, operation, index) => {
      await keepSignedIn();
      expect(await fuzz(operation, managerHints, MANAGER_AUTHS, SEED + 1000 + index)).toEqual([]);
    },
    TIMEOUT,
  );
});

describe("paths outside the OpenAPI document", () => {
  it("are listed with the reason they are not generated from it", () => {
    expect(UNDOCUMENTED).toHaveLength(3);
  });

  it("refuse broken webhook deliveries with the envelope, configured or not", async () => {
    const bodies = [
      "",
      "{",
      "not json",
      JSON.stringify({ id: "evt_1", type: "payment_intent.succeeded", data: { object: { id: "pi_1" } } }),
      "x".repeat(100_000),
    ];
    const previous = process.env.STRIPE_WEBHOOK_SECRET;
    try {
      for (const secret of [undefined, "whsec_fuzz"]) {
        if (secret) process.env.STRIPE_WEBHOOK_SECRET = secret;
        else delete process.env.STRIPE_WEBHOOK_SECRET;
        for (const body of bodies) {
          for (const signature of [undefined, "t=1,v1=00", "garbage"]) {
            const headers: Record<string, string> = { "Content-Type": "application/json" };
            if (signature) headers["Stripe-Signature"] = signature;
            const response = await app.request("/api/webhooks/stripe", { method: "POST", headers, body });
            const answer = { status: response.status, text: await response.text(), contentType: response.headers.get("content-type") ?? "" };
            expect(answer.status).toBeGreaterThanOrEqual(400);
            expect(problem(answer)).toBeNull();
          }
        }
      }
    } finally {
      if (previous === undefined) delete process.env.STRIPE_WEBHOOK_SECRET;
      else process.env.STRIPE_WEBHOOK_SECRET = previous;
    }
  });

  it("serve the document and the docs whatever the query, and refuse a query that does not decode with the envelope", async () => {
    for (const path of ["/api/openapi.json?x=1", `/api/docs?q=${"x".repeat(10_000)}`]) {
      const response = await app.request(path);
      expect(response.status).toBe(200);
    }
    for (const path of ["/api/openapi.json?x=%ZZ", "/api/docs?%ED%A0%80=1"]) {
      const response = await app.request(path);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe("invalid_request");
    }
  });

  it("leave user B's data unchanged at the end", async () => {
    if (process.env.FUZZ_STATS) writeFileSync(process.env.FUZZ_STATS, statusReport());
    expect(await userData(b.userId)).toBe(bBefore);
  });
});
