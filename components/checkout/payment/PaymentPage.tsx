"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { FormMessage } from "@/components/account/fields";
import { BusyOverlay } from "@/components/busy/BusyOverlay";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import { Button } from "@/components/ui/Button";
import { Link } from "@/components/ui/Link";
import { Loader } from "@/components/ui/Loader";
import shared from "@/components/ui/shared.module.css";
import { ApiError } from "@/lib/api/errors";
import type { CurrencyFormatter } from "@/lib/money/format";
import { loadCheckout, loadPublishableKey } from "../calls";
import styles from "../checkout.module.css";
import { useCheckoutProblem } from "../errors";
import { usePaymentName } from "../labels";
import { MoneyFormat, useMoney } from "../money";
import { usePaymentActions } from "../payment-actions";
import { PaymentLinkProvider, usePayerParams, type PayerParams } from "../payment-link";
import type { Checkout, Order, PaymentMethod } from "../types";
import { LocalCardForm } from "./LocalCardForm";
import { useCardPayment, type CardPayment } from "./use-card-payment";
import { LoadFailed } from "../LoadFailed";

/** Stripe Elements and Stripe.js come only with the payment step, and only when the card provider is Stripe. */
const StripeCardForm = lazy(() => import("./StripeCardForm"));

/**
 * /order/{number}/payment: pays an order that still owes its money — one at its
 * payment step, or a placed order whose bank transfer has not arrived or whose
 * card failed. The card form first, then the storefront's other ways to pay.
 */

export interface PaymentPageProps {
  orderNumber: string;
  formatter: CurrencyFormatter;
  /** The order's payment link token, when the page was opened from the link. */
  linkToken?: string | null;
}

type Standing = "payable" | "paid" | "processing" | "unfinished" | "canceled";

/** Whether the order can be paid here, as the payments API decides it. */
export function standingOf(order: Pick<Order, "state" | "payment_state" | "payments">): Standing {
  if (order.state === "canceled") return "canceled";
  if (order.payment_state === "OK") return "paid";
  // DELAYED is either money on its way (wait) or instalments still due (pay the next one).
  if (order.state === "complete") return order.payment_state === "DELAYED" && order.payments?.some((payment) => payment.status === "processing") ? "processing" : "payable";
  return order.state === "delivery" || order.state === "payment" ? "payable" : "unfinished";
}

export function PaymentPage({ formatter, orderNumber, linkToken = null }: PaymentPageProps) {
  return (
    <MoneyFormat formatter={formatter}>
      <PaymentLinkProvider token={linkToken}>
        <PaymentFlow orderNumber={orderNumber} />
      </PaymentLinkProvider>
    </MoneyFormat>
  );
}

async function loadOwnCheckout(api: ReturnType<typeof useApi>, number: string, payer: PayerParams | undefined): Promise<Checkout | null> {
  try {
    return await loadCheckout(api, number, payer);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

function PaymentFlow({ orderNumber }: { orderNumber: string }) {
  const t = useTranslations("Checkout");
  const api = useApi();
  const path = useRegionPath();
  const money = useMoney();
  const { status } = useSession();
  const ready = status === "anonymous" || status === "signed-in";
  const payer = usePayerParams();
  const query = useQuery({ queryKey: ["checkout", "payment", orderNumber, payer], queryFn: () => loadOwnCheckout(api, orderNumber, payer), enabled: ready, staleTime: 0 });
  const { summaryPath } = usePaymentActions(orderNumber);

  if (status === "error" || query.isError) {
    return <LoadFailed onRetry={() => void query.refetch()} />;
  }
  if (!ready || query.isPending) {
    return (
      <div className={`${shared.page} ${styles.page} ${styles.loading}`}>
        <Loader label={t("loading")} />
      </div>
    );
  }

  const checkout = query.data;
  if (!checkout) {
    return (
      <Notice title={t("payment.title")} text={t("payment.notFound")}>
        <Link href={path("/cart")} variant="primary">
          {t("payment.toCart")}
        </Link>
      </Notice>
    );
  }
  const { order } = checkout;
  const standing = standingOf(order);
  const heading = t("payment.heading", { number: order.number });
  if (standing === "paid" || standing === "processing") {
    return (
      <Notice title={heading} text={standing === "paid" ? t("payment.paid") : t("payment.processing")}>
        <Link href={summaryPath()} variant="primary">
          {t("payment.summary")}
        </Link>
      </Notice>
    );
  }
  if (standing === "unfinished") {
    return (
      <Notice title={heading} text={t("payment.unfinished")}>
        <Link href={path("/order")} variant="primary">
          {t("payment.toCheckout")}
        </Link>
      </Notice>
    );
  }
  if (standing === "canceled") return <Notice title={heading} text={t("payment.canceled")} />;

  // Servers without the payments list still take cards.
  const methods = checkout.payment_methods;
  const card = !methods || methods.some((method) => method.kind === "card");
  const due = order.amount_due ?? order.total;
  const others = (methods ?? []).filter((method) => method.kind !== "card" && !(method.kind === "bank_transfer" && order.payment_state === "WAITING"));
  return (
    <div className={`${shared.page} ${styles.page}`}>
      <h1>{heading}</h1>
      {order.payment_state === "WAITING" ? <p className={styles.note}>{t("payment.waiting")}</p> : null}
      {order.payment_state === "FAILED" ? <FormMessage error={t("payment.failed")} /> : null}
      <dl className={styles.due}>
        <dt>{t("payment.amount")}</dt>
        <dd data-testid="amount-due">{money(due)}</dd>
      </dl>
      {card ? (
        <section className={`${shared.section} ${styles.section}`} aria-labelledby="card-heading">
          <h2 id="card-heading">{t("payment.card")}</h2>
          <CardPaymentForm orderNumber={order.number} amountLabel={money(due)} />
        </section>
      ) : null}
      {others.length > 0 ? <OtherMethods orderNumber={order.number} methods={others} /> : null}
    </div>
  );
}

function Notice({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className={`${shared.page} ${styles.page}`}>
      <section className={`${shared.section} ${styles.section}`} aria-labelledby="notice-heading">
        <h1 id="notice-heading">{title}</h1>
        <p>{text}</p>
        {children ? <div className={styles.actions}>{children}</div> : null}
      </section>
    </div>
  );
}

/** Which card form: the gateway named with the publishable key decides. */
function CardPaymentForm({ orderNumber, amountLabel }: { orderNumber: string; amountLabel: string }) {
  const t = useTranslations("Checkout");
  const api = useApi();
  const payment: CardPayment = useCardPayment(orderNumber);
  const payer = usePayerParams();
  const key = useQuery({ queryKey: ["checkout", "publishable-key", orderNumber], queryFn: () => loadPublishableKey(api, orderNumber, payer), staleTime: Infinity });

  if (key.isError) return <FormMessage error={t("errors.cardForm")} />;
  if (!key.data) return <Loader label={t("payment.loadingForm")} />;
  return (
    <>
      {key.data.gateway === "local" ? (
        <LocalCardForm payment={payment} amountLabel={amountLabel} />
      ) : (
        <Suspense fallback={<Loader label={t("payment.loadingForm")} />}>
          <StripeCardForm publishableKey={key.data.publishable_key} payment={payment} amountLabel={amountLabel} />
        </Suspense>
      )}
      {payment.leaving && key.data.gateway === "local" ? <BusyOverlay state="redirectingToPayment" /> : null}
    </>
  );
}

/** The storefront's other ways to pay: a bank's or wallet's own page, or a bank transfer. */
function OtherMethods({ orderNumber, methods }: { orderNumber: string; methods: readonly PaymentMethod[] }) {
  const t = useTranslations("Checkout");
  const name = usePaymentName();
  const problemOf = useCheckoutProblem();
  const { payWith } = usePaymentActions(orderNumber);
  const [busy, setBusy] = useState<"redirectingToPayment" | "preparingOrder" | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(method: PaymentMethod) {
    setError(null);
    setBusy(method.kind === "redirect" ? "redirectingToPayment" : "preparingOrder");
    try {
      await payWith(method);
    } catch (failure) {
      setError(problemOf(failure).message);
      setBusy(null);
    }
  }

  return (
    <section className={`${shared.section} ${styles.section}`} aria-labelledby="other-heading">
      <h2 id="other-heading">{t("payment.other")}</h2>
      <FormMessage error={error} />
      <div className={styles.actions}>
        {methods.map((method) => (
          <Button key={method.id} variant="secondary" onClick={() => void choose(method)} disabled={busy !== null}>
            {t("payment.payWith", { method: name(method.code) })}
          </Button>
        ))}
      </div>
      {busy ? <BusyOverlay state={busy} /> : null}
    </section>
  );
}
