import type { Context } from "hono";
import { findRegion, REGION_NOT_FOUND } from "@/regions";
import type { Region } from "@/regions/schema";
import type { AppEnv } from "./context";
import { badRequest } from "./errors";

/** A region named in the query overrides the region header. */
export function regionOf(c: Context<AppEnv>, queryRegion: string | undefined): Region {
  if (!queryRegion) return c.get("region");
  const region = findRegion(queryRegion);
  if (!region) throw badRequest("unknown_region", REGION_NOT_FOUND, { region: queryRegion });
  return region;
}

