import { notFound } from "next/navigation";
import { AccountIsland, accountMetadata, accountStorefront } from "@/components/account/AccountIsland";
import { WalletPage } from "@/components/account/pages/WalletPage";
import { BRAND_BASENAME } from "@/regions/shared";
import type { StorefrontParams } from "@/regions/storefront";

/** /account/{product}-wallet: the wallet under the product's name, as older links have it. */

const PRODUCT_WALLET = `${BRAND_BASENAME}-wallet`;

type SectionProps = { params: Promise<StorefrontParams & { section: string }> };

export const dynamicParams = false;

export function generateStaticParams(): { section: string }[] {
  return [{ section: PRODUCT_WALLET }];
}

export const generateMetadata = accountMetadata("wallet");

export default async function Page({ params }: SectionProps) {
  const { section } = await params;
  if (section !== PRODUCT_WALLET) notFound();
  const { region } = await accountStorefront(params);
  return (
    <AccountIsland>
      <WalletPage currency={region.currency} formatter={region.currencyFormatter} />
    </AccountIsland>
  );
}
