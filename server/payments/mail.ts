import { eq } from "drizzle-orm";
import type { Locale } from "@/lib/i18n/locales";
import { formatMinorUnits } from "@/lib/money/format";
import { getRegion } from "@/regions";
import { regionUrl, siteConfigFromEnv } from "@/regions/urls";
import type { Database } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { logger } from "@/server/http/logger";
import { sendMail } from "@/server/mail/service";
import type { OrderRow } from "@/server/orders/service";

/**
 * The mail an order sends when it completes: a thank-you for a paid order, or the
 * request for a bank transfer, in the buyer's language (`buyerLocale` when the
 * caller has the buyer at hand). Sent after the completing transaction commits; a
 * failure to write or deliver it never undoes the order.
 */
export async function sendOrderMail(db: Database, order: OrderRow, buyerLocale?: string): Promise<void> {
  if (!order.email) return;
  try {
    const region = getRegion(order.region);
    const locale = buyerLocale ?? (await db.select({ locale: users.locale }).from(users).where(eq(users.id, order.userId)))[0]?.locale;
    await sendMail(db, {
      to: order.email,
      kind: order.paymentState === "WAITING" ? "order_awaiting_transfer" : "order_confirmation",
      locale: (locale ?? region.locale) as Locale,
      link: regionUrl(region, `/order/${order.number}/details`, siteConfigFromEnv()),
      values: { number: order.number, total: formatMinorUnits(order.total, region.currencyFormatter) },
    });
  } catch (error) {
    logger.error({ err: error, order: order.number }, "order mail failed");
  }
}
