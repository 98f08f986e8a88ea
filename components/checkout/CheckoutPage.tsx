"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { FormMessage } from "@/components/ui/fields";
import { BusyOverlay } from "@/components/busy/BusyOverlay";
import type { BusyState } from "@/components/busy/busy-states";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import { Link } from "@/components/ui/Link";
import { EmptyState } from "@/components/ui/EmptyState";
import { analytics } from "@/lib/analytics/browser";
import type { CurrencyFormatter } from "@/lib/money/format";
import type { CountryOption } from "@/regions/countries";
import { loadOpenCheckout, moveTo } from "./calls";
import shared from "@/components/ui/shared.module.css";
import styles from "./checkout.module.css";
import { CheckoutFrame, CheckoutLoadFailed } from "./CheckoutFrame";
import { DeliveryEstimate } from "./DeliveryEstimate";
import { DeliveryStep } from "./DeliveryStep";
import { DetailsStep } from "./DetailsStep";
import { useCheckoutProblem, type CheckoutProblem } from "./errors";
import { MoneyFormat } from "./money";
import { isEmpty, stateForStep, STEPS, stepOf, type CheckoutStep } from "./steps";
import { SummaryStep } from "./SummaryStep";
import type { Checkout } from "./types";

/**
 * /order: the checkout of the visitor's open cart on one page. Which step shows
 * follows the order's state on the server; every step saves to the server before
 * the next one shows, so a reload lands where the shopper left off.
 */

export const OPEN_CHECKOUT_KEY = ["checkout", "open"] as const;

export interface CheckoutPageProps {
  /** Countries a billing address may be in; delivery is limited to the checkout's shipping countries. */
  countries: readonly CountryOption[];
  /** The storefront's home country, the first choice for a new address. */
  homeCountry: string;
  formatter: CurrencyFormatter;
  /** The ways to pay, the support desk and the policies (components/layout/TrustPanel), under every step. */
  trust?: ReactNode;
}

/** What every step gets from the page: the checkout, a way to replace it, and the busy overlay. */
export interface StepProps {
  checkout: Checkout;
  update(checkout: Checkout): void;
  /** Runs work under the busy overlay; `stay` keeps the overlay after success (the page is being left). */
  withBusy<T>(state: BusyState, work: () => Promise<T>, options?: { stay?: boolean }): Promise<T>;
  /** Moves the order back to an earlier step, carrying a problem for that step's form when there is one. */
  goTo(step: CheckoutStep, problem?: CheckoutProblem): Promise<void>;
}

export function CheckoutPage({ formatter, ...props }: CheckoutPageProps) {
  return (
    <MoneyFormat formatter={formatter}>
      <CheckoutFlow {...props} />
    </MoneyFormat>
  );
}

function CheckoutFlow({ countries, homeCountry, trust }: Omit<CheckoutPageProps, "formatter">) {
  const t = useTranslations("Checkout");
  const api = useApi();
  const path = useRegionPath();
  const queryClient = useQueryClient();
  const problemOf = useCheckoutProblem();
  const { user, status } = useSession();
  const ready = status === "anonymous" || status === "signed-in";
  const query = useQuery({ queryKey: OPEN_CHECKOUT_KEY, queryFn: () => loadOpenCheckout(api), enabled: ready, staleTime: 0 });
  const [busy, setBusy] = useState<BusyState | null>(null);
  const [carried, setCarried] = useState<CheckoutProblem | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);

  const update = useCallback((checkout: Checkout) => queryClient.setQueryData(OPEN_CHECKOUT_KEY, checkout), [queryClient]);

  const withBusy = useCallback(async <T,>(state: BusyState, work: () => Promise<T>, options?: { stay?: boolean }): Promise<T> => {
    setBusy(state);
    let left = false;
    try {
      const result = await work();
      left = options?.stay === true;
      return result;
    } finally {
      if (!left) setBusy(null);
    }
  }, []);

  const number = query.data?.order.number;
  const shownStep = query.data && !isEmpty(query.data.order) ? stepOf(query.data.order) : null;
  const stepArea = useStepArrival(shownStep);
  const goTo = useCallback(
    async (step: CheckoutStep, problem?: CheckoutProblem) => {
      if (!number) return;
      setPageError(null);
      try {
        update(await withBusy("preparingOrder", () => moveTo(api, number, stateForStep(step))));
        setCarried(problem ?? null);
      } catch (failure) {
        setPageError(problemOf(failure).message);
      }
    },
    [api, number, problemOf, update, withBusy],
  );

  if (status === "error" || query.isError) {
    return <CheckoutLoadFailed onRetry={() => void query.refetch()} />;
  }
  if (!ready || query.isPending) {
    return (
      <CheckoutFrame state="loading">
        <BusyOverlay state="preparingOrder" inline />
      </CheckoutFrame>
    );
  }

  const checkout = query.data;
  if (!checkout || isEmpty(checkout.order)) {
    return (
      <CheckoutFrame>
        <EmptyState id="empty-heading" level={1} title={t("empty.title")} body={t("empty.body")}>
          <Link href={path("/cart")} variant="primary">
            {t("empty.cart")}
          </Link>
        </EmptyState>
      </CheckoutFrame>
    );
  }

  const step = stepOf(checkout.order);
  const stepProps: StepProps = { checkout, update, withBusy, goTo };
  return (
    <CheckoutFrame>
      <h1>{t("title")}</h1>
      <StepList current={step} onBack={(earlier) => void goTo(earlier)} />
      <FormMessage error={pageError} />
      <div ref={stepArea}>
        {/* The delivery date opens every step, in view with its heading. */}
        <DeliveryEstimate lines={checkout.order.line_items} />
        {step === "details" ? (
          <DetailsStep key={checkout.order.number} {...stepProps} user={user} countries={countries} homeCountry={homeCountry} carried={carried} />
        ) : null}
        {step === "delivery" ? <DeliveryStep {...stepProps} /> : null}
        {step === "summary" ? <SummaryStep {...stepProps} /> : null}
      </div>
      {trust}
      {busy ? <BusyOverlay state={busy} /> : null}
    </CheckoutFrame>
  );
}

/**
 * When the order moves to another step, the new step's heading takes the focus and
 * the page scrolls to the top of the step: the shopper had pressed a button at the
 * bottom of the previous one, and step 2 used to open scrolled to the bottom with
 * its delivery methods out of sight. The step's top is its delivery date. The first step shown on arrival is left as the
 * browser puts it.
 */
function useStepArrival(step: CheckoutStep | null) {
  const area = useRef<HTMLDivElement>(null);
  const previous = useRef<CheckoutStep | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = step;
    if (step === null || before === null || before === step) return;
    const heading = area.current?.querySelector<HTMLElement>("h2");
    if (!area.current || !heading) return;
    if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    area.current.scrollIntoView?.({ block: "start" });
  }, [step]);
  return area;
}

/** Where the shopper is; earlier steps can be reopened. */
function StepList({ current, onBack }: { current: CheckoutStep; onBack(step: CheckoutStep): void }) {
  useEffect(() => {
    analytics.checkoutStep(current);
  }, [current]);
  const t = useTranslations("Checkout.steps");
  const index = STEPS.indexOf(current);
  return (
    <nav aria-label={t("label")}>
      <ol className={styles.steps}>
        {STEPS.map((step, position) => (
          <li key={step} aria-current={step === current ? "step" : undefined} data-done={position < index || undefined}>
            {position < index ? (
              <button type="button" className={shared.linkButton} onClick={() => onBack(step)}>
                {t(step)}
              </button>
            ) : (
              <span>{t(step)}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
