import { AccountIsland, accountMetadata, accountStorefront, type AccountPageProps } from "@/components/account/AccountIsland";
import { SignOutPage } from "@/components/account/pages/AuthPages";

export const generateMetadata = accountMetadata("signOut");

export default async function Page({ params }: AccountPageProps) {
  await accountStorefront(params);
  return (
    <AccountIsland>
      <SignOutPage />
    </AccountIsland>
  );
}
