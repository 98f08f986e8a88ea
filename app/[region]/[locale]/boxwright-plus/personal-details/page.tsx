import { PersonalDetailsPage } from "@/components/plus/PersonalDetailsPage";
import { PlusIsland, plusMetadata, plusPageStorefront, type PlusPageProps } from "@/components/plus/PlusIsland";

/** /boxwright-plus/personal-details: the buyer's company details. */

export const generateMetadata = plusMetadata("personalDetails");

export default async function Page({ params }: PlusPageProps) {
  await plusPageStorefront(params);
  return (
    <PlusIsland>
      <PersonalDetailsPage />
    </PlusIsland>
  );
}
