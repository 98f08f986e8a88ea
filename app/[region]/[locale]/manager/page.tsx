import { InboxPage } from "@/components/manager/InboxPage";
import { ManagerIsland, managerMetadata, managerStorefront, productNames, type ManagerPageParams } from "@/components/manager/ManagerIsland";

/** /manager: the order managers' inbox of quote requests. */

export const generateMetadata = managerMetadata("inbox");

export default async function Page({ params }: { params: ManagerPageParams }) {
  await managerStorefront(params);
  return (
    <ManagerIsland>
      <InboxPage productNames={await productNames()} />
    </ManagerIsland>
  );
}
