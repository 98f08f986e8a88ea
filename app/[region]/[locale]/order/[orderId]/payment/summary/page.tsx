import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PaymentSummary, PaymentSummaryNotFound } from "@/components/payment-summary/PaymentSummary";
import { API_TOKEN_STORAGE_KEY } from "@/lib/api/headers";
import { storefrontFromParams, type StorefrontParams } from "@/regions/storefront";
import { regionPath } from "@/regions/urls";
import { database } from "@/server/db";
import { guestLinkExpired, paymentReturn } from "@/server/payments/return";

/**
 * /order/{orderId}/payment/summary: where every payment comes back (the bank's
 * page, card authentication, a transfer just chosen). The payment named in the
 * URL is settled on the server before the page renders; loading.tsx shows the
 * 'returning from payment' overlay meanwhile.
 */

type Props = {
  params: Promise<StorefrontParams & { orderId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const single = (value: string | string[] | undefined) => (typeof value === "string" && value.length <= 255 ? value : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const storefront = storefrontFromParams(await params);
  if (!storefront) return {};
  const t = await getTranslations({ locale: storefront.locale, namespace: "PaymentSummary" });
  return { title: `${t("metaTitle")} | ${storefront.region.pageTitle}`, robots: { index: false, follow: false } };
}

export default async function Page({ params, searchParams }: Props) {
  const { orderId, ...rest } = await params;
  const storefront = storefrontFromParams(rest);
  if (!storefront) notFound();
  setRequestLocale(storefront.locale);
  const query = await searchParams;
  const linkToken = single(query.workflow_token);
  const db = await database();
  const result = await paymentReturn(db, {
    number: orderId,
    apiToken: (await cookies()).get(API_TOKEN_STORAGE_KEY)?.value,
    linkToken,
    paymentIntentId: single(query.payment_intent),
  });
  const path = (canonical: string) => regionPath(storefront.region, canonical);
  if (!result) {
    const signIn = `${path("/sign_in")}?redirect=${encodeURIComponent(path(`/order/${orderId}/payment/summary`))}`;
    return <PaymentSummaryNotFound locale={storefront.locale} signIn={signIn} linkExpired={await guestLinkExpired(db, orderId, linkToken)} />;
  }
  // A guest who came by the order's link keeps it on every page of the order.
  const linkQuery = linkToken ? `?workflow_token=${encodeURIComponent(linkToken)}` : "";
  return (
    <PaymentSummary
      locale={storefront.locale}
      outcome={result.outcome}
      failure={result.failure}
      order={result.order}
      formatter={storefront.region.currencyFormatter}
      links={{ pay: `${path(`/order/${orderId}/payment`)}${linkQuery}`, details: `${path(`/order/${orderId}/details`)}${linkQuery}`, home: path("/") }}
    />
  );
}
