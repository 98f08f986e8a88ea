import { AccountIsland, accountMetadata, accountStorefront, type AccountPageProps } from "@/components/account/AccountIsland";
import { ConfirmEmailPage } from "@/components/account/pages/AuthPages";

export const generateMetadata = accountMetadata("confirmEmail");

export default async function Page({ params }: AccountPageProps) {
  await accountStorefront(params);
  return (
    <AccountIsland>
      <ConfirmEmailPage />
    </AccountIsland>
  );
}
