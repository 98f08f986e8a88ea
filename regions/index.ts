import { at } from "./at";
import { ch } from "./ch";
import { cz } from "./cz";
import { de } from "./de";
import { es } from "./es";
import { eu } from "./eu";
import { fr } from "./fr";
import { gb } from "./gb";
import { it } from "./it";
import { nl } from "./nl";
import { no } from "./no";
import { pl } from "./pl";
import { ro } from "./ro";
import { sv } from "./sv";
import { us } from "./us";
import { REGION_IDS, regionSchema, type Region, type RegionId, type RegionInput } from "./schema";

export * from "./schema";

export const REGION_NOT_FOUND = "Cannot find region in Region Configuration";
export const REGION_KEY_NOT_FOUND = "Cannot find key in Region Configuration";

export class RegionConfigurationError extends Error {
  constructor(message: typeof REGION_NOT_FOUND | typeof REGION_KEY_NOT_FOUND) {
    super(message);
    this.name = "RegionConfigurationError";
  }
}

export const DEFAULT_REGION_ID: RegionId = "eu";

const declared: Record<RegionId, RegionInput> = { cz, de, es, eu, fr, gb, it, nl, pl, ro, sv, us, at, ch, no };

/** Every region, parsed by the schema once when this module loads: a bad region file fails at start. */
export const REGIONS: Readonly<Record<RegionId, Region>> = Object.freeze(
  Object.fromEntries(
    REGION_IDS.map((id) => {
      const region = regionSchema.parse(declared[id]);
      if (region.id !== id) throw new Error(`Region file ${id} declares id ${region.id}`);
      return [id, Object.freeze(region)];
    }),
  ) as Record<RegionId, Region>,
);

export const ALL_REGIONS: readonly Region[] = REGION_IDS.map((id) => REGIONS[id]);

export function isRegionId(value: string): value is RegionId {
  return (REGION_IDS as readonly string[]).includes(value);
}

/** A region by its id or short code ('sv' and 'se' both name Sweden), any case; undefined if unknown. */
export function findRegion(idOrCode: string | null | undefined): Region | undefined {
  if (!idOrCode) return undefined;
  const key = idOrCode.trim().toLowerCase();
  if (isRegionId(key)) return REGIONS[key];
  return ALL_REGIONS.find((region) => region.code === key);
}

/** A region by its id or code; an unknown one fails with the spec's error. */
export function getRegion(idOrCode: string | null | undefined): Region {
  const region = findRegion(idOrCode);
  if (!region) throw new RegionConfigurationError(REGION_NOT_FOUND);
  return region;
}

/** One key of a region's configuration; an unknown region or key fails with the spec's errors. */
export function getRegionValue<K extends keyof Region>(idOrCode: string, key: K): Region[K] {
  const region = getRegion(idOrCode);
  if (!Object.prototype.hasOwnProperty.call(region, key) || region[key] === undefined) {
    throw new RegionConfigurationError(REGION_KEY_NOT_FOUND);
  }
  return region[key];
}

export const PATH_BASED_REGIONS: readonly Region[] = ALL_REGIONS.filter((region) => region.domain.pathBased);
export const DOMAIN_REGIONS: readonly Region[] = ALL_REGIONS.filter((region) => !region.domain.pathBased);
