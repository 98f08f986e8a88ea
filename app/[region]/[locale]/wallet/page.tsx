import { AccountIsland, accountMetadata, accountStorefront, type AccountPageProps } from "@/components/account/AccountIsland";
import { WalletPage } from "@/components/account/pages/WalletPage";

export const generateMetadata = accountMetadata("wallet");

export default async function Page({ params }: AccountPageProps) {
  const { region } = await accountStorefront(params);
  return (
    <AccountIsland>
      <WalletPage currency={region.currency} formatter={region.currencyFormatter} />
    </AccountIsland>
  );
}
