import { QuoteRequestPage } from "@/components/quotes/QuoteRequestPage";
import {
  personalQuoteMetadata,
  quoteNumberParam,
  quoteProductNames,
  quoteStorefront,
  QuotesIsland,
  type QuoteRequestRouteProps,
} from "@/components/quotes/QuotesIsland";

/** /account/quote_requests/{qrNumber}: one of the visitor's quote requests, with its offers; no sign-in needed (see QuoteRequestPage). */

/** No request is known at build time; each shell is rendered on its first visit and kept, as it holds no request data. */
export function generateStaticParams(): { qrNumber: string }[] {
  return [];
}

export const generateMetadata = personalQuoteMetadata("request");

export default async function Page({ params }: QuoteRequestRouteProps) {
  const [, { qrNumber }] = await Promise.all([quoteStorefront(params), params]);
  return (
    <QuotesIsland>
      <QuoteRequestPage number={quoteNumberParam(qrNumber)} productNames={await quoteProductNames()} />
    </QuotesIsland>
  );
}
