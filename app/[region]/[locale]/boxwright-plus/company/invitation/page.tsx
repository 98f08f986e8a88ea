import { companyMetadata, CompanyIsland } from "@/components/company/CompanyIsland";
import { InvitationPage } from "@/components/company/InvitationPage";
import { plusPageStorefront, type PlusPageProps } from "@/components/plus/PlusIsland";

/** /boxwright-plus/company/invitation?token=...: the mailed invitation to join a company. */

export const generateMetadata = companyMetadata("invitation");

export default async function Page({ params }: PlusPageProps) {
  await plusPageStorefront(params);
  return (
    <CompanyIsland>
      <InvitationPage />
    </CompanyIsland>
  );
}
