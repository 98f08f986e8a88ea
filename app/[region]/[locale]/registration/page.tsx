import { AccountIsland, accountMetadata, accountStorefront, type AccountPageProps } from "@/components/account/AccountIsland";
import { RegistrationPage } from "@/components/account/pages/AuthPages";

export const generateMetadata = accountMetadata("register");

export default async function Page({ params }: AccountPageProps) {
  await accountStorefront(params);
  return (
    <AccountIsland>
      <RegistrationPage />
    </AccountIsland>
  );
}
