import { sql } from "drizzle-orm";
import type { Locale } from "@/lib/i18n/locales";
import type { Region, RegionId } from "@/regions/schema";
import type { Database } from "@/server/db/client";
import { newsletterSignups } from "@/server/db/schema";
import { recordConsents, whenConsentsConfirmed } from "@/server/users/consent-requests";
import type { UserRow } from "@/server/users/serialize";

/**
 * Newsletter sign-ups go to a mailing service chosen per storefront. The local
 * list (a table) is the default for every region; an external service would be
 * another MailingList registered for the regions it serves. Consents are the
 * shop's own record either way (server/users consents: newsletter, marketing).
 */

export interface Signup {
  email: string;
  region: RegionId;
  locale: Locale;
}

export interface MailingList {
  readonly name: string;
  /** Adds the address; adding it again changes nothing. */
  subscribe(db: Database, signup: Signup): Promise<void>;
}

export const localMailingList: MailingList = {
  name: "local",
  async subscribe(db, signup) {
    await db
      .insert(newsletterSignups)
      .values(signup)
      .onConflictDoUpdate({ target: [newsletterSignups.email, newsletterSignups.region], set: { locale: signup.locale, updatedAt: sql`now()` } });
  },
};

const MAILING_LISTS: Partial<Record<RegionId, MailingList>> = {};

export function mailingListFor(region: Region): MailingList {
  return MAILING_LISTS[region.id] ?? localMailingList;
}

/** Sign-ups per address in an hour: enough for a shared office, too few for a script. */
export const SIGNUP_LIMIT = { address: 10, windowSeconds: 60 * 60 };

/** The consents' source of a sign-up, and what joining the list waits for. */
export const NEWSLETTER_SOURCE = "newsletter_form";

// An address joins the list only once its owner has confirmed (double opt-in, ADR 0033).
whenConsentsConfirmed(NEWSLETTER_SOURCE, async (db, request) => {
  if (!request.consents.some((consent) => consent.type === "newsletter" && consent.status === "granted")) return;
  await mailingListFor(request.region).subscribe(db, { email: request.email, region: request.region.id, locale: request.locale });
});

/**
 * Signs an address up: the signed-in owner of a confirmed address at once, any other
 * address after it opens the confirmation mail's link; the caller's answer is the same.
 */
export async function signUpForNewsletter(
  db: Database,
  caller: UserRow,
  region: Region,
  address: string,
  input: Signup & { marketing: boolean },
): Promise<{ pending: boolean }> {
  const email = input.email.trim().toLowerCase();
  const { pending } = await recordConsents(
    db,
    caller,
    {
      email,
      consents: [
        { type: "newsletter", status: "granted" },
        { type: "marketing", status: input.marketing ? "granted" : "declined" },
      ],
      source: NEWSLETTER_SOURCE,
    },
    { region, locale: input.locale, address },
  );
  return { pending };
}
