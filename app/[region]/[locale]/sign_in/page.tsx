import { AccountIsland, accountMetadata, accountStorefront, type AccountPageProps } from "@/components/account/AccountIsland";
import { SignInPage } from "@/components/account/pages/AuthPages";

export const generateMetadata = accountMetadata("signIn");

export default async function Page({ params }: AccountPageProps) {
  await accountStorefront(params);
  return (
    <AccountIsland>
      <SignInPage />
    </AccountIsland>
  );
}
