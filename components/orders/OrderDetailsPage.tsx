"use client";

import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import layout from "@/components/ui/layout.module.css";
import { FormMessage } from "@/components/ui/fields";
import { useRegionPath } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import { Link } from "@/components/ui/Link";
import { Loader } from "@/components/ui/Loader";
import shared from "@/components/ui/shared.module.css";
import { OrderSection } from "./OrderSection";
import styles from "./orders.module.css";
import type { Formatters } from "./words";

/**
 * /order/{number}/details: the order for whoever holds it, signed in or not.
 * Anonymous carts can be checked out, so their buyers have orders too; the
 * order mails link here with a guest link (`?workflow_token=`, ADR 0023) that
 * opens the order in any browser, and the page carries it into its calls and on
 * to the payment page. Someone else's order reads as not found, an expired link
 * says so, each with the way to sign in to the account the order may belong to.
 */
export function OrderDetailsPage({ orderNumber, formatters }: { orderNumber: string; formatters: Formatters }) {
  const linkToken = useSearchParams()?.get("workflow_token") ?? null;
  const t = useTranslations("Orders");
  const tAccount = useTranslations("Account");
  const path = useRegionPath();
  const { user, status } = useSession();
  const here = path(`/order/${encodeURIComponent(orderNumber)}/details`);

  return (
    <div className={`${shared.page} ${layout.page}`}>
      <h1>{t("order.title", { number: orderNumber })}</h1>
      {status === "error" ? (
        <FormMessage error={tAccount("errors.session")} />
      ) : !user ? (
        <Loader label={t("order.loading")} />
      ) : (
        <>
          <p className={styles.back}>
            {user.anonymous ? <Link href={path("/")}>← {t("order.home")}</Link> : <Link href={path("/account/orders")}>← {t("order.back")}</Link>}
          </p>
          <OrderSection
            number={orderNumber}
            userId={user.id}
            formatters={formatters}
            linkToken={linkToken}
            notFound={
              user.anonymous || linkToken ? (
                <p>
                  <Link href={`${path("/sign_in")}?redirect=${encodeURIComponent(here)}`} variant="primary">
                    {t("order.signIn")}
                  </Link>
                </p>
              ) : null
            }
          />
        </>
      )}
    </div>
  );
}
