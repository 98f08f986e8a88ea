/**
 * Runs in the browser before any of the shop's own code (Next.js loads it first).
 * zod compiles object parsers with `new Function` unless told not to, and probes
 * for it on the first schema: under the shop's Content-Security-Policy (no
 * 'unsafe-eval', docs/adr/0017-security-headers.md) that probe is a reported
 * violation. zod reads its settings from this global, so setting it here, before
 * zod loads, turns the compiler off without adding zod to the first load.
 */
const globals = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
(globals.__zod_globalConfig ??= {}).jitless = true;
