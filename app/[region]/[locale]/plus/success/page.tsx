import { PlusWelcome } from "@/components/plus/PlusCatalogue";
import { plusMetadata, plusPageStorefront, type PlusPageProps } from "@/components/plus/PlusIsland";

/** /plus/success: the welcome after the plus terms were accepted. */

export const generateMetadata = plusMetadata("success");

export default async function Page({ params }: PlusPageProps) {
  const { region } = await plusPageStorefront(params);
  return <PlusWelcome region={region} />;
}
