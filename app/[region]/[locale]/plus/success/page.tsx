import { PlusWelcome } from "@/components/plus/PlusCatalogue";
import { PlusIsland, plusMetadata, plusPageStorefront, type PlusPageProps } from "@/components/plus/PlusIsland";

/** /plus/success: the welcome after the plus terms were accepted. */

export const generateMetadata = plusMetadata("success");

export default async function Page({ params }: PlusPageProps) {
  const { region } = await plusPageStorefront(params);
  // The page is the same for everyone; its first words depend on who reads it, known only in the browser.
  return (
    <PlusIsland>
      <PlusWelcome region={region} />
    </PlusIsland>
  );
}
