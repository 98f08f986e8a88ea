import { ItemsPage } from "@/components/plus/ItemsPage";
import { PlusIsland, plusMetadata, plusPageStorefront, productNames, type PlusPageProps } from "@/components/plus/PlusIsland";

/** /boxwright-plus/items: what the buyer has ordered before, to order again. */

export const generateMetadata = plusMetadata("items");

export default async function Page({ params }: PlusPageProps) {
  await plusPageStorefront(params);
  return (
    <PlusIsland>
      <ItemsPage productNames={await productNames()} />
    </PlusIsland>
  );
}
