import { companyMetadata, CompanyIsland } from "@/components/company/CompanyIsland";
import { CompanyPage } from "@/components/company/CompanyPage";
import { plusPageStorefront, type PlusPageProps } from "@/components/plus/PlusIsland";

/** /boxwright-plus/company: the buyer's company account, members, roles, limits and invitations. */

export const generateMetadata = companyMetadata("company");

export default async function Page({ params }: PlusPageProps) {
  await plusPageStorefront(params);
  return (
    <CompanyIsland>
      <CompanyPage />
    </CompanyIsland>
  );
}
