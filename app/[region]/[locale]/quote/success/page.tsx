import { personalQuoteMetadata, quoteStorefront, QuotesIsland, type QuotePageProps } from "@/components/quotes/QuotesIsland";
import { QuoteSuccess } from "@/components/quotes/QuoteSuccess";

/** /quote/success?number=…: thanks for the request; the number is read in the browser, so the page is one shell for all. */

export const generateMetadata = personalQuoteMetadata("success");

export default async function Page({ params }: QuotePageProps) {
  await quoteStorefront(params);
  return (
    <QuotesIsland>
      <QuoteSuccess />
    </QuotesIsland>
  );
}
