import type { ApiService } from "@/lib/api/api-service";
import type { Schema } from "@/lib/api/contract";
import { NONE, type TrafficSource } from "./traffic";

/**
 * First-touch data (spec section 3): the visitor's first traffic source, sent once
 * per user with POST users/register_first_touch after the user is set up. The
 * value '(none)' means nothing is known, so it is sent as absent.
 */

export const FIRST_TOUCH_PATH = "/users/register_first_touch";
export const FIRST_TOUCH_FAILED = "Failed to register a first touch event";

/** What is sent; the API checks it (users/register_first_touch: clientId at most 100 characters, the others 500). */
export type FirstTouch = Schema<"FirstTouch">;

const known = (value: string | undefined) => (value === undefined || value === NONE || value.trim() === "" ? undefined : value);

export function firstTouchOf(source: TrafficSource, clientId?: string): FirstTouch {
  return {
    type: known(source.type),
    source: known(source.source),
    medium: known(source.medium),
    campaign: known(source.campaign),
    content: known(source.content),
    term: known(source.term),
    clientId: known(clientId),
  };
}

/** The analytics client id from Google's '_ga' cookie ('GA1.1.123.456' is client 123.456). */
export function clientIdFromGaCookie(value: string | undefined): string | undefined {
  const match = value?.match(/^GA\d\.\d+\.(\d+\.\d+)$/);
  return match?.[1];
}

/** Registers the first touch with the user's API key; a failure is reported, then thrown with the spec's message. */
export async function registerFirstTouch(api: ApiService, apiKey: string, data: FirstTouch, report: (error: unknown) => void): Promise<void> {
  try {
    // The key of the user just set up; it is also the token the client now holds.
    await api.post(FIRST_TOUCH_PATH, data, { headers: { "X-Api-Token": apiKey } });
  } catch (error) {
    report(error);
    throw new Error(FIRST_TOUCH_FAILED, { cause: error });
  }
}

/** Which user's first touch this browser has registered, so each page load does not ask again. */
export const FIRST_TOUCH_MARK_KEY = "ph-first-touch";

type MarkStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * Registers the user's first touch unless this browser already did. A failed or
 * interrupted registration (the visitor left the first page at once) is tried
 * again on the next page; the shop keeps the first one that arrives.
 */
export async function registerFirstTouchOnce(
  api: ApiService,
  user: { id: number; spree_api_key: string },
  data: FirstTouch,
  storage: MarkStorage | undefined,
  report: (error: unknown) => void,
): Promise<void> {
  let marked: string | null = null;
  try {
    marked = storage?.getItem(FIRST_TOUCH_MARK_KEY) ?? null;
  } catch {
    marked = null;
  }
  if (marked === String(user.id)) return;
  await registerFirstTouch(api, user.spree_api_key, data, report);
  try {
    storage?.setItem(FIRST_TOUCH_MARK_KEY, String(user.id));
  } catch {
    // Asked again next page; the shop keeps the first registration anyway.
  }
}
