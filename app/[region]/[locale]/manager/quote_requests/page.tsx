import { InboxPage } from "@/components/manager/InboxPage";
import { ManagerIsland, managerMetadata, managerStorefront, productNames, type ManagerPageParams } from "@/components/manager/ManagerIsland";

/** /manager/quote_requests: the inbox of quote requests at its own address (each request is /manager/quote_requests/{id}); /manager shows it too. */

export const generateMetadata = managerMetadata("inbox");

export default async function Page({ params }: { params: ManagerPageParams }) {
  await managerStorefront(params);
  return (
    <ManagerIsland>
      <InboxPage productNames={await productNames()} />
    </ManagerIsland>
  );
}
