import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "@hono/zod-openapi";
import { IDEMPOTENCY_KEY_HEADER } from "@/lib/api/headers";
import { committing } from "@/server/db/after-commit";
import type { Database } from "@/server/db/client";
import { idempotencyKeys } from "@/server/db/schema";
import type { AppEnv } from "@/server/http/context";
import { badRequest, errorEnvelope, HttpError, type ErrorEnvelope } from "@/server/http/errors";

const KeySchema = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^[\x21-\x7e]+$/);

/** The header as the OpenAPI document shows it, for the `request` of a keyed route. */
export const IdempotencyKeyHeaders = z.object({
  "idempotency-key": KeySchema.optional().openapi({
    description: "Any unique string per intended action (a UUID): a retry with the same key answers as the first request did and changes nothing",
  }),
});

/** The key the request carries, undefined when it carries none; 400 when it is not a usable key. */
export function idempotencyKeyOf(c: Context<AppEnv>): string | undefined {
  const raw = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (raw === undefined) return undefined;
  const parsed = KeySchema.safeParse(raw);
  if (!parsed.success) {
    throw badRequest("invalid_idempotency_key", "The Idempotency-Key header must be 1 to 255 visible ASCII characters", { header: IDEMPOTENCY_KEY_HEADER });
  }
  return parsed.data;
}

/** The request a key stands for: method, path with query, and the body as the route read it. */
export function fingerprintOf(method: string, pathWithQuery: string, body: unknown): string {
  return createHash("sha256")
    .update(`${method} ${pathWithQuery}\n${JSON.stringify(body ?? null)}`)
    .digest("hex");
}

/**
 * Runs an order-creating or paying call under the request's Idempotency-Key, if it
 * has one, and gives back its answer (`status` is the route's success status). The
 * key is claimed, `run` makes its changes on the same transaction and the answer is
 * stored there too, so either all of it commits or none of it does: a process
 * killed half-way leaves nothing, and a retry starts afresh. A twin sent while the
 * first is running waits on the key's row, then gets the first answer. An HttpError
 * from `run` is an answer like any other: what was written before it stays, as it
 * would without a key, and a retry gets the same error again.
 */
export async function idempotent<T>(
  c: Context<AppEnv>,
  db: Database,
  userId: number,
  body: unknown,
  status: ContentfulStatusCode,
  run: (db: Database) => Promise<T>,
): Promise<T> {
  c.header("Cache-Control", "no-store");
  const key = idempotencyKeyOf(c);
  if (key === undefined) return run(db);
  const url = new URL(c.req.url);
  const fingerprint = fingerprintOf(c.req.method, url.pathname + url.search, body);

  // Mail the call queued is tried once this transaction has committed, not inside it (server/db/after-commit.ts).
  const answer = await committing(() =>
    db.transaction(async (tx): Promise<StoredAnswer> => {
      const [claimed] = await tx.insert(idempotencyKeys).values({ userId, key, fingerprint }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
      if (!claimed) {
        const [earlier] = await tx
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
        if (earlier?.fingerprint !== fingerprint) {
          throw new HttpError(422, "idempotency_key_reused", "This Idempotency-Key was used for a different request", { header: IDEMPOTENCY_KEY_HEADER });
        }
        c.header("Idempotent-Replayed", "true");
        return { status: earlier.status as ContentfulStatusCode, body: earlier.body };
      }
      let answer: StoredAnswer;
      try {
        // A transaction is a database to the services: their own transactions become savepoints in it.
        answer = { status, body: await run(tx as unknown as Database) };
      } catch (error) {
        if (!(error instanceof HttpError) || error.status >= 500) throw error;
        answer = { status: error.status, body: errorEnvelope(error.code, error.message, error.details) };
      }
      await tx
        .update(idempotencyKeys)
        .set({ status: answer.status, body: answer.body })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      return answer;
    }),
  );
  if (answer.status === status) return answer.body as T;
  // An error the first request answered: thrown again, so the app's error handler answers it the same way.
  const { error } = answer.body as ErrorEnvelope;
  throw new HttpError(answer.status, error.code, error.message, error.details);
}

interface StoredAnswer {
  status: ContentfulStatusCode;
  body: unknown;
}
