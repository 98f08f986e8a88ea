import { AccountIsland, accountMetadata, accountStorefront, type AccountPageProps } from "@/components/account/AccountIsland";
import { SettingsPage } from "@/components/account/pages/SettingsPage";
import { addressCountries } from "@/regions/countries";

export const generateMetadata = accountMetadata("settings");

export default async function Page({ params }: AccountPageProps) {
  const storefront = await accountStorefront(params);
  return (
    <AccountIsland>
      <SettingsPage countries={addressCountries(storefront.region, storefront.locale)} homeCountry={storefront.region.defaultShippingCountryCode} />
    </AccountIsland>
  );
}
