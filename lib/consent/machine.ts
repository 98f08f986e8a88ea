import { ALL_GRANTED, DENIED, TOGGLED_CATEGORIES, withEssential, type ConsentPreferences, type ToggledCategory } from "./preferences";

/**
 * The consent overlay's transitions (spec section 4 'Consent'), as a pure reducer:
 * the banner while consent is missing; 'accept all' saves everything; 'change
 * options' opens the preferences; 'save' stores them; 'cancel' asks to confirm,
 * confirming returns to the banner and 'back' to the preferences. The window event
 * 'ph-cookie-consent-open' reopens the preferences at any time.
 *
 * `saved` changes only through a choice (`origin` 'choice'), the stored value at
 * start ('stored') or another tab ('other-tab'); the overlay writes storage and
 * sends the consent update from that, so the reducer stays free of effects.
 */

export type ConsentView = "hidden" | "banner" | "preferences" | "confirm-cancel";
export type SavedOrigin = "choice" | "stored" | "other-tab";

export interface ConsentState {
  view: ConsentView;
  /** What the preferences dialog shows before it is saved. */
  draft: Record<ToggledCategory, boolean>;
  /** The consent in force; null while the visitor has not chosen. */
  saved: ConsentPreferences | null;
  origin: SavedOrigin | null;
  readMore: boolean;
  /** Crawlers and visitors with consentDisabled never see the overlay, whatever happens. */
  suppressed: boolean;
}

export type ConsentAction =
  | { type: "start"; stored: ConsentPreferences | null; consentDisabled: boolean; crawler: boolean }
  | { type: "accept-all" }
  | { type: "change-options" }
  | { type: "toggle"; category: ToggledCategory }
  | { type: "save" }
  | { type: "cancel" }
  | { type: "confirm-cancel" }
  | { type: "back" }
  | { type: "toggle-read-more" }
  | { type: "open" }
  | { type: "other-tab"; stored: ConsentPreferences | null };

function draftOf(preferences: ConsentPreferences | null): Record<ToggledCategory, boolean> {
  const source = preferences ?? DENIED;
  return Object.fromEntries(TOGGLED_CATEGORIES.map((category) => [category, source[category]])) as Record<ToggledCategory, boolean>;
}

/** Before start nothing shows: the server-rendered page has no overlay, so crawlers and the first paint never see one. */
export const INITIAL_CONSENT_STATE: ConsentState = { view: "hidden", draft: draftOf(null), saved: null, origin: null, readMore: false, suppressed: false };

export function consentReducer(state: ConsentState, action: ConsentAction): ConsentState {
  switch (action.type) {
    case "start": {
      if (action.consentDisabled) {
        return { ...state, view: "hidden", saved: ALL_GRANTED, draft: draftOf(ALL_GRANTED), origin: "stored", suppressed: true };
      }
      if (action.crawler) return { ...state, view: "hidden", suppressed: true };
      if (action.stored) return { ...state, view: "hidden", saved: action.stored, draft: draftOf(action.stored), origin: "stored" };
      return { ...state, view: "banner", saved: null, draft: draftOf(null), origin: null };
    }
    case "accept-all":
      return { ...state, view: "hidden", saved: ALL_GRANTED, draft: draftOf(ALL_GRANTED), origin: "choice" };
    case "change-options":
      return state.view === "banner" ? { ...state, view: "preferences", draft: draftOf(state.saved) } : state;
    case "toggle":
      return state.view === "preferences" ? { ...state, draft: { ...state.draft, [action.category]: !state.draft[action.category] } } : state;
    case "save": {
      if (state.view !== "preferences") return state;
      const saved = withEssential(state.draft);
      return { ...state, view: "hidden", saved, origin: "choice" };
    }
    case "cancel":
      return state.view === "preferences" ? { ...state, view: "confirm-cancel" } : state;
    case "confirm-cancel":
      // The banner is for visitors who have not chosen; one who has keeps the choice.
      if (state.view !== "confirm-cancel") return state;
      return { ...state, view: state.saved ? "hidden" : "banner", draft: draftOf(state.saved) };
    case "back":
      return state.view === "confirm-cancel" ? { ...state, view: "preferences" } : state;
    case "toggle-read-more":
      return { ...state, readMore: !state.readMore };
    case "open":
      return state.suppressed ? state : { ...state, view: "preferences", draft: draftOf(state.saved) };
    case "other-tab": {
      // Another tab chose (or its choice was cleared): follow it, closing anything open here.
      if (state.suppressed) return state;
      if (!action.stored) return { ...state, view: "banner", saved: null, draft: draftOf(null), origin: null };
      return { ...state, view: "hidden", saved: action.stored, draft: draftOf(action.stored), origin: "other-tab" };
    }
  }
}
