/** PostgreSQL's unique_violation, as both drivers report it (directly or as the cause). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === "23505";
}

/** Network errors of a connection to the database server that never got there or was cut. */
const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
/** PostgreSQL shutting down or starting (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now), too many connections. */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
/**
 * What node-postgres says when a connection ends under a query or cannot be had in time
 * (the pool's wait for a free connection, or a new connection's own timeout: "timeout expired").
 */
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /^timeout expired$/i,
  /not queryable/i,
  /server closed the connection/i,
];

/**
 * Whether an error means the database is not reachable right now (a server
 * restarting, a network cut), as opposed to a bad query: the API answers those
 * with 503, and the request may simply be tried again. Drivers and Drizzle wrap
 * errors, so the whole cause chain is looked at.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08"))) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // AggregateError: several addresses tried, all refused.
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
