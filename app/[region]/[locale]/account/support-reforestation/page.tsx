import { AccountIsland, accountMetadata, accountStorefront, type AccountPageProps } from "@/components/account/AccountIsland";
import { ReforestationPage } from "@/components/account/pages/ReforestationPage";

export const generateMetadata = accountMetadata("reforestation");

export default async function Page({ params }: AccountPageProps) {
  await accountStorefront(params);
  return (
    <AccountIsland>
      <ReforestationPage />
    </AccountIsland>
  );
}
