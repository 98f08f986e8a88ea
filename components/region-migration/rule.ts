/** Region migration: visitors of the closed Czech site (origin cz) arrive on the .com site (target com). */
export const MIGRATION_ORIGIN = "CZ";
export const MIGRATION_TARGET_TLD = ".com";

/** Shown exactly when the query has fromRegion=CZ and the host name ends with .com. */
export function shouldShowRegionMigration(hostname: string, search: string): boolean {
  const fromRegion = new URLSearchParams(search).get("fromRegion");
  return fromRegion === MIGRATION_ORIGIN && hostname.toLowerCase().endsWith(MIGRATION_TARGET_TLD);
}
