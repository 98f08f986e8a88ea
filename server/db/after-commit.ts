import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Work that must wait until the request's outermost transaction has committed: the
 * first try of a mail the transaction queued (server/mail/first-tries.ts). A service
 * cannot tell by its `db` whether it runs inside a transaction of its caller: under an
 * Idempotency-Key the whole call is one (server/idempotency/service.ts), and the
 * service's own transaction is a savepoint in it. Started before that commit, the try
 * would look for a row no other connection sees yet (PostgreSQL) or run on a
 * transaction handle that has ended (PGlite in its worker). `committing` wraps such an
 * outer transaction: what `afterCommit` is given inside it runs once it has committed,
 * and not at all if it rolls back. Outside any, `afterCommit` runs the work at once.
 */

const pending = new AsyncLocalStorage<(() => void)[]>();

export function afterCommit(work: () => void): void {
  const waiting = pending.getStore();
  if (waiting) waiting.push(work);
  else work();
}

/** Runs `transaction` (an outermost one); what was handed to `afterCommit` inside runs after it has committed. */
export async function committing<T>(transaction: () => Promise<T>): Promise<T> {
  const waiting: (() => void)[] = [];
  const result = await pending.run(waiting, transaction);
  for (const work of waiting) work();
  return result;
}
