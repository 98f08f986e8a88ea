import { notFound } from "next/navigation";
import { ApprovalPage } from "@/components/company/ApprovalsPage";
import { companyMetadata, CompanyIsland } from "@/components/company/CompanyIsland";
import { plusPageStorefront, type PlusRouteParams } from "@/components/plus/PlusIsland";

/** /boxwright-plus/company/approvals/{id}: one purchase approval, opened from the approver's mail (?code=) or signed in. */

export const generateMetadata = companyMetadata("approval");

export default async function Page({ params }: { params: Promise<PlusRouteParams & { id: string }> }) {
  await plusPageStorefront(params);
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  return (
    <CompanyIsland>
      <ApprovalPage id={id} />
    </CompanyIsland>
  );
}
