// Plain JavaScript (types in pglite-client.d.mts): the database worker (pglite-worker.mjs)
// loads it with Node itself, outside the build.
import { parse, protocol } from "@electric-sql/pglite";

/**
 * The PGlite client as Drizzle receives it, tuned for the shop's hot paths.
 * PGlite runs in the server's one JavaScript thread, so every query's overhead
 * is time no other request gets. Two costs are avoidable:
 *
 * - Drizzle passes the same four text parsers with every query, and PGlite merges
 *   them into a copy of its ~300 type parsers each time (about 0.1 ms a query).
 *   They are installed once on the client instead.
 * - PGlite runs every query as six separate protocol round trips into the WASM
 *   backend (parse, describe statement, bind, describe portal, execute, sync), and
 *   PostgreSQL parses and plans the text each time. The shop's queries are
 *   Drizzle's parameterised SQL, a small fixed set of texts, so each text is
 *   prepared once as a named statement and later runs are one call carrying
 *   bind, execute and sync: less than half the time of a plain query. The result
 *   columns are described on the first run and kept for the later ones.
 *
 * Only queries whose parameters are plain text, numbers, booleans or null take
 * the prepared path (Drizzle has already turned dates and JSON into text); others,
 * and queries with options this module does not know, go through PGlite as before.
 * Results and errors are PGlite's own, so callers cannot tell the difference.
 */

/** Date and interval types Drizzle maps itself: PGlite hands them over as the text PostgreSQL sent. */
const TEXT_TYPES = [1082, 1114, 1184, 1186]; // date, timestamp, timestamptz, interval
/** Prepared statements kept per database; the least recently used beyond this are closed. */
export const STATEMENT_CACHE_SIZE = 500;

const { serialize } = protocol;

/**
 * @param {import("@electric-sql/pglite").PGlite} client
 * @param {number} [cacheSize]
 * @returns {import("@electric-sql/pglite").PGlite}
 */
export function tunedPGlite(client, cacheSize = STATEMENT_CACHE_SIZE) {
  for (const oid of TEXT_TYPES) client.parsers[oid] = (value) => value;
  const statements = new StatementCache(cacheSize);

  /**
   * One query inside PGlite's query lock: prepare if new, then bind, execute and
   * sync in one call. The statement's result columns are described on its first
   * run only and kept: describing costs the backend about as much as running a
   * simple select (0.07 ms for an order's 45 columns), and a prepared statement's
   * columns do not change (after a schema change PostgreSQL refuses the cached
   * plan, and the error below prepares the statement afresh).
   */
  async function runPrepared(text, params, rowMode) {
    const statement = statements.statementFor(text);
    const messages = [...statements.takeClosing().map((closed) => serialize.close({ type: "S", name: closed }))];
    if (statement.isNew) messages.push(serialize.parse({ text, name: statement.name }));
    const values = params.map((value) => (value === null || value === undefined ? null : String(value)));
    messages.push(serialize.bind({ statement: statement.name, values }));
    if (statement.columns === undefined) messages.push(serialize.describe({ type: "P" }));
    messages.push(serialize.execute({}), serialize.sync());
    try {
      let replies = await client.execProtocolStream(concat(messages), { syncToFs: false });
      if (statement.columns === undefined) {
        statements.describe(text, replies.find((reply) => reply.name === "rowDescription") ?? null);
      } else if (statement.columns) {
        // The rows' columns as the first run described them, ahead of the rows themselves.
        replies = [statement.columns, ...replies];
      }
      return parse.parseResults(replies, client.parsers, rowMode ? { rowMode } : undefined)[0];
    } catch (error) {
      // The statement may or may not exist now (the parse itself may have failed):
      // forget it, close it with the next call, and prepare it afresh next time.
      statements.forget(text);
      throw error;
    }
  }

  function query(target, inTransaction) {
    return async (text, params, options) => {
      const { parsers: _installedOnce, rowMode, ...rest } = options ?? {};
      const plain = Object.keys(rest).length === 0 && (params ?? []).every(isPlainParameter);
      if (!plain) return target.query(text, params, options && { ...rest, ...(rowMode ? { rowMode } : {}) });
      const run = () => client._runExclusiveQuery(() => runPrepared(text, params ?? [], rowMode));
      // Inside a transaction PGlite already holds the transaction lock and syncs on commit.
      if (inTransaction) return run();
      await client._checkReady();
      return client._runExclusiveTransaction(async () => {
        const result = await run();
        await client.syncToFs();
        return result;
      });
    };
  }

  const wrap = (target, inTransaction) =>
    new Proxy(target, {
      get(object, property, receiver) {
        if (property === "query") return query(object, inTransaction);
        if (property === "transaction" && !inTransaction) {
          return (callback) => client.transaction((tx) => callback(wrap(tx, true)));
        }
        const value = Reflect.get(object, property, receiver);
        return typeof value === "function" ? value.bind(object) : value;
      },
    });
  return wrap(client, false);
}

function isPlainParameter(value) {
  const type = typeof value;
  return value === null || value === undefined || type === "string" || type === "number" || type === "boolean" || type === "bigint";
}

function concat(parts) {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/**
 * A prepared statement: its name, and its result columns (a RowDescription), null for
 * a statement without rows, undefined until first described.
 * @typedef {{ name: string, columns: unknown }} Statement
 */

/**
 * Prepared statements by SQL text, least recently used first. Evicted or failed
 * statements are closed with the next call (closing a name that does not exist
 * is no error in PostgreSQL), so the backend holds at most `size` of them.
 */
class StatementCache {
  /** @type {Map<string, Statement>} */
  statements = new Map();
  /** @type {string[]} */
  closing = [];
  counter = 0;

  /** @param {number} size */
  constructor(size) {
    this.size = size;
  }

  /** @param {string} text */
  statementFor(text) {
    const known = this.statements.get(text);
    if (known) {
      this.statements.delete(text);
      this.statements.set(text, known);
      return { ...known, isNew: false };
    }
    const statement = { name: `bw_${(this.counter += 1)}`, columns: undefined };
    this.statements.set(text, statement);
    if (this.statements.size > this.size) {
      const [oldest, evicted] = this.statements.entries().next().value;
      this.statements.delete(oldest);
      this.closing.push(evicted.name);
    }
    return { ...statement, isNew: true };
  }

  /** Keeps what the statement's first run said of its result columns. */
  describe(text, columns) {
    const statement = this.statements.get(text);
    if (statement) statement.columns = columns;
  }

  forget(text) {
    const statement = this.statements.get(text);
    if (statement === undefined) return;
    this.statements.delete(text);
    this.closing.push(statement.name);
  }

  takeClosing() {
    const names = this.closing;
    this.closing = [];
    return names;
  }
}
