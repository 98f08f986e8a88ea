import { AccountIsland, accountMetadata, accountStorefront, type AccountPageProps } from "@/components/account/AccountIsland";
import { ConfirmConsentsPage } from "@/components/account/pages/AuthPages";

export const generateMetadata = accountMetadata("confirmConsents");

export default async function Page({ params }: AccountPageProps) {
  await accountStorefront(params);
  return (
    <AccountIsland>
      <ConfirmConsentsPage />
    </AccountIsland>
  );
}
