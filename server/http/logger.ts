import pino from "pino";

/** Structured JSON logs on stdout; LOG_LEVEL sets the level (silent in tests). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { service: "boxwright" },
  redact: { paths: ["token", "headers.x-api-token", "headers.cookie"], remove: true },
});
export type Logger = typeof logger;
