import { and, eq } from "drizzle-orm";
import type { Database, Tx } from "@/server/db/client";
import { states } from "@/server/db/schema";
import { badRequest, HttpError } from "@/server/http/errors";

/**
 * The state of a delivery address, checked where an order is to be delivered:
 * a country with states (US, CA, AU) needs one, it must be that country's, and
 * the shop must deliver there (server/db/seed/states.ts says where it does not).
 */
export async function requireDeliverableState(
  db: Database | Tx,
  countryIso: string,
  stateId: number | null | undefined,
  field = "ship_address.state_id",
): Promise<void> {
  const problem = await deliverableStateProblem(db, countryIso, stateId, field);
  if (problem) throw problem;
}

/** The refusal for a delivery address's state, or null when it is fine. */
export async function deliverableStateProblem(
  db: Database | Tx,
  countryIso: string,
  stateId: number | null | undefined,
  field = "ship_address.state_id",
): Promise<HttpError | null> {
  const [any] = await db.select({ id: states.id }).from(states).where(eq(states.countryIso, countryIso)).limit(1);
  if (!any) return stateId ? badRequest("invalid_state", `${countryIso} has no states`, { field }) : null;
  if (!stateId) return new HttpError(422, "state_required", `A delivery address in ${countryIso} needs a state`, { field });
  const [state] = await db
    .select()
    .from(states)
    .where(and(eq(states.id, stateId), eq(states.countryIso, countryIso)));
  if (!state) return badRequest("invalid_state", `State ${stateId} is not in ${countryIso}`, { field });
  if (!state.supported)
    return new HttpError(422, "state_not_supported", `The shop does not deliver to ${state.name} (${countryIso} ${state.abbr})`, { field, state: state.abbr });
  return null;
}
