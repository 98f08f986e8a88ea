import { ApprovalsPage } from "@/components/company/ApprovalsPage";
import { companyMetadata, CompanyIsland } from "@/components/company/CompanyIsland";
import { plusPageStorefront, type PlusPageProps } from "@/components/plus/PlusIsland";

/** /boxwright-plus/company/approvals: the company's orders waiting for approval. */

export const generateMetadata = companyMetadata("approvals");

export default async function Page({ params }: PlusPageProps) {
  await plusPageStorefront(params);
  return (
    <CompanyIsland>
      <ApprovalsPage />
    </CompanyIsland>
  );
}
