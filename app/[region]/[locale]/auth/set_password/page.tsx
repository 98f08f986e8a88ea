import { AccountIsland, accountMetadata, accountStorefront, type AccountPageProps } from "@/components/account/AccountIsland";
import { SetPasswordPage } from "@/components/account/pages/AuthPages";

export const generateMetadata = accountMetadata("setPassword");

export default async function Page({ params }: AccountPageProps) {
  await accountStorefront(params);
  return (
    <AccountIsland>
      <SetPasswordPage />
    </AccountIsland>
  );
}
