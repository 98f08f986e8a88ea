import { AccountIsland, accountMetadata, accountStorefront, type AccountPageProps } from "@/components/account/AccountIsland";
import { UnsubscribePage } from "@/components/account/pages/AuthPages";

export const generateMetadata = accountMetadata("unsubscribe");

export default async function Page({ params }: AccountPageProps) {
  await accountStorefront(params);
  return (
    <AccountIsland>
      <UnsubscribePage />
    </AccountIsland>
  );
}
