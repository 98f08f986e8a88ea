import { sql } from "drizzle-orm";
import type { Locale } from "@/lib/i18n/locales";
import type { Region, RegionId } from "@/regions/schema";
import type { Database } from "@/server/db/client";
import { newsletterSignups } from "@/server/db/schema";
import { saveConsents } from "@/server/users/profile";

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

export async function signUpForNewsletter(db: Database, region: Region, input: Signup & { marketing: boolean }): Promise<void> {
  const email = input.email.trim().toLowerCase();
  await mailingListFor(region).subscribe(db, { email, region: region.id, locale: input.locale });
  await saveConsents(
    db,
    email,
    [
      { type: "newsletter", status: "granted" },
      { type: "marketing", status: input.marketing ? "granted" : "declined" },
    ],
    "newsletter_form",
  );
}
