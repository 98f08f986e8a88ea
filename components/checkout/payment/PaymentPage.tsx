"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useCallback, useState, type ReactNode } from "react";
import { FormMessage } from "@/components/ui/fields";
import { BusyOverlay } from "@/components/busy/BusyOverlay";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import { Button } from "@/components/ui/Button";
import { Link } from "@/components/ui/Link";
import { Loader } from "@/components/ui/Loader";
import shared from "@/components/ui/shared.module.css";
import { ApiError } from "@/lib/api/errors";
import type { CurrencyFormatter } from "@/lib/money/format";
import { PAYMENT_METHOD_OPTIONS } from "@/lib/checkout/payment-methods";
import { choosePaymentPlan, loadCheckout, loadPaymentPlans, loadPublishableKey } from "../calls";
import { CheckoutFrame, CheckoutLoadFailed } from "../CheckoutFrame";
import styles from "../checkout.module.css";
import { useCheckoutProblem } from "../errors";
import { usePaymentName } from "../labels";
import { MoneyFormat, useMoney } from "../money";
import { usePaymentActions } from "../payment-actions";
import { usePaymentChoice } from "../payment-choice";
import { PaymentLinkProvider, usePayerParams, type PayerParams } from "../payment-link";
import type { Checkout, Order, PaymentMethod } from "../types";
import { LocalCardForm } from "./LocalCardForm";
import { DueNowAndLater, FULL, openInstallments, PlanChoice } from "./PlanChoice";
import { useCardPayment, type CardPayment } from "./use-card-payment";

/** Stripe Elements and Stripe.js come only with the payment step, and only when the card provider is Stripe. */
const StripeCardForm = lazy(() => import("./StripeCardForm"));

/**
 * /order/{number}/payment: pays an order that still owes its money — one at its
 * payment step, or a placed order whose bank transfer has not arrived or whose
 * card failed. Pay in full or by one of the instalment plans the server offers;
 * the method chosen at checkout first, then the storefront's other ways to pay.
 */

export interface PaymentPageProps {
  orderNumber: string;
  formatter: CurrencyFormatter;
  /** The order's payment link token, when the page was opened from the link. */
  linkToken?: string | null;
  /** The ways to pay, the support desk and the policies (components/layout/TrustPanel), under a payable order. */
  trust?: ReactNode;
}

type Standing = "payable" | "paid" | "processing" | "unfinished" | "canceled";

/** Whether the order can be paid here, as the payments API decides it. */
export function standingOf(order: Pick<Order, "state" | "payment_state"> & { payments: readonly Pick<Order["payments"][number], "status">[] }): Standing {
  if (order.state === "canceled") return "canceled";
  if (order.payment_state === "OK") return "paid";
  // DELAYED is either money on its way (wait) or instalments still due (pay the next one).
  if (order.state === "complete")
    return order.payment_state === "DELAYED" && order.payments.some((payment) => payment.status === "processing") ? "processing" : "payable";
  return order.state === "delivery" || order.state === "payment" ? "payable" : "unfinished";
}

export function PaymentPage({ formatter, orderNumber, linkToken = null, trust }: PaymentPageProps) {
  return (
    <MoneyFormat formatter={formatter}>
      <PaymentLinkProvider token={linkToken}>
        <PaymentFlow orderNumber={orderNumber} trust={trust} />
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

/** What the API said of a guest link (ADR 0023): it ran out (410), or it is not this order's (403). */
export function linkRefusal(error: unknown): "linkExpired" | "linkInvalid" | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === "order_link_expired" || error.status === 410) return "linkExpired";
  if (error.code === "order_link_invalid") return "linkInvalid";
  return null;
}

function PaymentFlow({ orderNumber, trust }: { orderNumber: string; trust?: ReactNode }) {
  const t = useTranslations("Checkout");
  const api = useApi();
  const path = useRegionPath();
  const { status } = useSession();
  const ready = status === "anonymous" || status === "signed-in";
  const payer = usePayerParams();
  const query = useQuery({
    queryKey: ["checkout", "payment", orderNumber, payer],
    queryFn: () => loadOwnCheckout(api, orderNumber, payer),
    enabled: ready,
    staleTime: 0,
    // An expired or changed link stays so: asking again only keeps the visitor waiting.
    retry: (failures, error) => !linkRefusal(error) && failures < 3,
  });
  const { summaryPath } = usePaymentActions(orderNumber);

  const refused = linkRefusal(query.error);
  if (refused) {
    // The link no longer opens the order; the account it was placed with still does.
    const here = path(`/order/${encodeURIComponent(orderNumber)}/payment`);
    return (
      <Notice title={t("payment.title")} text={t(`payment.${refused}`)}>
        <Link href={`${path("/sign_in")}?redirect=${encodeURIComponent(here)}`} variant="primary">
          {t("payment.signIn")}
        </Link>
      </Notice>
    );
  }
  if (status === "error" || query.isError) {
    return <CheckoutLoadFailed onRetry={() => void query.refetch()} />;
  }
  if (!ready || query.isPending) {
    return (
      <CheckoutFrame state="loading">
        <Loader label={t("loading")} />
      </CheckoutFrame>
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

  return <PayableOrder checkout={checkout} heading={heading} trust={trust} />;
}

/** The card, for servers that do not list their payment methods. */
const CARD_ONLY: readonly PaymentMethod[] = PAYMENT_METHOD_OPTIONS.filter((method) => method.code === "card");

/**
 * An order that can be paid here: the plan (pay in full, or one of the plans the
 * server offers), then the method the shopper chose at checkout first (kept for
 * this tab, so a reload keeps it), and the storefront's other ways to pay.
 */
function PayableOrder({ checkout, heading, trust }: { checkout: Checkout; heading: string; trust?: ReactNode }) {
  const t = useTranslations("Checkout");
  const api = useApi();
  const money = useMoney();
  const name = usePaymentName();
  const payer = usePayerParams();
  const { order } = checkout;
  const placed = order.state === "complete";
  // A transfer already announced is not offered again.
  const offered = (checkout.payment_methods ?? CARD_ONLY).filter((method) => !(method.kind === "bank_transfer" && order.payment_state === "WAITING"));
  const [chosen, choose] = usePaymentChoice(order.number, offered);
  // Plans are the buyer's to choose, before the order is placed; a payment-link holder pays what the buyer chose.
  const plansQuery = useQuery({
    queryKey: ["checkout", "payment-plans", order.number, order.total],
    queryFn: () => loadPaymentPlans(api, order.number),
    enabled: !payer && !placed,
    staleTime: 0,
    retry: false,
  });
  const plans = plansQuery.data?.plans ?? [];
  const [planId, setPlanId] = useState<string>(FULL);
  const plan = plans.find((offeredPlan) => offeredPlan.id === planId) ?? null;

  const due = order.amount_due;
  const underWay = placed ? openInstallments(order.payment_schedule) : [];
  const now = plan ? plan.installments[0]!.amount : underWay.length > 0 ? Math.min(underWay[0]!.amount, due) : due;
  const later = plan ? plan.installments.slice(1) : underWay.slice(1);

  /**
   * Before any payment: the chosen plan is set on the order. Paying in full sets
   * aside a plan the buyer chose before (a payment-link holder pays what the buyer chose).
   */
  const mayHavePlan = plans.length > 0 || Boolean(order.payment_schedule);
  const prepare = useCallback(async (): Promise<boolean> => {
    if (plan) {
      await choosePaymentPlan(api, order.number, plan);
      return false;
    }
    return !placed && !payer && mayHavePlan;
  }, [api, mayHavePlan, order.number, payer, placed, plan]);

  const primary = chosen ?? offered[0] ?? null;
  const others = offered.filter((method) => method.code !== primary?.code);
  return (
    <CheckoutFrame>
      <h1>{heading}</h1>
      {order.payment_state === "WAITING" ? <p className={styles.note}>{t("payment.waiting")}</p> : null}
      {order.payment_state === "FAILED" ? <FormMessage error={t("payment.failed")} /> : null}
      {plans.length > 0 ? (
        <section className={`${shared.section} ${styles.section}`}>
          <PlanChoice total={due} plans={plans} chosen={plan ? plan.id : FULL} onChoose={setPlanId} />
        </section>
      ) : null}
      <DueNowAndLater now={now} later={later} />
      {primary?.kind === "card" ? (
        <section className={`${shared.section} ${styles.section}`} aria-labelledby="card-heading">
          <h2 id="card-heading">{t("payment.card")}</h2>
          <CardPaymentForm orderNumber={order.number} amountLabel={money(now)} prepare={prepare} />
        </section>
      ) : null}
      {primary && primary.kind !== "card" ? (
        <section className={`${shared.section} ${styles.section}`} aria-labelledby="method-heading">
          <h2 id="method-heading">{name(primary.code)}</h2>
          <MethodButtons orderNumber={order.number} methods={[primary]} prepare={prepare} amountLabel={money(now)} primary />
        </section>
      ) : null}
      {others.length > 0 ? (
        <section className={`${shared.section} ${styles.section}`} aria-labelledby="other-heading">
          <h2 id="other-heading">{t("payment.other")}</h2>
          <MethodButtons orderNumber={order.number} methods={others} prepare={prepare} amountLabel={money(now)} onCard={choose} />
        </section>
      ) : null}
      {trust}
    </CheckoutFrame>
  );
}

function Notice({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <CheckoutFrame>
      <section className={`${shared.section} ${styles.section}`} aria-labelledby="notice-heading">
        <h1 id="notice-heading">{title}</h1>
        <p>{text}</p>
        {children ? <div className={styles.actions}>{children}</div> : null}
      </section>
    </CheckoutFrame>
  );
}

/** Which card form: the gateway named with the publishable key decides. */
function CardPaymentForm({ orderNumber, amountLabel, prepare }: { orderNumber: string; amountLabel: string; prepare: () => Promise<boolean> }) {
  const t = useTranslations("Checkout");
  const api = useApi();
  const payment: CardPayment = useCardPayment(orderNumber, prepare);
  const payer = usePayerParams();
  const key = useQuery({
    queryKey: ["checkout", "publishable-key", orderNumber],
    queryFn: () => loadPublishableKey(api, orderNumber, payer),
    staleTime: Infinity,
  });

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

interface MethodButtonsProps {
  orderNumber: string;
  methods: readonly PaymentMethod[];
  prepare: () => Promise<boolean>;
  amountLabel: string;
  /** The method the shopper chose: its button names the amount. */
  primary?: boolean;
  /** Choosing the card shows the card form instead of paying at once. */
  onCard?: (method: PaymentMethod) => void;
}

/** Paying through a bank's or wallet's own page, or by bank transfer (the order is then placed and waits for it). */
function MethodButtons({ orderNumber, methods, prepare, amountLabel, primary = false, onCard }: MethodButtonsProps) {
  const t = useTranslations("Checkout");
  const name = usePaymentName();
  const problemOf = useCheckoutProblem();
  const { payWith } = usePaymentActions(orderNumber);
  const [busy, setBusy] = useState<"redirectingToPayment" | "preparingOrder" | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(method: PaymentMethod) {
    if (method.kind === "card") return onCard?.(method);
    setError(null);
    setBusy(method.kind === "redirect" ? "redirectingToPayment" : "preparingOrder");
    try {
      await payWith(method, { rejectSchedule: await prepare() });
    } catch (failure) {
      setError(problemOf(failure).message);
      setBusy(null);
    }
  }

  const label = (method: PaymentMethod) => {
    if (!primary) return t("payment.payWith", { method: name(method.code) });
    return method.kind === "bank_transfer"
      ? t("payment.transferSubmit", { amount: amountLabel })
      : t("payment.submitWith", { amount: amountLabel, method: name(method.code) });
  };

  return (
    <>
      <FormMessage error={error} />
      <div className={styles.actions}>
        {methods.map((method) => (
          <Button
            key={method.id}
            variant={primary ? "primary" : "secondary"}
            size={primary ? "large" : undefined}
            onClick={() => void choose(method)}
            disabled={busy !== null}
          >
            {label(method)}
          </Button>
        ))}
      </div>
      {busy ? <BusyOverlay state={busy} /> : null}
    </>
  );
}
