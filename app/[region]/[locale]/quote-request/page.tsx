import { personalQuoteMetadata, quoteProductNames, quoteStorefront, QuotesIsland, type QuotePageProps } from "@/components/quotes/QuotesIsland";
import { QuoteRequestsPage } from "@/components/quotes/QuoteRequestsPage";

/** /quote-request: the visitor's own quote requests, fetched in the browser. */

export const generateMetadata = personalQuoteMetadata("list");

export default async function Page({ params }: QuotePageProps) {
  await quoteStorefront(params);
  return (
    <QuotesIsland>
      <QuoteRequestsPage productNames={await quoteProductNames()} />
    </QuotesIsland>
  );
}
