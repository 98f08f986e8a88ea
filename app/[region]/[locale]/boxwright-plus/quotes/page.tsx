import { QuotesPage } from "@/components/plus/QuotesPage";
import { PlusIsland, plusMetadata, plusPageStorefront, productNames, type PlusPageProps } from "@/components/plus/PlusIsland";

/** /boxwright-plus/quotes: the buyer's quote requests and the offers sent for them. */

export const generateMetadata = plusMetadata("quotes");

export default async function Page({ params }: PlusPageProps) {
  await plusPageStorefront(params);
  return (
    <PlusIsland>
      <QuotesPage productNames={await productNames()} />
    </PlusIsland>
  );
}
