import { z } from "@hono/zod-openapi";

/**
 * Query parameters that may repeat (key[]=a&key[]=b) or come as one
 * comma-separated value: both arrive here as a list of strings.
 */
export const stringList = (max = 100) =>
  z.preprocess(
    (value) =>
      value === undefined
        ? undefined
        : (Array.isArray(value) ? value : [value])
            .flatMap((item) => String(item).split(","))
            .map((item) => item.trim())
            .filter(Boolean),
    z.array(z.string().min(1).max(100)).max(max),
  );

/** A positive whole number in a query string. */
export const positiveInt = (max: number) => z.coerce.number().int().positive().max(max);
