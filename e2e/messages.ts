import american from "../messages/en-US.json" with { type: "json" };
import britishWords from "../messages/en-GB.json" with { type: "json" };
import { overlay } from "../lib/i18n/messages";

/**
 * The English the journeys read, as the shop loads it (docs/adr/0068-region-formats.md):
 * `en` is British, as the EU and gb storefronts (the journeys' default) write it,
 * en-GB.json laid over en-US; `enUS` is the us storefront's American English.
 */
export const en = overlay(american, britishWords) as unknown as typeof american;
export const enUS = american;
