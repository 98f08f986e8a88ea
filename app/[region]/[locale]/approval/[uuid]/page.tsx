import { accountStorefront } from "@/components/account/AccountIsland";
import { ApprovalIsland, approvalMetadata, filesetUuidParam, type ApprovalPageParams } from "@/components/approval/ApprovalIsland";
import { ApprovalReview } from "@/components/approval/ApprovalReview";

/** /approval/{uuid}: the files a buyer is asked to approve before production, opened from the mailed link without an account. */

/** No fileset is known at build time; each shell is rendered on its first visit and kept, as it holds no order data. */
export function generateStaticParams(): { uuid: string }[] {
  return [];
}

export const generateMetadata = approvalMetadata;

export default async function Page({ params }: { params: ApprovalPageParams }) {
  const [, { uuid }] = await Promise.all([accountStorefront(params), params]);
  return (
    <ApprovalIsland>
      <ApprovalReview uuid={filesetUuidParam(uuid)} />
    </ApprovalIsland>
  );
}
